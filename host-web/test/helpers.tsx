import { definePlugin, defineManifest, type PluginListItem, type PluginStateName } from '@plinth/sdk';
import type { WebPart } from '@plinth/sdk/web';
import { render, type RenderResult } from '@testing-library/react';
import { App } from '../src/app/App.js';
import type { WebPluginModule } from '../src/store/PluginState.js';
import { RootStore } from '../src/store/RootStore.js';

export function webPlugin(id: string, web: WebPart): WebPluginModule {
  return { id, definition: definePlugin({ manifest: defineManifest({ id, version: '1.0.0', displayName: id }), web }) };
}

export function listItem(id: string, state: PluginStateName = 'started'): PluginListItem {
  return {
    id,
    version: '1.0.0',
    displayName: id,
    dependsOn: [],
    optionalDependsOn: [],
    kind: 'built-in',
    state,
    enabled: state !== 'disabled',
    hasWeb: true,
    hooks: [],
    routes: [],
    rpcOperations: [],
    category: 'Other',
    hasSettings: false,
    settingsTests: [],
  };
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/**
 * A fetch answering from a table of `METHOD /path` (or `/path` for GET) -> JSON body or (async) handler;
 * anything else is a 404 `{ msg }`. Records every request.
 */
export function fakeFetch(routes: Record<string, unknown | ((req: FakeRequest) => Response | unknown | Promise<Response | unknown>)>) {
  const requests: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const path = String(input);
    const req: FakeRequest = {
      method,
      path,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(req);
    const route = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined);
    if (route === undefined) return Response.json({ msg: `No route ${method} ${path}` }, { status: 404 });
    // A handler may answer later (a slow server): awaited, so tests can interleave requests.
    const answer: unknown = typeof route === 'function' ? await (route as (r: FakeRequest) => unknown)(req) : route;
    return answer instanceof Response ? answer : Response.json(answer);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** Starts a store against the fake server and renders the frame at `hash`. */
export async function renderApp(options: {
  plugins: WebPluginModule[];
  list?: PluginListItem[];
  routes?: Record<string, unknown>;
  hash?: string;
}): Promise<{ root: RootStore; view: RenderResult }> {
  window.location.hash = options.hash ?? '#/';
  const server = fakeFetch({
    '/api/v1/plugins': options.list ?? options.plugins.map((p) => listItem(p.id)),
    '/api/health': { ok: true, version: '9.9.9', plugins: {} },
    ...options.routes,
  });
  const root = new RootStore({ webPlugins: options.plugins, storage: localStorage, fetch: server.fetch });
  await root.start();
  const view = render(<App root={root} />);
  return { root, view };
}
