/**
 * A table's tab (dashboard tab type `table`): the table's views, the active view's component (a
 * `viewTypes` contribution of its type) and the views drawer beside it. The active view is
 * remembered per table in this browser.
 */
import type { ViewRecord } from '@plinth/sdk';
import { errorText, observer, resolveComponent, tableMetaStore, usePlinth, useT } from '@plinth/sdk/web';
import { Button, Spinner } from '@primer/react';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { viewsApi, type TableKey } from './api.js';
import { PLUGIN_ID } from './constants.js';
import { preloadViewType, viewTypeTitle, viewTypes } from './view-types.js';
import { ViewsDrawer, type ViewTypeOption } from './ViewsDrawer.js';

/** What is remembered per table: the active view, and its type (its code loads before the list arrives). */
interface RememberedView {
  id: string;
  type: string;
}

const DRAWER_OPEN_KEY = 'drawerOpen';
const activeKey = ({ projectId, dbAlias, tn }: TableKey) => `active:${JSON.stringify([projectId, dbAlias, tn])}`;

export interface TableViewsProps extends TableKey {
  /** The table's alias (`_tn`): its REST path. */
  alias: string;
}

export const TableViews = observer(function TableViews({ projectId, dbAlias, tn, alias }: TableViewsProps) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const key = useMemo(() => ({ projectId, dbAlias, tn }), [projectId, dbAlias, tn]);
  const api = useMemo(() => viewsApi(ctx, key), [ctx, key]);
  const storage = useMemo(() => ctx.storage(PLUGIN_ID), [ctx]);
  const [views, setViews] = useState<ViewRecord[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(() => storage.get<RememberedView>(activeKey(key))?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [drawerOpen, setDrawerOpen] = useState(() => storage.get<boolean>(DRAWER_OPEN_KEY) ?? true);

  useEffect(() => {
    let live = true;
    setError(null);
    // For benchmarks and devtools: the tab's first call (the view type's own marks follow).
    performance.mark('views:open');
    // In parallel, nothing waiting on another: the view list, the table meta into the shared
    // cache (the grid finds it there), and the code of the view type shown last (else the first type).
    preloadViewType(ctx, storage.get<RememberedView>(activeKey(key))?.type ?? viewTypes(ctx)[0]?.type);
    void tableMetaStore(ctx)
      .load(key)
      .catch(() => undefined);
    api.list().then(
      (list) => {
        performance.mark('views:list');
        if (live) setViews(list);
      },
      (err: unknown) => live && setError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [ctx, api, key, storage, attempt]);

  const active = views ? (views.find((v) => v.id === activeId) ?? views[0]) : undefined;

  const activate = useCallback(
    (view: ViewRecord) => {
      setActiveId(view.id);
      storage.set(activeKey(key), { id: view.id, type: view.type } satisfies RememberedView);
    },
    [storage, key],
  );
  const replace = useCallback((record: ViewRecord) => setViews((list) => list?.map((v) => (v.id === record.id ? record : v)) ?? list), []);

  const activeViewId = active?.id;
  const reloadView = useCallback(async () => {
    const list = await api.list();
    setViews(list);
    const fresh = list.find((v) => v.id === activeViewId);
    if (!fresh) throw new Error(t('tab.viewGone'));
    return fresh;
  }, [api, activeViewId, t]);
  const saveSettings = useCallback(
    async (settings: unknown) => {
      const record = await api.saveSettings(activeViewId!, settings);
      replace(record);
      return record;
    },
    [api, activeViewId, replace],
  );

  if (error) {
    return (
      <div role="alert" style={{ padding: 'var(--base-size-16, 16px)' }}>
        <p>{t('tab.loadFailed', { msg: error })}</p>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('tab.retry')}</Button>
      </div>
    );
  }
  if (!views || !active) {
    return (
      <div style={{ padding: 'var(--base-size-16, 16px)' }}>
        <Spinner size="small" /> {t('tab.loading')}
      </div>
    );
  }

  const types: ViewTypeOption[] = viewTypes(ctx).map((c) => ({ type: c.type, title: viewTypeTitle(ctx, c), icon: c.icon }));
  const contribution = viewTypes(ctx).find((c) => c.type === active.type);
  const Component = contribution ? resolveComponent(contribution.component) : null;

  return (
    <div style={{ display: 'flex', height: '100%', minHeight: 0 }} data-testid="table-views">
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} data-testid="active-view" data-view-id={active.id}>
        {Component ? (
          <Suspense fallback={<Spinner size="medium" />}>
            <Component
              // One instance per view: switching views mounts the other view with its settings.
              key={active.id}
              projectId={projectId}
              dbAlias={dbAlias}
              tn={tn}
              view={active}
              saveSettings={ctx.session.can('xcDatatableEditable') ? saveSettings : undefined}
              reloadView={reloadView}
            />
          </Suspense>
        ) : (
          <p role="alert" style={{ padding: 'var(--base-size-16, 16px)' }}>
            {t('tab.noViewer', { type: active.type })}
          </p>
        )}
      </div>
      <ViewsDrawer
        views={views}
        activeId={active.id}
        api={api}
        projectId={projectId}
        alias={alias}
        types={types}
        open={drawerOpen}
        onToggle={() => {
          storage.set(DRAWER_OPEN_KEY, !drawerOpen);
          setDrawerOpen(!drawerOpen);
        }}
        onActivate={activate}
        onCreated={(view) => {
          setViews((list) => [...(list ?? []), view]);
          activate(view);
        }}
        onChanged={replace}
        onDeleted={(id) => {
          const rest = views.filter((v) => v.id !== id);
          setViews(rest);
          if (id === active.id && rest[0]) activate(rest[0]);
        }}
      />
    </div>
  );
});

/** The dashboard tab component (tab type `table`): `tab.params` name the table (`projectId`, `dbAlias`, `tn`, `_tn`). */
export default function ViewsTab({ tab }: { tab: { key: string; name: string; params?: Record<string, string> } }) {
  const p = tab.params ?? {};
  const t = useT(PLUGIN_ID);
  if (!p.projectId || !p.tn) return <div role="alert">{t('tab.noTable')}</div>;
  return <TableViews projectId={p.projectId} dbAlias={p.dbAlias || 'db'} tn={p.tn} alias={p._tn || p.tn} />;
}
