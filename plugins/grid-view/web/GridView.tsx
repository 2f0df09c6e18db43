/**
 * The grid view type: one view of a table (its settings from the view record), the toolbar, the
 * grid and the row count; saves changed settings through the views plugin (`saveSettings`),
 * listens to live updates and hosts the dialogs (expanded row, links, column editor,
 * confirmations). With `shared` it shows a shared view read only: rows through the private link,
 * toolbar changes only narrow this page.
 */
import type { TableMeta } from '@plinth/sdk';
import {
  errorText,
  observer,
  reaction,
  usePlinth,
  useT,
  type SharedViewSource,
  type ViewComponentProps,
  type WebContext,
} from '@plinth/sdk/web';
import { Spinner } from '@primer/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GridColumn } from '../shared/columns.js';
import { DEFAULT_GRID_SETTINGS, gridSettingsSchema, type GridSettings } from '../shared/settings.js';
import { loadTableMeta, restRows, sharedRows, uploadFiles } from './api.js';
import { openAttachmentsFreshlySigned, signedFileUrl } from './attachment-links.js';
import { PLUGIN_ID } from './cells.js';
import { ColumnEditor, deleteColumn, HeaderMenu } from './ColumnEditor.js';
import { ExpandedRow, LinkEditor, ParentPicker } from './dialogs.js';
import { Grid } from './Grid.js';
import { GridStore } from './GridStore.js';
import { subscribeRows } from './live.js';
import { Toolbar } from './Toolbar.js';

interface Loaded {
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
): Promise<Loaded> {
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
  const store = new GridStore({ meta, settings, rows: restRows(ctx, key.projectId, meta), aliasOf: (t) => aliases.get(t) ?? t });
  void store.start().then(() => performance.mark('grid-view:first-page'));
  const tables = await tablesLoad;
  for (const t of tables) aliases.set(t.tn, t._tn);
  return { store, tables };
}

type Dialog =
  | { kind: 'expand'; row: number }
  | { kind: 'links'; row: number; col: GridColumn }
  | { kind: 'column'; editing?: GridColumn }
  | { kind: 'menu'; col: GridColumn; anchor: HTMLElement }
  | null;

/**
 * One grid view. The view record is read when the grid opens (and after a schema change): a
 * re-render with the same view's saved record keeps the grid as it is; another view is another
 * instance (the views tab keys it by view id).
 */
const GridView = observer(function GridView({ projectId, dbAlias = 'db', tn, view, saveSettings, reloadView, shared }: ViewComponentProps) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const readOnly = Boolean(shared);
  const canEditRows = !readOnly && ctx.session.can('tableRowUpdate');
  const canEditSchema = !readOnly && ctx.session.can('tableUpdate');
  const store = loaded?.store;
  // Read at open, not a dependency: a saved record coming back must not reopen the grid.
  const settingsNow = useRef<GridSettings | null>(null);
  const settingsAfterSchemaChange = useRef<GridSettings | null>(null);
  settingsNow.current = settingsAfterSchemaChange.current ?? store?.settings ?? gridSettingsOf(view.settings);
  const save = useRef(saveSettings);
  save.current = saveSettings;

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

  // Failed writes become error toasts (the store keeps only the last one).
  useEffect(() => {
    if (!store) return;
    return reaction(
      () => store.lastError,
      (e) => {
        if (!e) return;
        ctx.toast.error(e.key ? t(e.key, e.params) : (e.message ?? ''));
        store.clearError();
      },
    );
  }, [store, ctx, t]);

  useEffect(() => {
    // The live socket needs a sign-in; a shared view's visitor has none.
    if (!store || readOnly) return;
    const sub = subscribeRows(ctx.session.token, { projectId, tn: store.meta.tn }, (changes) => void store.applyChanges(changes));
    return () => sub.close();
  }, [store, ctx, projectId, readOnly]);

  /** Applies a settings change at once and saves it with the view when the user may (else it stays in this tab). */
  const changeSettings = useCallback(
    (patch: Partial<GridSettings>) => {
      if (!store) return;
      const next = { ...store.settings, ...patch };
      store.setSettings(next);
      if (!readOnly && save.current) void save.current(next).catch((err: unknown) => ctx.toast.error(errorText(err)));
    },
    [store, readOnly, ctx],
  );

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

  const upload = useCallback((files: File[]) => uploadFiles(ctx, projectId, files), [ctx, projectId]);
  useEffect(
    () => (readOnly ? undefined : openAttachmentsFreshlySigned((project, path) => signedFileUrl(ctx, project, path))),
    [ctx, readOnly],
  );

  if (error) return <div role="alert">{t('grid.loadFailed', { msg: error })}</div>;
  if (!store || !loaded) {
    return (
      <div style={{ padding: 16 }}>
        <Spinner size="small" /> {t('grid.loading')}
      </div>
    );
  }
  const meta: TableMeta = store.meta;

  // Confirmations go through the frame's one dialog (ctx.confirm).
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
  const removeColumn = async (col: GridColumn) => {
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

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 400 }} data-testid="grid-view">
      <Toolbar
        store={store}
        canEditRows={canEditRows}
        canEditSchema={canEditSchema}
        onChange={changeSettings}
        onAddRow={() => void store.addRow()}
        onDeleteRows={() => void removeRows()}
        onAddColumn={() => setDialog({ kind: 'column' })}
      />
      <div style={{ flex: 1, minHeight: 0 }}>
        <Grid
          store={store}
          projectId={projectId}
          upload={upload}
          onExpand={(row) => !readOnly && setDialog({ kind: 'expand', row })}
          onEditLinks={(row, col) => !readOnly && setDialog({ kind: 'links', row, col })}
          confirmAddRows={confirmAddRows}
          onHeaderMenu={(col, anchor) => setDialog({ kind: 'menu', col, anchor })}
          onResize={(key, width) => changeSettings({ widths: { ...store.settings.widths, [key]: width } })}
        />
      </div>
      <StatusBar store={store} />
      {store.loadError && <div role="alert">{t('grid.loadFailed', { msg: store.loadError })}</div>}
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
        (dialog.col.relation?.kind === 'bt' ? (
          <ParentPicker
            ctx={ctx}
            store={store}
            projectId={projectId}
            dbAlias={dbAlias}
            rowIndex={dialog.row}
            col={dialog.col}
            onClose={() => setDialog(null)}
          />
        ) : (
          <LinkEditor
            ctx={ctx}
            store={store}
            projectId={projectId}
            dbAlias={dbAlias}
            rowIndex={dialog.row}
            col={dialog.col}
            onClose={() => setDialog(null)}
          />
        ))}
      {dialog?.kind === 'column' && (
        <ColumnEditor
          ctx={ctx}
          projectId={projectId}
          dbAlias={dbAlias}
          meta={meta}
          existing={store.allColumns.map((c) => c.key)}
          tables={loaded.tables.map((x) => x.tn).filter((x) => x !== meta.tn)}
          editing={dialog.editing}
          onClose={(saved) => {
            setDialog(null);
            if (saved) void schemaChanged();
          }}
        />
      )}
    </div>
  );
});

const StatusBar = observer(function StatusBar({ store }: { store: GridStore }) {
  const t = useT(PLUGIN_ID);
  const text =
    store.countState === 'known' && store.totalRows !== null
      ? t('count.rows', { count: store.totalRows })
      : store.countState === 'unknown'
        ? t('count.unknown')
        : t('count.loading');
  return (
    <div
      role="status"
      data-testid="row-count"
      style={{
        padding: '4px 8px',
        fontSize: 12,
        borderTop: '1px solid var(--borderColor-default, #d0d7de)',
        color: 'var(--fgColor-muted, #59636e)',
      }}
    >
      {text}
    </div>
  );
});

/** The `grid` view type's component (the views plugin renders it for a view of type `grid`). */
export default GridView;
