/**
 * Opening a grid view: its table meta, table aliases and first page (or a shared view's private
 * link), the settings it opens with, and opening again after a schema change.
 */
import { errorText, type SharedViewSource, type ViewComponentProps, type WebContext, restRows, sharedRows } from '@plinth/sdk/web';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_GRID_SETTINGS, gridSettingsSchema, type GridSettings } from '../shared/settings.js';
import { loadTableMeta } from './api.js';
import { GridStore } from './GridStore.js';

export interface LoadedGrid {
  store: GridStore;
  tables: { tn: string; _tn: string }[];
}

/** A view record's settings as the grid's shape (stored ones are validated by the server; anything else: defaults). */
function gridSettingsOf(settings: unknown): GridSettings {
  const parsed = gridSettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : DEFAULT_GRID_SETTINGS;
}

/**
 * The settings a shared view's grid starts with: the server applies the view's filters to every
 * page and its sorts unless the visitor sorts, so the grid sends neither of its own (toolbar
 * filters and sorts then narrow or reorder this page only).
 */
function sharedSettings(settings: GridSettings): GridSettings {
  return { ...settings, filters: [], sorts: [] };
}

async function openGrid(
  ctx: WebContext,
  key: { projectId: string; dbAlias: string; tn: string },
  settings: GridSettings,
  shared: SharedViewSource | undefined,
): Promise<LoadedGrid> {
  // Marks for benchmarks and devtools: from the grid's first call to its first page of rows.
  performance.mark('grid-view:open');
  if (shared) {
    const store = new GridStore({ meta: shared.meta, settings: sharedSettings(settings), rows: sharedRows(shared), readOnly: true });
    void store.start().then(() => performance.mark('grid-view:first-page'));
    return { store, tables: [] };
  }
  // The views tab has loaded (or is loading) the meta into the shared cache. The table list
  // names related tables' aliases (relation keys in rows); the first page does not need them, so
  // it goes out beside the list (no count first), and the grid renders once both are there.
  const tablesLoad = ctx.api
    .rpc<{ list: { tn: string; _tn: string }[] }>('xcTableAndViewList', { project_id: key.projectId, dbAlias: key.dbAlias, args: {} })
    .then((a) => a.list)
    .catch(() => [] as { tn: string; _tn: string }[]);
  const meta = await loadTableMeta(ctx, key);
  // Filled before the store is rendered; until then nothing observes its columns, so none are cached with table names.
  const aliases = new Map<string, string>();
  // A database view's rows are read only (the data service refuses writes to it).
  const store = new GridStore({
    meta,
    settings,
    rows: restRows(ctx, key.projectId, meta),
    aliasOf: (t) => aliases.get(t) ?? t,
    readOnly: meta.type === 'view',
  });
  void store.start().then(() => performance.mark('grid-view:first-page'));
  const tables = await tablesLoad;
  for (const t of tables) aliases.set(t.tn, t._tn);
  return { store, tables };
}

/**
 * The grid of one view. The view record is read when the grid opens (and after a schema change):
 * a re-render with the same view's saved record keeps the grid as it is.
 */
export function useOpenGrid(ctx: WebContext, props: ViewComponentProps) {
  const { projectId, dbAlias = 'db', tn, view, reloadView, shared } = props;
  const [loaded, setLoaded] = useState<LoadedGrid | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // Read at open, not a dependency: a saved record coming back must not reopen the grid.
  const settingsNow = useRef<GridSettings | null>(null);
  const settingsAfterSchemaChange = useRef<GridSettings | null>(null);
  settingsNow.current = settingsAfterSchemaChange.current ?? loaded?.store.settings ?? gridSettingsOf(view.settings);

  useEffect(() => {
    let live = true;
    setError(null);
    const settings = settingsNow.current!;
    settingsAfterSchemaChange.current = null;
    openGrid(ctx, { projectId, dbAlias, tn }, settings, shared).then(
      (l) => live && setLoaded(l),
      (err) => live && setError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [ctx, projectId, dbAlias, tn, shared, version]);

  /**
   * After a schema change: forced meta reload (000 s.4), then a new store on the new meta with
   * the view as stored now (the server moved its settings to a renamed column, dropped a deleted
   * one); the settings in hand would name columns that are gone.
   */
  const schemaChanged = async () => {
    const [, fresh] = await Promise.all([
      loadTableMeta(ctx, { projectId, dbAlias, tn }, true).catch(() => undefined),
      reloadView?.().catch((err: unknown) => void ctx.toast.error(errorText(err))),
    ]);
    if (fresh) settingsAfterSchemaChange.current = gridSettingsOf(fresh.settings);
    setVersion((v) => v + 1);
  };
  return { loaded, error, schemaChanged };
}
