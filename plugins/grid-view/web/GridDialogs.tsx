/** The dialogs a grid view opens: a column's header menu, the expanded row, links or parent, the column editor. */
import { observer, type WebContext } from '@plinth/sdk/web';
import { createElement, useEffect, useRef } from 'react';
import type { GridSettings } from '../shared/settings.js';
import { ColumnEditor } from './ColumnEditor.js';
import { HeaderMenu } from './HeaderMenu.js';
import { ExpandedRow, LinkEditor, ParentPicker } from './dialogs.js';
import type { GridStore } from './GridStore.js';
import type { ViewColumn, CellAttachment } from '@plinth/sdk';

export type GridDialog =
  | { kind: 'expand'; row: number }
  | { kind: 'links'; row: number; col: ViewColumn }
  | { kind: 'column'; editing?: ViewColumn }
  | { kind: 'menu'; col: ViewColumn; anchor: HTMLElement }
  | null;

export interface GridDialogsProps {
  dialog: GridDialog;
  setDialog(next: GridDialog | ((current: GridDialog) => GridDialog)): void;
  ctx: WebContext;
  store: GridStore;
  projectId: string;
  dbAlias: string;
  /** Every table of the project (the column editor's relation targets). */
  tables: { tn: string }[];
  canEditSchema: boolean;
  upload(files: File[]): Promise<CellAttachment[]>;
  changeSettings(patch: Partial<GridSettings>): void;
  removeColumn(col: ViewColumn): Promise<void>;
  schemaChanged(): Promise<void>;
  /** Gives the grid the focus. */
  focusGrid(): void;
}

export const GridDialogs = observer(function GridDialogs(props: GridDialogsProps) {
  const { dialog, setDialog, ctx, store, projectId, dbAlias, canEditSchema, upload, changeSettings, removeColumn, schemaChanged } = props;
  const meta = store.meta;
  // A dialog closed after its opener went away (the expanded row's links button, when the links
  // dialog replaced it) leaves the focus nowhere: it goes back to the grid (WCAG 2.4.3).
  const { focusGrid } = props;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!dialog && wasOpen.current && document.activeElement === document.body) focusGrid();
    wasOpen.current = Boolean(dialog);
  }, [dialog, focusGrid]);
  return (
    <>
      {dialog?.kind === 'menu' && (
        <HeaderMenu
          col={dialog.col}
          anchor={dialog.anchor}
          canEditSchema={canEditSchema}
          onClose={() => setDialog((d) => (d?.kind === 'menu' ? null : d))}
          onEdit={() => setDialog({ kind: 'column', editing: dialog.col })}
          onDelete={() => void removeColumn(dialog.col)}
          onHide={() => changeSettings({ hidden: [...store.settings.hidden, dialog.col.key] })}
          onSort={(dir) => changeSettings({ sorts: [{ field: dialog.col.key, dir }] })}
        />
      )}
      {dialog?.kind === 'expand' && (
        <ExpandedRow
          ctx={ctx}
          store={store}
          projectId={projectId}
          rowIndex={dialog.row}
          upload={upload}
          onEditLinks={(col) => setDialog({ kind: 'links', row: dialog.row, col })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'links' &&
        createElement(dialog.col.relation?.kind === 'bt' ? ParentPicker : LinkEditor, {
          ctx,
          store,
          projectId,
          dbAlias,
          rowIndex: dialog.row,
          col: dialog.col,
          onClose: () => setDialog(null),
        })}
      {dialog?.kind === 'column' && (
        <ColumnEditor
          ctx={ctx}
          projectId={projectId}
          dbAlias={dbAlias}
          meta={meta}
          existing={store.allColumns.map((c) => c.key)}
          tables={props.tables.map((x) => x.tn).filter((x) => x !== meta.tn)}
          editing={dialog.editing}
          onClose={(saved) => {
            setDialog(null);
            if (saved) void schemaChanged();
          }}
        />
      )}
    </>
  );
});
