import { useEffect, useMemo, useState } from 'react';
import { storedId } from './api.js';
import { defaultColumnName, fromDocument, newKey, type EditorDocument, type LooseDocument } from './model.js';
import { addColumn, pairRelations } from './relations.js';
import { fieldId, firstProblem, type FormProblem } from './validate.js';

const firstKeys = (doc: EditorDocument) => new Set(doc.tables.slice(0, 1).map((x) => x.key));

/**
 * The editor's state: the document (relations paired), the stored id, which panels are open,
 * the current table and column (for the shortcuts), the problems once a save was tried, and the
 * field to focus after the next render.
 */
export function useEditorState(document: LooseDocument, templateId: number | string | undefined, requireCategory: boolean) {
  const initial = useMemo(() => pairRelations(fromDocument(document)), [document]);
  const [doc, setDoc] = useState<EditorDocument>(initial);
  const [id, setId] = useState(storedId(templateId));
  const [expanded, setExpanded] = useState<Set<string>>(() => firstKeys(initial));
  const [current, setCurrent] = useState({ table: 0, column: 0 });
  const [showProblems, setShowProblems] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    setDoc(initial);
    setExpanded(firstKeys(initial));
    setShowProblems(false);
  }, [initial]);
  useEffect(() => setId(storedId(templateId)), [templateId]);
  useEffect(() => {
    if (!focusTarget) return;
    globalThis.document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, expanded]);

  const expandKey = (key: string) => setExpanded((s) => new Set(s).add(key));
  const expand = (ti: number) => {
    const table = doc.tables[ti];
    if (table) expandKey(table.key);
  };
  const toggle = (key: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const focusProblem = (p: FormProblem) => {
    setShowProblems(true);
    if (p.table !== undefined) expand(p.table);
    setFocusTarget(fieldId(p));
  };

  const addRow = (ti: number, uidt = 'SingleLineText') => {
    const table = doc.tables[ti];
    if (!table) return;
    const type = uidt === 'LinkToAnotherRecord' ? { type: 'mm' as const } : {};
    setDoc(addColumn(doc, ti, { key: newKey('c'), cn: defaultColumnName(table), uidt, ...type }));
    expand(ti);
    setFocusTarget(fieldId({ field: 'cn', table: ti, column: table.columns.length }));
  };
  const navigateTable = (step: number) => {
    const ti = Math.min(Math.max(current.table + step, 0), doc.tables.length - 1);
    if (ti < 0) return;
    setCurrent({ table: ti, column: 0 });
    expand(ti);
    setFocusTarget(`tpl-t${ti}-toggle`);
  };
  const navigateColumn = (step: number) => {
    const table = doc.tables[current.table];
    if (!table) return;
    const ci = Math.min(Math.max(current.column + step, 0), table.columns.length - 1);
    setCurrent({ table: current.table, column: ci });
    expand(current.table);
    setFocusTarget(fieldId({ field: 'cn', table: current.table, column: ci }));
  };
  const reset = () => {
    setDoc(initial);
    setShowProblems(false);
  };

  return {
    doc,
    setDoc,
    id,
    setId,
    expanded,
    expandKey,
    toggle,
    current,
    setCurrent,
    problem: showProblems ? firstProblem(doc, { requireCategory }) : undefined,
    focusProblem,
    addRow,
    navigateTable,
    navigateColumn,
    reset,
  };
}
