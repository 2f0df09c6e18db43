/**
 * The grid view type: one view of a table (its settings from the view record), the toolbar, the
 * grid and the row count; saves changed settings through the views plugin (`saveSettings`),
 * listens to live updates and hosts the dialogs (expanded row, links, column editor,
 * confirmations). With `shared` it shows a shared view read only: rows through the private link,
 * toolbar changes only narrow this page.
 */
import { errorText, observer, reaction, usePlinth, useT, type ViewComponentProps, uploadFiles, subscribeRows } from '@plinth/sdk/web';
import { Spinner, VisuallyHidden } from '@primer/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GridSettings } from '../shared/settings.js';
import { openAttachmentsFreshlySigned, signedFileUrl } from './attachment-links.js';
import { PLUGIN_ID } from './cells.js';
import { Grid } from './Grid.js';
import { gridActions } from './grid-actions.js';
import { GridDialogs, type GridDialog } from './GridDialogs.js';
import type { GridStore } from './GridStore.js';
import { Toolbar } from './Toolbar.js';
import { useOpenGrid } from './useOpenGrid.js';

/** One grid view; another view is another instance (the views tab keys it by view id). */
const GridView = observer(function GridView(props: ViewComponentProps) {
  const { projectId, dbAlias = 'db', saveSettings, shared } = props;
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const { loaded, error, schemaChanged } = useOpenGrid(ctx, props);
  const [dialog, setDialog] = useState<GridDialog>(null);
  const readOnly = Boolean(shared);
  const store = loaded?.store;
  // A database view: its rows and columns come from its SELECT (its settings are still saved).
  const isDbView = store?.meta.type === 'view';
  const canEditRows = !readOnly && !isDbView && ctx.session.can('tableRowUpdate');
  const canEditSchema = !readOnly && !isDbView && ctx.session.can('tableUpdate');
  const gridBox = useRef<HTMLDivElement>(null);
  const save = useRef(saveSettings);
  save.current = saveSettings;
  useGridFeedback(store, readOnly, projectId);

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
  const upload = useCallback((files: File[]) => uploadFiles(ctx, projectId, files), [ctx, projectId]);

  if (error) return <div role="alert">{t('grid.loadFailed', { msg: error })}</div>;
  if (!store || !loaded) {
    return (
      <div style={{ padding: 16 }}>
        <Spinner size="small" /> {t('grid.loading')}
      </div>
    );
  }
  const { confirmAddRows, removeRows, removeColumn } = gridActions(ctx, t, store, { projectId, dbAlias, schemaChanged });

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
      <div ref={gridBox} style={{ flex: 1, minHeight: 0 }}>
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
      <GridDialogs
        dialog={dialog}
        setDialog={setDialog}
        ctx={ctx}
        store={store}
        projectId={projectId}
        dbAlias={dbAlias}
        tables={loaded.tables}
        canEditSchema={canEditSchema}
        upload={upload}
        changeSettings={changeSettings}
        removeColumn={removeColumn}
        schemaChanged={schemaChanged}
        focusGrid={() => gridBox.current?.querySelector<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true })}
      />
    </div>
  );
});

/**
 * Failed writes as error toasts (the store keeps only the last one), live updates of the table's
 * rows (signed in only: a shared view's visitor has no session), freshly signed attachment links.
 */
function useGridFeedback(store: GridStore | undefined, readOnly: boolean, projectId: string) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
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
    if (!store || readOnly) return;
    const sub = subscribeRows(ctx.session.token, { projectId, tn: store.meta.tn }, (changes) => void store.applyChanges(changes));
    return () => sub.close();
  }, [store, ctx, projectId, readOnly]);
  useEffect(
    () => (readOnly ? undefined : openAttachmentsFreshlySigned((project, path) => signedFileUrl(ctx, project, path))),
    [ctx, readOnly],
  );
}

const StatusBar = observer(function StatusBar({ store }: { store: GridStore }) {
  const t = useT(PLUGIN_ID);
  const text =
    store.countState === 'known' && store.totalRows !== null
      ? t('count.rows', { count: store.totalRows })
      : store.countState === 'estimated' && store.estimatedRows !== null
        ? t('count.about', { count: store.estimatedRows })
        : store.countState === 'unknown'
          ? t('count.unknown')
          : t('count.loading');
  // Each saved cell is announced: the text alternates a trailing no-break space so that a repeated
  // 'saved' is a change the screen reader reads again.
  const saved = store.savedCells > 0 ? t('status.saved') + (store.savedCells % 2 ? '' : '\u00a0') : '';
  return (
    <>
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
      <VisuallyHidden role="status" data-testid="save-status">
        {saved}
      </VisuallyHidden>
    </>
  );
});

/** The `grid` view type's component (the views plugin renders it for a view of type `grid`). */
export default GridView;
