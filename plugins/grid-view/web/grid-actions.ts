/** What a grid view asks before doing: adding pasted rows, deleting rows or a column (through ctx.confirm). */
import { errorText, type WebContext } from '@plinth/sdk/web';
import { deleteColumn } from './ColumnEditor.js';
import type { GridStore } from './GridStore.js';
import type { ViewColumn } from '@plinth/sdk';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function gridActions(
  ctx: WebContext,
  t: Translate,
  store: GridStore,
  table: { projectId: string; dbAlias: string; schemaChanged(): Promise<void> },
) {
  const { projectId, dbAlias, schemaChanged } = table;
  const meta = store.meta;
  const deleteLabels = { confirmLabel: t('common.delete'), cancelLabel: t('common.cancel'), danger: true };
  const confirmAddRows = (count: number) =>
    ctx.confirm({
      title: t('paste.addRows.title'),
      body: t('paste.addRows.body', { count }),
      confirmLabel: t('paste.addRows.confirm'),
      cancelLabel: t('common.cancel'),
    });
  const removeRows = async () => {
    const pks = store.rowsToDelete();
    const ok = await ctx.confirm({
      title: t('confirm.deleteRows.title'),
      body: t('confirm.deleteRows.body', { count: pks.length }),
      ...deleteLabels,
    });
    if (ok) void store.deleteRows(pks).then((n) => ctx.toast.success(t('rows.deleted', { count: n })));
  };
  const removeColumn = async (col: ViewColumn) => {
    const ok = await ctx.confirm({
      title: t('confirm.deleteColumn.title'),
      body: t('confirm.deleteColumn.body', { column: col.title }),
      ...deleteLabels,
    });
    if (!ok) return;
    deleteColumn(ctx, { projectId, dbAlias }, meta, col).then(
      () => {
        ctx.toast.success(t('column.deleted'));
        void schemaChanged();
      },
      (err) => ctx.toast.error(errorText(err)),
    );
  };

  return { confirmAddRows, removeRows, removeColumn };
}
