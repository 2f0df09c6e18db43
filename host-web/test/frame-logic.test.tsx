import { SHARED_MODULES_GLOBAL, SHARED_WEB_MODULES, type PluginListItem } from '@plinth/sdk';
import { ApiError, type ShortcutContribution, type WebContext } from '@plinth/sdk/web';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/context/apiClient.js';
import { pluginStorage } from '../src/context/webContext.js';
import { createShortcutHandler } from '../src/shortcuts/dispatcher.js';
import { eventKeys, normalizeKeys } from '../src/shortcuts/keys.js';
import { PluginState } from '../src/store/PluginState.js';
import { SessionState } from '../src/store/SessionState.js';
import { visibleUserMenuItems } from '../src/topbar/userMenu.js';
import { fakeFetch, listItem, webPlugin } from './helpers.js';

describe('api client', () => {
  it('sends xc-gui always and xc-auth when a token exists', async () => {
    let token: string | null = null;
    const server = fakeFetch({ '/api/x': { ok: 1 } });
    const api = createApiClient({ getToken: () => token, fetch: server.fetch });
    await api.get('/api/x');
    token = 'secret';
    await api.get('/api/x');
    expect(server.requests.map((r) => [r.headers.get('xc-gui'), r.headers.get('xc-auth')])).toEqual([
      ['true', null],
      ['true', 'secret'],
    ]);
  });

  it("turns an error answer into an ApiError carrying the server's msg", async () => {
    const server = fakeFetch({ 'POST /api/y': () => Response.json({ msg: 'Invalid database credentials' }, { status: 400 }) });
    const api = createApiClient({ getToken: () => null, fetch: server.fetch });
    const err = await api.post('/api/y', { a: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Invalid database credentials' });
  });

  it('reports an unreachable server as status 0', async () => {
    const api = createApiClient({ getToken: () => null, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(api.get('/api/z')).rejects.toMatchObject({ status: 0, message: 'Network error: Failed to fetch' });
  });

  it('posts RPC calls to /dashboard?q=sqlOp_{op} with the spec body', async () => {
    const server = fakeFetch({
      'POST /dashboard?q=sqlOp_tableList': { data: ['a'] },
      'POST /dashboard?q=sqlOpPlus_tableCreate': { ok: true },
    });
    const api = createApiClient({ getToken: () => null, fetch: server.fetch });
    const body = { api: 'rest', env: '_noco', dbAlias: 'db', project_id: 'p1', args: {} };
    expect(await api.rpc('tableList', body)).toEqual({ data: ['a'] });
    await api.rpc('tableCreate', body, { plus: true });
    expect(server.requests[0]?.body).toEqual(body);
    expect(server.requests[1]?.body).toEqual({ ...body, sqlOpPlus: true });
  });

  it('drives the progress tracker for every request but background loads', async () => {
    let tracked = 0;
    const track = <T,>(request: Promise<T>) => {
      tracked++;
      return request;
    };
    const server = fakeFetch({ '/a': {} });
    const api = createApiClient({ getToken: () => null, fetch: server.fetch, track });
    await api.get('/a');
    expect(tracked).toBe(1);
    // A background load is sent (with the usual headers) but not tracked.
    await api.get('/a', { background: true });
    expect(tracked).toBe(1);
    expect(server.requests).toHaveLength(2);
  });
});

describe('plugin storage', () => {
  it('namespaces keys by plugin id and stores JSON', () => {
    const a = pluginStorage(localStorage, 'a');
    a.set('k', { n: 1 });
    expect(localStorage.getItem('plinth.plugin.a.k')).toBe('{"n":1}');
    expect(pluginStorage(localStorage, 'b').get('k')).toBeUndefined();
    expect(a.get('k')).toEqual({ n: 1 });
    a.remove('k');
    expect(a.get('k')).toBeUndefined();
  });
});

describe('shortcuts', () => {
  const key = (init: KeyboardEventInit, target?: HTMLElement) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    if (target) Object.defineProperty(event, 'target', { value: target });
    return event;
  };

  it('normalises combinations and events to one form', () => {
    expect(normalizeKeys('Shift+Ctrl+B')).toBe('ctrl+shift+b');
    expect(normalizeKeys('cmd+k')).toBe('meta+k');
    expect(normalizeKeys('ctrl+shift')).toBeNull();
    expect(eventKeys(key({ key: 'B', code: 'KeyB', ctrlKey: true, shiftKey: true }))).toBe('ctrl+shift+b');
    // Alt changes the character on some layouts; the physical key still counts.
    expect(eventKeys(key({ key: '∫', code: 'KeyB', altKey: true }))).toBe('alt+b');
  });

  it('runs the first match; ignores every shortcut while typing and plain keys inside a dialog', () => {
    const runs: string[] = [];
    const shortcuts: ShortcutContribution[] = [
      { keys: 'c', description: 'settings', run: () => runs.push('c') },
      { keys: 'c', description: 'shadowed', run: () => runs.push('shadowed') },
      { keys: 'ctrl+shift+b', description: 'dark', run: () => runs.push('dark') },
    ];
    const handle = createShortcutHandler(() => shortcuts, {} as WebContext);
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = dialog.appendChild(document.createElement('button'));

    handle(key({ key: 'c', code: 'KeyC' }));
    handle(key({ key: 'c', code: 'KeyC' }, input));
    handle(key({ key: 'c', code: 'KeyC' }, inDialog));
    handle(key({ key: 'B', code: 'KeyB', ctrlKey: true, shiftKey: true }, input));
    handle(key({ key: 'B', code: 'KeyB', ctrlKey: true, shiftKey: true }, inDialog));
    handle(key({ key: 'x', code: 'KeyX' }));
    expect(runs).toEqual(['c', 'dark']);
  });
});

describe('plugin state', () => {
  const ctxWith = (list: () => unknown) => {
    const server = fakeFetch({ '/api/v1/plugins': list, 'POST /api/v1/plugins/b/disable': {} });
    const api = createApiClient({ getToken: () => null, fetch: server.fetch });
    return { ctx: { api } as unknown as WebContext, server };
  };

  it('activates only the web parts whose plugin is started, and deactivates on disable', async () => {
    const calls: string[] = [];
    const plugin = (id: string) =>
      webPlugin(id, {
        topBarItems: [{ id: `${id}-item`, component: () => null }],
        activate: () => {
          calls.push(`on:${id}`);
          return () => calls.push(`off:${id}`);
        },
      });
    let list = [listItem('a'), listItem('b'), listItem('c', 'failed')];
    const { ctx } = ctxWith(() => list);
    const onActivateError = vi.fn();
    const state = new PluginState([plugin('a'), plugin('b'), plugin('c')], { ctx, onActivateError });
    await state.refresh();
    expect(state.contributions('topBarItems').map((i) => i.id)).toEqual(['a-item', 'b-item']);
    expect(calls).toEqual(['on:a', 'on:b']);

    list = [listItem('a'), listItem('b', 'disabled'), listItem('c', 'failed')];
    await state.setEnabled('b', false);
    expect(state.contributions('topBarItems').map((i) => i.pluginId)).toEqual(['a']);
    expect(calls).toEqual(['on:a', 'on:b', 'off:b']);
    state.dispose();
    expect(calls.at(-1)).toBe('off:a');
  });

  it('hides a web part whose activate throws and sorts contributions by order', async () => {
    const { ctx } = ctxWith(() => [listItem('good'), listItem('bad')]);
    const onActivateError = vi.fn();
    const state = new PluginState(
      [
        webPlugin('good', {
          settingsPanels: [
            { id: 'late', title: 'Late', order: 5, component: () => null },
            { id: 'early', title: 'Early', order: 1, component: () => null },
          ],
        }),
        webPlugin('bad', {
          settingsPanels: [{ id: 'bad', title: 'Bad', component: () => null }],
          activate: () => {
            throw new Error('boom');
          },
        }),
      ],
      { ctx, onActivateError },
    );
    await state.refresh();
    expect(onActivateError).toHaveBeenCalledWith('bad', expect.any(Error));
    expect(state.contributions('settingsPanels').map((p) => p.id)).toEqual(['early', 'late']);
  });

  it('skips a folder whose entry declares another id', () => {
    const { ctx } = ctxWith(() => []);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = new PluginState([{ ...webPlugin('other', {}), id: 'folder' }], { ctx, onActivateError: vi.fn() });
    expect(state.modules).toEqual([]);
    errors.mockRestore();
  });
});

describe('installed web halves', () => {
  const ctxOf = (list: () => PluginListItem[]) =>
    ({
      api: createApiClient({ getToken: () => null, fetch: fakeFetch({ '/api/v1/plugins': () => list() }).fetch }),
    }) as unknown as WebContext;

  it('loads an installed plugin from its module URL, shares the frame modules, and forgets it once uninstalled', async () => {
    const item = { ...listItem('hello'), kind: 'installed' as const, webModule: '/plugin-assets/hello/a1/web.js' };
    let list: PluginListItem[] = [item];
    const imported: string[] = [];
    const loaded: string[] = [];
    const state = new PluginState([], {
      ctx: ctxOf(() => list),
      onActivateError: vi.fn(),
      onInstalledModule: (m) => loaded.push(m.id),
      importModule: async (url) => {
        imported.push(url);
        return { default: webPlugin('hello', { topBarItems: [{ id: 'hello-item', component: () => null }] }).definition };
      },
    });
    await state.refresh();
    expect(imported).toEqual(['/plugin-assets/hello/a1/web.js']);
    expect(loaded).toEqual(['hello']);
    expect(state.contributions('topBarItems').map((i) => i.id)).toEqual(['hello-item']);
    const shared = (globalThis as unknown as Record<string, Record<string, unknown>>)[SHARED_MODULES_GLOBAL]!;
    expect(Object.keys(shared).sort()).toEqual([...SHARED_WEB_MODULES].sort());
    expect((shared.react as typeof import('react')).useState).toBe((await import('react')).useState);

    await state.refresh();
    expect(imported).toHaveLength(1);
    list = [];
    await state.refresh();
    expect(state.modules).toEqual([]);
    expect(state.contributions('topBarItems')).toEqual([]);
  });

  it('reports a web module that fails to load or names another plugin, and keeps the rest running', async () => {
    const list = [
      { ...listItem('broken'), kind: 'installed' as const, webModule: '/plugin-assets/broken/b1/web.js' },
      { ...listItem('liar'), kind: 'installed' as const, webModule: '/plugin-assets/liar/c1/web.js' },
      listItem('a'),
    ];
    const state = new PluginState([webPlugin('a', { topBarItems: [{ id: 'a-item', component: () => null }] })], {
      ctx: ctxOf(() => list),
      onActivateError: vi.fn(),
      importModule: async (url) => {
        if (url.includes('broken')) throw new SyntaxError('Unexpected token');
        return { default: webPlugin('someone-else', {}).definition };
      },
    });
    await state.refresh();
    expect(Object.fromEntries(state.loadErrors)).toEqual({
      broken: 'Unexpected token',
      liar: "The web module of 'liar' declares plugin id 'someone-else'",
    });
    expect(state.contributions('topBarItems').map((i) => i.id)).toEqual(['a-item']);
  });

  it("hands saved settings to the plugin's onSettingsSaved", async () => {
    const seen: unknown[] = [];
    const state = new PluginState([webPlugin('brand', { onSettingsSaved: (_ctx, settings) => seen.push(settings) })], {
      ctx: ctxOf(() => [listItem('brand')]),
      onActivateError: vi.fn(),
    });
    await state.refresh();
    state.settingsSaved('brand', { title: 'Acme' });
    state.settingsSaved('unknown', { title: 'x' });
    expect(seen).toEqual([{ title: 'Acme' }]);
  });
});

describe('user menu filtering', () => {
  it('applies when and permission', async () => {
    let user: unknown = { email: 'v@x.y', roles: { viewer: true } };
    const session = new SessionState(null, async () => user);
    const items = [
      { id: 'login', label: 'Login', when: 'signedOut' as const },
      { id: 'logout', label: 'Sign Out', when: 'signedIn' as const },
      { id: 'share', label: 'Share', when: 'signedIn' as const, permission: 'add-user' },
      { id: 'themes', label: 'Themes' },
    ];
    expect(visibleUserMenuItems(items, session).map((i) => i.id)).toEqual(['login', 'themes']);
    await session.signIn('t');
    expect(visibleUserMenuItems(items, session).map((i) => i.id)).toEqual(['logout', 'themes']);
    user = { email: 'o@x.y', roles: { owner: true } };
    await session.reloadUser();
    expect(visibleUserMenuItems(items, session).map((i) => i.id)).toEqual(['logout', 'share', 'themes']);
  });
});
