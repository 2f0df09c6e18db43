import { Button, FormControl, Stack, TextInput } from '@primer/react';
import { PlusIcon } from '@primer/octicons-react';
import { observer, usePlinth, useT } from '@plinth/sdk/web';
import { useEffect, useMemo, useState } from 'react';
import { useEditorActions } from './actions.js';
import { storedId } from './api.js';
import { editUnlock, raiseProjectCounter } from './counters.js';
import { Details } from './Details.js';
import { NamesDialog, ShortcutsDialog } from './dialogs.js';
import { EditTokenField } from './EditTokenField.js';
import { defaultColumnName, fromDocument, newKey, type EditorDocument, type LooseDocument } from './model.js';
import { addColumn, deleteColumn, deleteTable, pairRelations, renameTable, updateColumn } from './relations.js';
import { TablePanel } from './TablePanel.js';
import { Toolbar } from './Toolbar.js';
import { useShortcuts } from './use-shortcuts.js';
import { fieldId, firstProblem, type FormProblem } from './validate.js';
import { useNamesDialog } from './use-names.js';

export interface TemplateEditorProps {
  /** The template to start from (editor or saved form). */
  document: LooseDocument;
  /** A stored template's id: saves update it. None, or a local id: the first save creates it. */
  templateId?: number | string;
  /** Read-only (the template detail) unless the hidden counters unlock it (001 s.6). */
  readOnly?: boolean;
  /** Gallery templates need a category (001 s.5, non-Excel mode); default true. */
  requireCategory?: boolean;
  onSaved?(id: number): void;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The template editor of 001 s.2: project name, table panels with their columns, gallery details. */
export const TemplateEditor = observer(function TemplateEditor(props: TemplateEditorProps) {
  const { requireCategory = true } = props;
  const t = useT('templates');
  const ctx = usePlinth();
  const initial = useMemo(() => pairRelations(fromDocument(props.document)), [props.document]);
  const [doc, setDoc] = useState<EditorDocument>(initial);
  const [id, setId] = useState(storedId(props.templateId));
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(initial.tables.slice(0, 1).map((x) => x.key)));
  const [current, setCurrent] = useState({ table: 0, column: 0 });
  const [showProblems, setShowProblems] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const readOnly = !!props.readOnly && !editUnlock.editable;
  const mac = useMemo(isMac, []);

  useEffect(() => {
    setDoc(initial);
    setExpanded(new Set(initial.tables.slice(0, 1).map((x) => x.key)));
    setShowProblems(false);
  }, [initial]);
  useEffect(() => setId(storedId(props.templateId)), [props.templateId]);
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, expanded]);

  const problem = showProblems ? firstProblem(doc, { requireCategory }) : undefined;
  const problemText = problem && t(`editor.problem.${problem.code}`, problem.params);
  const expand = (ti: number) => setExpanded((s) => new Set(s).add(doc.tables[ti]!.key));
  const focusProblem = (p: FormProblem) => {
    setShowProblems(true);
    if (p.table !== undefined) expand(p.table);
    setFocusTarget(fieldId(p));
  };
  const actions = useEditorActions({ doc, requireCategory, id, setId, onProblem: focusProblem, onSaved: props.onSaved });
  const names = useNamesDialog(doc, setDoc, (key) => setExpanded((s) => new Set(s).add(key)));

  const addRow = (ti: number, uidt = 'SingleLineText') => {
    const table = doc.tables[ti];
    if (!table) return;
    const column = {
      key: newKey('c'),
      cn: defaultColumnName(table),
      uidt,
      ...(uidt === 'LinkToAnotherRecord' && { type: 'mm' as const }),
    };
    setDoc(addColumn(doc, ti, column));
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

  useShortcuts(!readOnly && !names.open && !shortcutsOpen, mac, (a) => {
    if (a.kind === 'tables') names.openTables();
    else if (a.kind === 'columns') names.openColumns(current.table);
    else if (a.kind === 'addColumn') addRow(current.table, a.uidt);
    else if (a.kind === 'table') navigateTable(a.step);
    else if (a.kind === 'column') navigateColumn(a.step);
    else if (a.kind === 'copyJson') void actions.copyJson();
    else void actions.save();
  });

  const reset = async () => {
    if (
      await ctx.confirm({
        title: t('editor.reset.title'),
        body: t('editor.reset.body'),
        confirmLabel: t('editor.reset.confirm'),
        danger: true,
      })
    ) {
      setDoc(initial);
      setShowProblems(false);
    }
  };
  const titleProblem = problem?.field === 'title' ? problemText : undefined;

  return (
    <div style={{ minHeight: 500, position: 'relative' }} data-testid="template-editor">
      <Stack gap="normal">
        <Toolbar
          readOnly={readOnly}
          busy={actions.busy}
          stored={id !== undefined}
          canPublish={!actions.hasToken()}
          onImport={() => ctx.toast.info(t('editor.toast.happyHacking'), 3000)}
          onHelp={() => setShortcutsOpen(true)}
          onReset={() => void reset()}
          onNewTable={names.openTables}
          onCopy={() => void actions.copyJson()}
          onPublish={() => void actions.publish()}
          onSubmit={() => void actions.save()}
        />
        {editUnlock.tokenFieldShown && <EditTokenField />}
        <FormControl required id={fieldId({ field: 'title' })}>
          <FormControl.Label>
            <span onDoubleClick={raiseProjectCounter}>{t('editor.projectName')}</span>
          </FormControl.Label>
          <TextInput
            block
            value={doc.title}
            readOnly={readOnly}
            validationStatus={titleProblem ? 'error' : undefined}
            onChange={(e) => setDoc({ ...doc, title: e.target.value })}
          />
          {titleProblem && <FormControl.Validation variant="error">{titleProblem}</FormControl.Validation>}
        </FormControl>
        {doc.tables.length === 0 && <p>{t('editor.noTables')}</p>}
        {doc.tables.map((table, ti) => (
          <TablePanel
            key={table.key}
            doc={doc}
            ti={ti}
            expanded={expanded.has(table.key)}
            readOnly={readOnly}
            problem={problem?.table === ti ? problem : undefined}
            problemText={problem?.table === ti ? problemText : undefined}
            onToggle={() =>
              setExpanded((s) => {
                const next = new Set(s);
                if (!next.delete(table.key)) next.add(table.key);
                return next;
              })
            }
            onRename={(tn) => setDoc(renameTable(doc, ti, tn))}
            onDelete={() => setDoc(deleteTable(doc, ti))}
            onAddColumn={() => addRow(ti)}
            onAddColumns={() => names.openColumns(ti)}
            onColumnChange={(ci, patch) => setDoc(updateColumn(doc, ti, ci, patch))}
            onColumnDelete={(ci) => setDoc(deleteColumn(doc, ti, ci))}
            onColumnFocus={(ci) => setCurrent({ table: ti, column: ci })}
          />
        ))}
        <Details
          doc={doc}
          readOnly={readOnly}
          problem={problem}
          problemText={problemText}
          onChange={(patch) => setDoc({ ...doc, ...patch })}
        />
      </Stack>
      {!readOnly && (
        <div style={{ position: 'sticky', bottom: 16, display: 'flex', justifyContent: 'flex-end', pointerEvents: 'none' }}>
          <Button
            variant="primary"
            leadingVisual={PlusIcon}
            onClick={names.openTables}
            style={{ pointerEvents: 'auto' }}
            aria-label={t('editor.addTables')}
          >
            {t('editor.addTablesShort')}
          </Button>
        </div>
      )}
      {names.open && <NamesDialog kind={names.open.kind} table={names.open.table} onSubmit={names.submit} onClose={names.close} />}
      {shortcutsOpen && <ShortcutsDialog mac={mac} onClose={() => setShortcutsOpen(false)} />}
    </div>
  );
});
