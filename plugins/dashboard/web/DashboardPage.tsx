import { observer, reaction, usePlinth, useRoute, useT, useTextDirection } from '@plinth/sdk/web';
import { Banner, Spinner } from '@primer/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Group, Panel, Separator, type Layout } from 'react-resizable-panels';
import type { WebContext } from '@plinth/sdk/web';
import { DashboardModel, PLUGIN_ID } from './dashboard.js';
import { ProjectTree } from './ProjectTree.js';
import { TabsView } from './TabsView.js';

/** 000 s.9: the tree view's default panel size (percent of the dashboard's width). */
const TREE_DEFAULT_SIZE = 20;
const LAYOUT_KEY = 'panelLayout';
/** The saved client state's `panelSize` (000 s.3), keyed by panel owner. */
const PANEL_SIZE_KEY = 'panelSize';
const TREE_PANEL = 'tree';
const TABS_PANEL = 'tabs';

const separatorStyle: CSSProperties = { width: 4, background: 'var(--borderColor-default)', cursor: 'col-resize' };

/** Panels from left to right: as written left to right, reversed right to left. */
const inOrder = <T,>(direction: 'ltr' | 'rtl', panels: T[]): T[] => (direction === 'rtl' ? [...panels].reverse() : panels);

/** The tree's layout: in the saved client state when the frame has one, else the plugin's storage. */
function layoutStore(ctx: WebContext) {
  const saved = ctx.savedState;
  const storage = ctx.storage(PLUGIN_ID);
  return {
    get: (): Layout | undefined =>
      saved ? saved.get<Record<string, Layout>>(PANEL_SIZE_KEY)?.[PLUGIN_ID] : storage.get<Layout>(LAYOUT_KEY),
    set: (layout: Layout) =>
      saved
        ? saved.set(PANEL_SIZE_KEY, { ...saved.get<Record<string, Layout>>(PANEL_SIZE_KEY), [PLUGIN_ID]: layout })
        : storage.set(LAYOUT_KEY, layout),
  };
}

/** Fills the viewport below the frame's top bar, whatever its height. */
function useFillHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setTop(ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height: `calc(100vh - ${top}px)` };
}

/**
 * `/nc/:project_id`: the project dashboard (000 s.2, s.4). Tree view on the left (resizable,
 * 20 % by default, the size kept in the browser), tabs on the right; the route's query names the
 * active tab.
 */
const DashboardPage = observer(function DashboardPage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const route = useRoute();
  const projectId = route.params.project_id ?? '';
  // The model outlives renders; it translates with the newest `t` (language changes).
  const tRef = useRef(t);
  tRef.current = t;
  const [model] = useState(() => new DashboardModel(ctx, (key, options) => tRef.current(key, options)));
  const [fresh] = useState(() => new URLSearchParams(route.search).get('new') === '1');
  const searchRef = useRef(route.search);
  searchRef.current = route.search;
  const { ref, height } = useFillHeight();
  const [layouts] = useState(() => layoutStore(ctx));
  const ready = model.status === 'ready';
  const direction = useTextDirection();
  // Read when the panels mount, once the project (and so the saved state) is loaded.
  const defaultLayout = useMemo(
    () => (ready ? layouts.get() : undefined) ?? { [TREE_PANEL]: TREE_DEFAULT_SIZE, [TABS_PANEL]: 100 - TREE_DEFAULT_SIZE },
    [layouts, ready],
  );

  useEffect(() => {
    void model.open(projectId, searchRef.current);
    return () => model.dispose();
  }, [model, projectId]);

  useEffect(() => {
    void model.followQuery(route.search);
  }, [model, route.search]);

  // The UI setting decides whether junction tables are listed: the table folders follow it.
  useEffect(
    () =>
      reaction(
        () => ctx.ui.settings.includeM2M,
        () => model.reloadTableFolders(),
      ),
    [ctx, model],
  );

  if (!ready) {
    return (
      <div ref={ref} style={{ display: 'flex', justifyContent: 'center', padding: 'var(--base-size-40, 40px)' }}>
        <Spinner size="medium" srText={t('page.loading')} />
      </div>
    );
  }
  return (
    <div ref={ref} style={{ height, display: 'flex', flexDirection: 'column', minHeight: 320 }} data-testid="dashboard">
      {fresh && (
        <Banner
          variant="success"
          title={t('page.created', { title: model.project?.title ?? '' })}
          hideTitle
          description={t('page.created', { title: model.project?.title ?? '' })}
          layout="compact"
        />
      )}
      {/* The panels measure drags left to right: right to left, they are laid out left to right in
          reverse order (the tree on the right), each with the page's direction inside. Keyed by the
          direction, so a language change lays them out again. */}
      <Group
        key={direction}
        dir="ltr"
        orientation="horizontal"
        defaultLayout={defaultLayout}
        onLayoutChanged={(layout) => layouts.set(layout)}
        style={{ flex: 1, minHeight: 0 }}
      >
        {inOrder(direction, [
          <Panel key={TREE_PANEL} id={TREE_PANEL} dir={direction} defaultSize={`${TREE_DEFAULT_SIZE}%`} minSize="10%" maxSize="60%">
            <ProjectTree model={model} />
          </Panel>,
          <Separator key="separator" aria-label={t('page.resize')} style={separatorStyle} />,
          <Panel key={TABS_PANEL} id={TABS_PANEL} dir={direction} minSize="30%">
            <TabsView model={model} />
          </Panel>,
        ])}
      </Group>
    </div>
  );
});

export default DashboardPage;
