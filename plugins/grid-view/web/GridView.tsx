/**
 * One table's grid tab: loads the table meta, the saved view settings and the first page, then
 * shows the toolbar, the grid and the row count; keeps the view's settings saved, listens to
 * live updates and hosts the dialogs (expanded row, links, column editor, confirmations).
 */
import type { TableMeta } from '@plinth/sdk';
import { errorText, observer, reaction, usePlinth, useT, type WebContext } from '@plinth/sdk/web';
import { Spinner } from '@primer/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GridColumn } from '../shared/columns.js';
import type { GridSettings } from '../shared/settings.js';
import { loadTableMeta, restRows, settingsApi, uploadFiles } from './api.js';
import { openAttachmentsFreshlySigned, signedFileUrl } from './attachment-links.js';
import { PLUGIN_ID } from './cells.js';
import { ColumnEditor, deleteColumn, HeaderMenu } from './ColumnEditor.js';
import { ConfirmDialog, ExpandedRow, LinkEditor } from './dialogs.js';
import { Grid } from './Grid.js';
import { GridStore } from './GridStore.js';
import { subscribeRows } from './live.js';
import { Toolbar } from './Toolbar.js';

export interface GridTabParams {
  projectId: string;
  dbAlias?: string;
  tn: string;
  _tn?: string;
  type?: 'table' | 'view';
}

interface Loaded {
  store: GridStore;
  tables: { tn: string; _tn: string }[];
}

async function openGrid(ctx: WebContext, projectId: string, dbAlias: string, tn: string): Promise<Loaded> {
  const key = { projectId, dbAlias, tn };
  // Marks for benchmarks and devtools: from the tab's first call to its first page of rows.
  performance.mark('grid-view:open');
  // Meta, saved settings and the table list in parallel; the first page follows (no count first).
  const [meta, settings, tables] = await Promise.all([
    loadTableMeta(ctx, key),
    settingsApi(ctx, projectId, tn, dbAlias).load(),
    ctx.api
      .rpc<{ list: { tn: string; _tn: string }[] }>('xcTableAndViewList', { project_id: projectId, dbAlias, args: {} })
      .then((a) => a.list)
      .catch(() => [] as { tn: string; _tn: string }[]),
  ]);
  const aliases = new Map(tables.map((t) => [t.tn, t._tn]));
  const store = new GridStore({ meta, settings, rows: restRows(ctx, projectId, meta._tn), aliasOf: (t) => aliases.get(t) ?? t });
  void store.start().then(() => performance.mark('grid-view:first-page'));
  return { store, tables };
}

type Dialog =
  | { kind: 'expand'; row: number }
  | { kind: 'links'; row: number; col: GridColumn }
  | { kind: 'column'; editing?: GridColumn }
  | { kind: 'deleteRows'; pks: string[] }
  | { kind: 'deleteColumn'; col: GridColumn }
  | { kind: 'menu'; col: GridColumn; anchor: HTMLElement }
  | null;

export const GridView = observer(function GridView({ projectId, dbAlias = 'db', tn }: GridTabParams) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const settingsStore = useMemo(() => settingsApi(ctx, projectId, tn, dbAlias), [ctx, projectId, tn, dbAlias]);
  const canEditRows = ctx.session.can('tableRowUpdate');
  const canSaveView = ctx.session.can('xcDatatableEditable');
  const canEditSchema = ctx.session.can('tableUpdate');

  useEffect(() => {
    let live = true;
    setError(null);
    openGrid(ctx, projectId, dbAlias, tn).then(
      (l) => live && setLoaded(l),
      (err) => live && setError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [ctx, projectId, dbAlias, tn, version]);

  const store = loaded?.store;

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
    if (!store) return;
    const sub = subscribeRows(ctx.session.token, { projectId, tn: store.meta.tn }, (changes) => void store.applyChanges(changes));
    return () => sub.close();
  }, [store, ctx, projectId]);

  const saveSettings = useCallback(
    (patch: Partial<GridSettings>) => {
      if (!store) return;
      const next = { ...store.settings, ...patch };
      store.setSettings(next);
      if (canSaveView) void settingsStore.save(next).catch((err) => ctx.toast.error(errorText(err)));
    },
    [store, canSaveView, settingsStore, ctx],
  );

  /** After a schema change: forced meta reload (000 s.4), then a new store on the new meta. */
  const schemaChanged = async () => {
    await loadTableMeta(ctx, { projectId, dbAlias, tn }, true).catch(() => undefined);
    setVersion((v) => v + 1);
  };

  const upload = useCallback((files: File[]) => uploadFiles(ctx, projectId, files), [ctx, projectId]);
  useEffect(() => openAttachmentsFreshlySigned((project, path) => signedFileUrl(ctx, project, path)), [ctx]);

  if (error) return <div role="alert">{t('grid.loadFailed', { msg: error })}</div>;
  if (!store || !loaded) {
    return (
      <div style={{ padding: 16 }}>
        <Spinner size="small" /> {t('grid.loading')}
      </div>
    );
  }
  const meta: TableMeta = store.meta;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 400 }} data-testid="grid-view">
      <Toolbar
        store={store}
        canEditRows={canEditRows}
        canEditSchema={canEditSchema}
        onChange={saveSettings}
        onAddRow={() => void store.addRow()}
        onDeleteRows={() => setDialog({ kind: 'deleteRows', pks: store.rowsToDelete() })}
        onAddColumn={() => setDialog({ kind: 'column' })}
      />
      <div style={{ flex: 1, minHeight: 0 }}>
        <Grid
          store={store}
          projectId={projectId}
          upload={upload}
          onExpand={(row) => setDialog({ kind: 'expand', row })}
          onEditLinks={(row, col) => setDialog({ kind: 'links', row, col })}
          onHeaderMenu={(col, anchor) => setDialog({ kind: 'menu', col, anchor })}
          onResize={(key, width) => saveSettings({ widths: { ...store.settings.widths, [key]: width } })}
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
          onDelete={() => setDialog({ kind: 'deleteColumn', col: dialog.col })}
          onHide={() => saveSettings({ hidden: [...store.settings.hidden, dialog.col.key] })}
          onSort={(dir) => saveSettings({ sorts: [{ field: dialog.col.key, dir }] })}
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
      {dialog?.kind === 'links' && <LinkEditor ctx={ctx} store={store} projectId={projectId} dbAlias={dbAlias} rowIndex={dialog.row} col={dialog.col} onClose={() => setDialog(null)} />}
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
      {dialog?.kind === 'deleteRows' && (
        <ConfirmDialog
          title={t('confirm.deleteRows.title')}
          body={t('confirm.deleteRows.body', { count: dialog.pks.length })}
          onClose={(ok) => {
            const pks = dialog.pks;
            setDialog(null);
            if (ok) void store.deleteRows(pks).then((n) => ctx.toast.success(t('rows.deleted', { count: n })));
          }}
        />
      )}
      {dialog?.kind === 'deleteColumn' && (
        <ConfirmDialog
          title={t('confirm.deleteColumn.title')}
          body={t('confirm.deleteColumn.body', { column: dialog.col.title })}
          onClose={(ok) => {
            const col = dialog.col;
            setDialog(null);
            if (!ok) return;
            deleteColumn(ctx, { projectId, dbAlias }, meta, col).then(
              () => {
                ctx.toast.success(t('column.deleted'));
                void schemaChanged();
              },
              (err) => ctx.toast.error(errorText(err)),
            );
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
    <div role="status" data-testid="row-count" style={{ padding: '4px 8px', fontSize: 12, borderTop: '1px solid var(--borderColor-default, #d0d7de)', color: 'var(--fgColor-muted, #59636e)' }}>
      {text}
    </div>
  );
});

/** The dashboard tab component (tab type `table`): `tab.params` name the table. */
export default function GridTab({ tab }: { tab: { key: string; name: string; params?: Record<string, string> } }) {
  const p = tab.params ?? {};
  const t = useT(PLUGIN_ID);
  if (!p.projectId || !p.tn) return <div role="alert">{t('grid.noTable')}</div>;
  return <GridView projectId={p.projectId} dbAlias={p.dbAlias || 'db'} tn={p.tn} />;
}
