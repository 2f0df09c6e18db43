import { usePlinth, useT } from '@plinth/sdk/web';
import { useState } from 'react';
import type { EditorDocument } from './model.js';
import { addNamedColumns, addNamedTables, parseColumnNames, parseTableNames } from './table-names.js';

/** The comma-separated names dialogs: which is open, and adding what it names (001 s.5). */
export function useNamesDialog(doc: EditorDocument, setDoc: (doc: EditorDocument) => void, expand: (tableKey: string) => void) {
  const ctx = usePlinth();
  const t = useT('templates');
  const [open, setOpen] = useState<{ kind: 'tables' | 'columns'; ti: number; table?: string } | null>(null);

  const submit = (text: string): boolean => {
    if (!open) return false;
    if (open.kind === 'tables') {
      const tables = parseTableNames(text);
      if (!tables) return false;
      const added = addNamedTables(doc, tables);
      for (const name of added.existing) ctx.toast.info(t('editor.toast.tableExists', { name }), 1000);
      setDoc(added.doc);
      const first = added.doc.tables[doc.tables.length];
      if (first) expand(first.key);
      return true;
    }
    const names = parseColumnNames(text);
    if (!names) return false;
    const added = addNamedColumns(doc, open.ti, names);
    for (const name of added.existing) ctx.toast.info(t('editor.toast.columnExists', { name }), 1000);
    setDoc(added.doc);
    return true;
  };

  return {
    open,
    openTables: () => setOpen({ kind: 'tables', ti: -1 }),
    openColumns: (ti: number) => {
      if (doc.tables[ti]) setOpen({ kind: 'columns', ti, table: doc.tables[ti].tn });
    },
    close: () => setOpen(null),
    submit,
  };
}
