/** Changes the server pushes (live updates) applied to an open grid. */
import type { RowChange, TableMeta, Row } from '@plinth/sdk';

export interface LiveGrid {
  readonly meta: TableMeta;
  reload(): Promise<void>;
  /** Puts values into the loaded row with this key. */
  patchLoaded(pk: string, patch: Row): void;
}

/** Updates of loaded rows in place (columns by alias); inserts and deletes reload (row positions move). */
export async function applyLiveChanges(grid: LiveGrid, changes: readonly RowChange[]): Promise<void> {
  const mine = changes.filter((c) => c.tn === grid.meta.tn);
  if (!mine.length) return;
  if (mine.some((c) => c.op !== 'update')) {
    await grid.reload();
    return;
  }
  const aliasOfColumn = new Map(grid.meta.columns.map((c) => [c.cn, c._cn]));
  for (const change of mine) {
    const patch: Row = {};
    for (const c of change.changes) patch[aliasOfColumn.get(c.cn) ?? c.cn] = c.value;
    grid.patchLoaded(change.pk, patch);
  }
}
