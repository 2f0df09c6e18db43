import { ApiError, runInAction, type WebPart } from '@plinth/sdk/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DashboardPage from '../web/DashboardPage.js';
import { PLAIN_TAB_LIMIT, TabsStore, type DashboardTab } from '../web/tabs.js';
import { en, fakeContext, projectRecord, renderPage, tables } from './helpers.js';

/** A tab viewer that shows what it was handed, so tests see the params the dashboard passes. */
function ParamsViewer({ tab }: { tab: { key: string; name: string; params?: Record<string, string> } }) {
  return <pre data-testid="viewer">{JSON.stringify({ name: tab.name, params: tab.params })}</pre>;
}
function ToolViewer({ tab }: { tab: { name: string } }) {
  return <p>tool {tab.name}</p>;
}

const gridPlugin: WebPart = { dashboardTabs: [{ type: 'table', title: 'Grid', component: ParamsViewer }] };
const rolesPlugin: WebPart = {
  dashboardTabs: [{ type: 'roles', title: 'teamAuth', component: ToolViewer, singleton: true }],
  i18n: { en: { teamAuth: 'Team & Auth' } },
};

const tabsOf = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
const activeTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const treeItem = (name: string) => screen.getByRole('treeitem', { name });
const lastPath = (ctx: { navigate: { mock: { calls: unknown[][] } } }) => ctx.navigate.mock.calls.at(-1)?.[0];

function tab(key: string, type = 'table'): DashboardTab {
  return { key, type, name: key, query: { name: key, dbalias: 'db', type } };
}

describe('tab opening rules (000 s.4, s.5)', () => {
  const store = (maxTabs = 99) => {
    const deps = {
      maxTabs: () => maxTabs,
      isSingleton: (type: string) => type === 'roles',
      onRefused: vi.fn(),
      onActivated: vi.fn(),
    };
    return { tabs: new TabsStore(deps), deps };
  };

  it('opens a tab once: opening it again activates it; a singleton type opens once whatever its key', () => {
    const { tabs, deps } = store();
    expect(tabs.open(tab('a'))).toBe('opened');
    expect(tabs.open(tab('b'))).toBe('opened');
    expect(tabs.open(tab('a'))).toBe('activated');
    expect(tabs.activeKey).toBe('a');
    expect(tabs.open(tab('roles', 'roles'))).toBe('opened');
    expect(tabs.open({ ...tab('roles-again', 'roles') })).toBe('activated');
    expect(tabs.tabs.map((t) => t.key)).toEqual(['a', 'b', 'roles']);
    expect(deps.onActivated).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'roles' }));
  });

  it('refuses a tab once the count reached maxTabs', () => {
    const { tabs, deps } = store(2);
    tabs.open(tab('a'));
    tabs.open(tab('b'));
    expect(tabs.open(tab('c'))).toBe('refused');
    expect(deps.onRefused).toHaveBeenCalledWith(2);
    expect(tabs.tabs.map((t) => t.key)).toEqual(['a', 'b']);
    expect(tabs.activeKey).toBe('b');
  });

  it('keeps 8 tabs in the plain list, dropping the oldest', () => {
    const { tabs } = store();
    for (let i = 1; i <= PLAIN_TAB_LIMIT + 2; i++) tabs.open(tab(`t${i}`));
    expect(tabs.tabs.map((t) => t.key)).toEqual(['t3', 't4', 't5', 't6', 't7', 't8', 't9', 't10']);
    expect(tabs.activeKey).toBe('t10');
  });

  it('closing the active tab activates its left neighbour', () => {
    const { tabs, deps } = store();
    ['a', 'b', 'c'].forEach((k) => tabs.open(tab(k)));
    tabs.activate('b');
    tabs.close('b');
    expect(tabs.activeKey).toBe('a');
    tabs.close('a');
    expect(tabs.activeKey).toBe('c');
    tabs.close('c');
    expect(tabs.activeKey).toBeNull();
    expect(deps.onActivated).toHaveBeenLastCalledWith(null);
  });
});

// Primer's tree view renders slowly under jsdom on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

describe('loading a project (000 s.4)', () => {
  it('waits for the saved state, loads the user, reads the project and shows its tree', async () => {
    const savedState = { restored: false, get: () => undefined };
    const { ctx, calls } = fakeContext({ savedState, webParts: { 'grid-view': gridPlugin } });
    renderPage(ctx, DashboardPage);
    expect(screen.getByText(en('page.loading'))).toBeTruthy();
    // Nothing is read before the saved state is back.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toEqual([]);
    savedState.restored = true;
    await screen.findByRole('heading', { name: 'Library', level: 1 });
    expect(ctx.session.reloadUser).toHaveBeenCalled();
    expect(calls[0]).toEqual({ op: 'projectRead', body: { project_id: 'p1' } });
  });

  it('shows the failure as an error toast for 3 s and goes to /projects', async () => {
    const { ctx } = fakeContext({ handlers: { projectRead: () => new ApiError(409, "Project 'Shop' is stopped: start it first") } });
    renderPage(ctx, DashboardPage);
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/projects'));
    expect(ctx.toast.error).toHaveBeenCalledWith("Project 'Shop' is stopped: start it first", 3000);
  });

  it("sends 'Database config not found' (in any language) to the project form", async () => {
    const refusal = new ApiError(404, 'Datenbankkonfiguration nicht gefunden', {
      msg: 'Datenbankkonfiguration nicht gefunden',
      noDatabase: true,
    });
    const { ctx } = fakeContext({ handlers: { projectRead: () => refusal } });
    renderPage(ctx, DashboardPage);
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/project/0'));
    expect(ctx.toast.error).toHaveBeenCalledWith('Datenbankkonfiguration nicht gefunden', 3000);
  });

  it('opening another project resets tabs and tree; a late answer for the first changes nothing', async () => {
    let releaseFirst!: () => void;
    const firstTables = new Promise<void>((resolve) => (releaseFirst = resolve));
    const { ctx, route } = fakeContext({
      webParts: { 'grid-view': gridPlugin },
      handlers: {
        projectRead: ({ project_id }) => projectRecord(project_id!, project_id === 'p1' ? 'Library' : 'Shop'),
        xcTableAndViewList: async ({ project_id }) => {
          if (project_id === 'p1') await firstTables;
          return { list: tables(project_id === 'p1' ? 'authors' : 'customers') };
        },
      },
    });
    route.search = '?name=authors&dbalias=db&type=table';
    const view = renderPage(ctx, DashboardPage, '?name=authors&dbalias=db&type=table');
    await screen.findByRole('heading', { name: 'Library', level: 1 });
    view.setProject('p2');
    await screen.findByRole('heading', { name: 'Shop', level: 1 });
    await waitFor(() => expect(tabsOf()).toEqual(['customers']));
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tabsOf()).toEqual(['customers']);
    expect(screen.queryByRole('treeitem', { name: 'authors' })).toBeNull();
  });

  it('ignores a failed user-details call', async () => {
    const { ctx } = fakeContext();
    vi.mocked(ctx.session.reloadUser).mockRejectedValueOnce(new Error('offline'));
    renderPage(ctx, DashboardPage);
    await screen.findByRole('heading', { name: 'Library', level: 1 });
    expect(ctx.toast.error).not.toHaveBeenCalled();
  });
});

describe('tree view (000 s.2, s.4)', () => {
  it('loads folders lazily when opened, toasting the empty ones for 2 s', async () => {
    const { ctx, callsOf } = fakeContext({
      handlers: { functionList: () => ({ list: [{ function_name: 'add_tax' }] }) },
    });
    renderPage(ctx, DashboardPage);
    // Tables open with the project; the other folders wait.
    await screen.findByRole('treeitem', { name: 'authors' });
    expect(callsOf('xcTableAndViewList')).toHaveLength(1);
    expect(callsOf('xcTableAndViewList')[0]?.body).toEqual({ project_id: 'p1', dbAlias: 'db', args: { includeM2M: false } });
    expect(callsOf('viewList')).toHaveLength(0);
    expect(callsOf('functionList')).toHaveLength(0);

    fireEvent.click(treeItem(en('tree.views')));
    await waitFor(() => expect(ctx.toast.info).toHaveBeenCalledWith(en('empty.views'), 2000));
    expect(callsOf('viewList')[0]?.body).toEqual({ project_id: 'p1', dbAlias: 'db' });
    expect(await screen.findByText(en('empty.views'))).toBeTruthy();

    fireEvent.click(treeItem(en('tree.functions')));
    await screen.findByRole('treeitem', { name: 'add_tax' });
    expect(ctx.toast.info).not.toHaveBeenCalledWith(en('empty.functions'), 2000);

    // Closing and opening again uses what was loaded.
    fireEvent.click(treeItem(en('tree.views')));
    fireEvent.click(treeItem(en('tree.views')));
    expect(callsOf('viewList')).toHaveLength(1);

    for (const [folder, empty] of [
      ['tree.procedures', 'empty.procedures'],
      ['tree.sequences', 'empty.sequences'],
    ] as const) {
      fireEvent.click(treeItem(en(folder)));
      await waitFor(() => expect(ctx.toast.info).toHaveBeenCalledWith(en(empty), 2000));
    }
  });

  it('toasts an empty table folder, hides meta tables and shows a failed folder with a retry', async () => {
    let fail = true;
    const { ctx, callsOf } = fakeContext({
      handlers: {
        xcTableAndViewList: () => ({ list: tables('nc_models', 'knex_migrations') }),
        viewList: () =>
          fail ? new ApiError(500, 'Internal server error') : { list: [{ tn: 'recent', _tn: 'recent', type: 'view', order: 0 }] },
      },
    });
    renderPage(ctx, DashboardPage);
    await waitFor(() => expect(ctx.toast.info).toHaveBeenCalledWith(en('empty.tables'), 2000));
    expect(screen.queryByText('nc_models')).toBeNull();

    fireEvent.click(await screen.findByRole('treeitem', { name: en('tree.views') }));
    const failed = await screen.findByText(new RegExp(en('tree.loadFailed', { msg: 'Internal server error' })));
    fail = false;
    fireEvent.click(failed);
    await screen.findByRole('treeitem', { name: 'recent' });
    expect(callsOf('viewList')).toHaveLength(2);
  });

  it('lists junction tables when the includeM2M setting is on, reloading the folder when it changes', async () => {
    const { ctx, callsOf } = fakeContext({
      handlers: { xcTableAndViewList: ({ args }) => ({ list: tables('authors', 'books', ...(args.includeM2M ? ['authors_books'] : [])) }) },
    });
    renderPage(ctx, DashboardPage);
    await screen.findByRole('treeitem', { name: 'books' });
    expect(screen.queryByRole('treeitem', { name: 'authors_books' })).toBeNull();
    runInAction(() => (ctx.ui.settings.includeM2M = true));
    await screen.findByRole('treeitem', { name: 'authors_books' });
    expect(callsOf('xcTableAndViewList').map((c) => c.body.args)).toEqual([{ includeM2M: false }, { includeM2M: true }]);
  });

  it('limits the table list to maxTables with the spec message', async () => {
    const { ctx } = fakeContext({ maxTables: 1 });
    renderPage(ctx, DashboardPage);
    await screen.findByRole('treeitem', { name: 'authors' });
    expect(screen.queryByRole('treeitem', { name: 'books' })).toBeNull();
    expect(screen.getByText('You are allowed to access only 1 tables')).toBeTruthy();
  });

  it('shows Settings only to the creator, with the contributed tool tabs, and Preview as / Reset Preview', async () => {
    const { ctx } = fakeContext({ webParts: { 'grid-view': gridPlugin, auth: rolesPlugin } });
    renderPage(ctx, DashboardPage);
    await screen.findByRole('heading', { name: 'Library', level: 1 });
    fireEvent.click(treeItem(en('tree.settings')));
    fireEvent.click(await screen.findByRole('treeitem', { name: 'Team & Auth' }));
    await waitFor(() => expect(activeTab()).toBe('Team & Auth'));

    fireEvent.click(screen.getByRole('button', { name: 'Preview as Viewer' }));
    expect(ctx.session.setPreviewAs).toHaveBeenCalledWith('viewer');
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: en('tree.settings') })).toBeNull());
    expect(screen.getByText(en('tree.previewing', { role: 'Viewer' }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('tree.resetPreview') }));
    expect(ctx.session.setPreviewAs).toHaveBeenLastCalledWith(null);
    await screen.findByRole('treeitem', { name: en('tree.settings') });
  });

  it('lists and opens only the tool tabs whose permission the user holds', async () => {
    const acl: WebPart = {
      dashboardTabs: [{ type: 'acl', title: 'ACL', component: ToolViewer, singleton: true, permission: 'aclManage' }],
    };
    const { ctx } = fakeContext({ permissions: ['airTable'], webParts: { 'grid-view': gridPlugin, acl, auth: rolesPlugin } });
    const view = renderPage(ctx, DashboardPage);
    fireEvent.click(await screen.findByRole('treeitem', { name: en('tree.settings') }));
    await screen.findByRole('treeitem', { name: 'Team & Auth' });
    expect(screen.queryByRole('treeitem', { name: 'ACL' })).toBeNull();
    view.setSearch('?name=&dbalias=&type=acl');
    await waitFor(() => expect(lastPath(ctx)).toBe('/nc/p1?name=&dbalias=&type=roles'));
    expect(tabsOf()).toEqual(['Team & Auth']);
  });

  it('hides Settings and Preview as from a non-admin', async () => {
    const { ctx } = fakeContext({ roles: { editor: true }, webParts: { auth: rolesPlugin } });
    renderPage(ctx, DashboardPage);
    await screen.findByRole('treeitem', { name: 'authors' });
    expect(screen.queryByRole('treeitem', { name: en('tree.settings') })).toBeNull();
    expect(screen.queryByRole('button', { name: en('tree.resetPreview') })).toBeNull();
  });

  it('adds contributed tree node kinds as folders whose children load when opened', async () => {
    const loadChildren = vi.fn(async (_ctx: unknown, node: { data?: Record<string, unknown> }) => [
      { key: `hook-${String(node.data?.dbAlias)}`, kind: 'webhook', label: 'on insert', leaf: true },
    ]);
    const onOpen = vi.fn();
    const { ctx } = fakeContext({
      webParts: {
        hooks: {
          treeNodes: [
            { kind: 'webhooks', label: 'Webhooks', loadChildren },
            { kind: 'webhook', label: 'Webhook', onOpen },
          ],
        },
      },
    });
    renderPage(ctx, DashboardPage);
    fireEvent.click(await screen.findByRole('treeitem', { name: 'Webhooks' }));
    fireEvent.click(await screen.findByRole('treeitem', { name: 'on insert' }));
    expect(loadChildren).toHaveBeenCalledTimes(1);
    expect(loadChildren.mock.calls[0]?.[1]).toMatchObject({ kind: 'webhooks', data: { projectId: 'p1', dbAlias: 'db' } });
    expect(onOpen).toHaveBeenCalledWith(ctx, expect.objectContaining({ key: 'hook-db' }));
  });
});

describe('tabs on the dashboard', () => {
  it('opens a table as a `table` tab with the grid params, and sets name / dbalias / type on activation', async () => {
    const { ctx } = fakeContext({ webParts: { 'grid-view': gridPlugin }, roles: { owner: true } });
    renderPage(ctx, DashboardPage);
    // An admin with no Team & Auth tab installed lands on the first table.
    await waitFor(() => expect(tabsOf()).toEqual(['authors']));
    expect(lastPath(ctx)).toBe('/nc/p1?name=authors&dbalias=db&type=table');

    fireEvent.click(treeItem('books'));
    await waitFor(() => expect(activeTab()).toBe('books'));
    expect(tabsOf()).toEqual(['authors', 'books']);
    expect(lastPath(ctx)).toBe('/nc/p1?name=books&dbalias=db&type=table');
    const panel = screen.getByRole('tabpanel', { name: 'books' });
    expect(JSON.parse(within(panel).getByTestId('viewer').textContent ?? '')).toEqual({
      name: 'books',
      params: { projectId: 'p1', dbAlias: 'db', tn: 'books', _tn: 'books', type: 'table' },
    });

    fireEvent.click(screen.getByRole('tab', { name: 'authors' }));
    expect(lastPath(ctx)).toBe('/nc/p1?name=authors&dbalias=db&type=table');
    // Arrow keys move between tabs, activating them.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'authors' }), { key: 'ArrowRight' });
    expect(activeTab()).toBe('books');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'books' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'books' }), { key: 'Home' });
    expect(activeTab()).toBe('authors');
    fireEvent.click(treeItem('books'));
    expect(tabsOf()).toEqual(['authors', 'books']);
    // The close mark is for the pointer; from the keyboard, Delete closes the focused tab.
    const close = within(screen.getByRole('tab', { name: 'books' })).getByTestId('dashboard-tab-close');
    expect(close.getAttribute('title')).toBe(en('tabs.close', { name: 'books' }));
    fireEvent.click(close);
    expect(tabsOf()).toEqual(['authors']);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'authors' }), { key: 'Delete' });
    expect(tabsOf()).toEqual([]);
  });

  it('opens a view in a table tab with type view', async () => {
    const { ctx } = fakeContext({
      webParts: { 'grid-view': gridPlugin },
      handlers: { viewList: () => ({ list: [{ tn: 'recent_books', _tn: 'recentBooks', type: 'view', order: 0 }] }) },
    });
    renderPage(ctx, DashboardPage);
    fireEvent.click(await screen.findByRole('treeitem', { name: en('tree.views') }));
    fireEvent.click(await screen.findByRole('treeitem', { name: 'recentBooks' }));
    await waitFor(() => expect(activeTab()).toBe('recentBooks'));
    const panel = screen.getByRole('tabpanel', { name: 'recentBooks' });
    expect(JSON.parse(within(panel).getByTestId('viewer').textContent ?? '').params).toEqual({
      projectId: 'p1',
      dbAlias: 'db',
      tn: 'recent_books',
      _tn: 'recentBooks',
      type: 'view',
    });
    expect(lastPath(ctx)).toBe('/nc/p1?name=recent_books&dbalias=db&type=view');
  });

  it('says so when no plugin shows the tab type', async () => {
    const { ctx } = fakeContext();
    renderPage(ctx, DashboardPage);
    await waitFor(() => expect(tabsOf()).toEqual(['authors']));
    expect(screen.getByText(en('tabs.noViewer'))).toBeTruthy();
    expect(screen.getByText("No installed plugin shows tabs of type 'table'.")).toBeTruthy();
  });

  it('refuses a tab past maxTabs with the Free plan message', async () => {
    const { ctx } = fakeContext({ maxTabs: 1, webParts: { 'grid-view': gridPlugin } });
    renderPage(ctx, DashboardPage);
    await waitFor(() => expect(tabsOf()).toEqual(['authors']));
    fireEvent.click(treeItem('books'));
    expect(ctx.toast.info).toHaveBeenCalledWith('Free plan limits to 1 tabs, please upgrade for unlimited tabs', 3000);
    expect(tabsOf()).toEqual(['authors']);
  });

  it('drops the oldest of 8 tabs when a ninth opens', async () => {
    const names = Array.from({ length: 9 }, (_, i) => `t${i + 1}`);
    const { ctx } = fakeContext({
      webParts: { 'grid-view': gridPlugin },
      handlers: { xcTableAndViewList: () => ({ list: tables(...names) }) },
    });
    renderPage(ctx, DashboardPage);
    await waitFor(() => expect(tabsOf()).toEqual(['t1']));
    for (const name of names.slice(1)) fireEvent.click(treeItem(name));
    expect(tabsOf()).toEqual(names.slice(1));
    expect(activeTab()).toBe('t9');
  });

  it('opens the tab the query names on load (a reload), and follows later query changes', async () => {
    const { ctx, route } = fakeContext({ webParts: { 'grid-view': gridPlugin, auth: rolesPlugin } });
    route.search = '?name=books&dbalias=db&type=table';
    const view = renderPage(ctx, DashboardPage, '?name=books&dbalias=db&type=table');
    await waitFor(() => expect(tabsOf()).toEqual(['books']));
    expect(activeTab()).toBe('books');
    // Another plugin (or back / forward) names a tool tab.
    view.setSearch('?name=&dbalias=&type=roles');
    await waitFor(() => expect(activeTab()).toBe('Team & Auth'));
    // A query naming nothing openable puts the active tab's query back.
    view.setSearch('?name=missing&dbalias=db&type=table');
    await waitFor(() => expect(lastPath(ctx)).toBe('/nc/p1?name=&dbalias=&type=roles'));
    expect(tabsOf()).toEqual(['books', 'Team & Auth']);
  });

  it('gives admins Team & Auth and non-admins the first table by default', async () => {
    const admin = fakeContext({ webParts: { 'grid-view': gridPlugin, auth: rolesPlugin } });
    const adminView = renderPage(admin.ctx, DashboardPage);
    await waitFor(() => expect(tabsOf()).toEqual(['Team & Auth']));
    expect(lastPath(admin.ctx)).toBe('/nc/p1?name=&dbalias=&type=roles');
    adminView.unmount();

    const editor = fakeContext({ roles: { editor: true }, webParts: { 'grid-view': gridPlugin, auth: rolesPlugin } });
    renderPage(editor.ctx, DashboardPage);
    await waitFor(() => expect(tabsOf()).toEqual(['authors']));
  });

  it('opens the GraphQL client of a GraphQL project when a plugin contributes it', async () => {
    const graphql: WebPart = {
      dashboardTabs: [{ type: 'graphqlClient', title: 'GraphQL Client', component: ToolViewer, singleton: true }],
    };
    const { ctx } = fakeContext({
      roles: { editor: true },
      webParts: { 'grid-view': gridPlugin, graphql },
      handlers: { projectRead: () => projectRecord('p1', 'Library', { projectType: 'graphql' }) },
    });
    renderPage(ctx, DashboardPage);
    await waitFor(() => expect(tabsOf()).toEqual(['GraphQL Client', 'authors']));
    expect(activeTab()).toBe('GraphQL Client');
  });

  it('lists each database of a project with several', async () => {
    const { ctx, callsOf } = fakeContext({ handlers: { projectRead: () => projectRecord('p1', 'Library', { aliases: ['db', 'db2'] }) } });
    renderPage(ctx, DashboardPage);
    await screen.findByRole('treeitem', { name: en('tree.database', { dbAlias: 'db2' }) });
    await waitFor(() => expect(callsOf('xcTableAndViewList')).toHaveLength(1));
    const tablesOfDb2 = screen.getAllByRole('treeitem', { name: en('tree.tables') })[1]!;
    fireEvent.click(tablesOfDb2);
    await waitFor(() => expect(callsOf('xcTableAndViewList').map((c) => c.body.dbAlias)).toEqual(['db', 'db2']));
  });
});

describe('tree panel size (000 s.9: default 20)', () => {
  const treePanel = () => document.getElementById('tree');
  const savedState = (panelSize?: unknown) => {
    const values = new Map<string, unknown>(panelSize ? [['panelSize', panelSize]] : []);
    return {
      restored: true,
      get: <T,>(key: string) => values.get(key) as T | undefined,
      set: vi.fn((key: string, value: unknown) => values.set(key, value)),
    };
  };

  it('starts at 20 % (resizing is in the browser test: jsdom has no layout)', async () => {
    const { ctx } = fakeContext({ savedState: savedState() });
    renderPage(ctx, DashboardPage);
    await screen.findByRole('treeitem', { name: 'authors' });
    expect(treePanel()?.getAttribute('style') ?? '').toMatch(/flex: 20 /);
  });

  it('opens at the saved size', async () => {
    const { ctx } = fakeContext({ savedState: savedState({ dashboard: { tree: 35, tabs: 65 } }) });
    renderPage(ctx, DashboardPage);
    await screen.findByRole('treeitem', { name: 'authors' });
    expect(treePanel()?.getAttribute('style') ?? '').toMatch(/flex: 35 /);
  });
});
