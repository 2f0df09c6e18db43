import type { RoleMap, RoleName, TableEntry } from '@plinth/sdk';
import { fakeWebContext, interpolate, withPlinth } from '@plinth/sdk/testing/web';
import {
  ApiError,
  observable,
  runInAction,
  ScreenRouteContext,
  type ContributionKind,
  type PluginContribution,
  type WebContext,
  type WebPart,
} from '@plinth/sdk/web';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import plugin from '../web/index.js';

const bundle = plugin.web?.i18n?.en ?? {};

// Primer's tree view announces loading through a `live-region` element; the Node build of its
// package (what vitest resolves) does not define it, so jsdom gets an inert one.
if (typeof customElements !== 'undefined' && !customElements.get('live-region')) {
  customElements.define(
    'live-region',
    class extends HTMLElement {
      announce() {
        return { cancel: () => undefined };
      }
      announceFromElement() {
        return { cancel: () => undefined };
      }
    },
  );
}

export type RpcBody = { project_id?: string; dbAlias?: string; args?: any };
export type Handler = (body: RpcBody) => unknown;

export const tables = (...names: string[]): TableEntry[] => names.map((tn, order) => ({ tn, _tn: tn, type: 'table', order }));

export function projectRecord(id: string, title: string, options: { projectType?: string; aliases?: string[] } = {}) {
  return {
    id,
    title,
    projectType: options.projectType ?? 'rest',
    status: 'started',
    envs: { _noco: { db: (options.aliases ?? ['db']).map((dbAlias) => ({ dbAlias, client: 'sqlite3', embedded: true, connection: {} })) } },
    createdBy: 'u1',
  };
}

export interface FakeOptions {
  handlers?: Record<string, Handler>;
  roles?: RoleMap;
  maxTabs?: number;
  maxTables?: number;
  /** Other plugins' web parts, by plugin id. */
  webParts?: Record<string, WebPart>;
  savedState?: { restored: boolean; get<T>(key: string): T | undefined };
  /** Permissions `session.can` grants; default all. */
  permissions?: string[];
}

/** A WebContext of plain objects with a scripted RPC server: the dashboard against the SDK contract only. */
export function fakeContext(options: FakeOptions = {}) {
  const calls: { op: string; body: RpcBody }[] = [];
  const handlers: Record<string, Handler> = {
    projectRead: ({ project_id }) =>
      project_id === 'p1' ? projectRecord('p1', 'Library') : new ApiError(404, `Project '${project_id}' not found`),
    xcTableAndViewList: () => ({ list: tables('authors', 'books') }),
    viewList: () => ({ list: [] }),
    functionList: () => ({ list: [] }),
    procedureList: () => ({ list: [] }),
    sequenceList: () => ({ list: [] }),
    ...options.handlers,
  };
  const session = observable(
    {
      user: { email: 'ada@example.com', roles: options.roles ?? { owner: true } },
      previewAs: null as RoleName | null,
    },
    {},
    { deep: false },
  );
  const route = observable({ path: '/nc/p1', search: '' });
  const webParts = options.webParts ?? {};
  const contributions = <K extends ContributionKind>(kind: K) =>
    Object.entries(webParts).flatMap(([pluginId, part]) =>
      ((part[kind] ?? []) as readonly object[]).map((item) => ({ ...item, pluginId }) as PluginContribution<K>),
    );
  const ctx = fakeWebContext({
    permissions: options.permissions ?? '*',
    api: {
      rpc: async <T,>(op: string, body: RpcBody = {}): Promise<T> => {
        calls.push({ op, body: structuredClone(body) });
        const handler = handlers[op];
        if (!handler) throw new ApiError(404, `Operation '${op}' not found`);
        const answer = await handler(body);
        if (answer instanceof Error) throw answer;
        return answer as T;
      },
    },
    session: {
      get user() {
        return session.user;
      },
      token: 'token',
      ability: { darkTheme: false, maxTables: options.maxTables ?? 99999, maxTabs: options.maxTabs ?? 99 },
      get previewAs() {
        return session.previewAs;
      },
      reloadUser: vi.fn(async () => session.user),
      setPreviewAs: vi.fn((role: RoleName | null) => runInAction(() => (session.previewAs = role))),
    },
    route: {
      get path() {
        return route.path;
      },
      get search() {
        return route.search;
      },
    },
    i18n: {
      // Another plugin's key (`ns`) is read from its bundle; the dashboard's from its own.
      t: (key: string, opts?: Record<string, unknown>) =>
        interpolate(
          (opts?.ns && opts.ns !== 'dashboard' ? webParts[String(opts.ns)]?.i18n?.en?.[key] : bundle[key]) ??
            (opts?.defaultValue as string | undefined) ??
            key,
          opts,
        ),
    },
    navigate: vi.fn((path: string) => {
      const [p, q] = path.split('?');
      runInAction(() => {
        route.path = p ?? '';
        route.search = q ? `?${q}` : '';
      });
    }),
    contributions,
    // The tests script only what the dashboard reads of it.
    savedState: options.savedState as WebContext['savedState'],
  }) as WebContext & { navigate: ReturnType<typeof vi.fn> };
  const callsOf = (op: string) => calls.filter((c) => c.op === op);
  return { ctx, calls, callsOf, route };
}

/** The page inside the frame's contexts, at `/nc/:project_id` with a query. */
export function renderPage(ctx: WebContext, Page: ComponentType, search = '', projectId = 'p1') {
  const tree = (s: string, id: string) =>
    withPlinth(
      ctx,
      <ScreenRouteContext.Provider value={{ path: `/nc/${id}`, search: s, params: { project_id: id } }}>
        <Page />
      </ScreenRouteContext.Provider>,
    );
  const view = render(tree(search, projectId));
  return {
    ...view,
    setSearch: (s: string) => view.rerender(tree(s, projectId)),
    /** Another project on the same screen (the router keeps the page mounted). */
    setProject: (id: string, s = '') => view.rerender(tree(s, id)),
  };
}

/** The `en` text of a dashboard message. */
export const en = (key: string, values: Record<string, string | number> = {}) => interpolate(bundle[key] ?? key, values);
