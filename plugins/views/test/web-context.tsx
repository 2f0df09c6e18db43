import type { ViewRecord } from '@plinth/sdk';
import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { ApiError, type ViewComponentProps, type ViewTypeContribution, type WebContext } from '@plinth/sdk/web';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import { en } from '../web/i18n.js';

/** Mounts of the fake view types' components (an instance kept across re-renders mounts once). */
export const mounts: string[] = [];

function FakeViewType({ view, saveSettings, shared }: ViewComponentProps) {
  // A state initialiser runs once per mounted instance.
  useState(() => mounts.push(view.id));
  return (
    <div data-testid="view-component" data-saving={saveSettings ? 'yes' : 'no'} data-shared={shared ? 'yes' : 'no'}>
      <span data-testid="view-title">{view.title}</span>
      <span data-testid="view-settings">{JSON.stringify(view.settings)}</span>
      {saveSettings && (
        <button type="button" onClick={() => void saveSettings({ rowHeight: 'tall' }).catch(() => undefined)}>
          Save settings
        </button>
      )}
    </div>
  );
}

/** A `grid` and a `gallery` type, as the grid-view plugin (and a second type) would contribute them. */
export const VIEW_TYPES: (ViewTypeContribution & { pluginId: string })[] = [
  { type: 'grid', title: 'Grid', component: FakeViewType as ViewTypeContribution['component'], pluginId: 'grid-view' },
  { type: 'gallery', title: 'Gallery', component: FakeViewType as ViewTypeContribution['component'], pluginId: 'gallery' },
];

export const view = (id: string, title: string, extra: Partial<ViewRecord> = {}): ViewRecord => ({
  id,
  projectId: 'p1',
  dbAlias: 'db',
  tn: 'people',
  title,
  type: 'grid',
  order: 1,
  settings: {},
  share: null,
  query: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

/** A call the fake server got. */
export interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The views API of one table in memory (/work/notes/views-api.md), behind a fake WebContext
 * with the plugin's English texts, the two view types and a storage that remembers.
 */
export function fakeViewsServer(
  options: { views?: ViewRecord[]; permissions?: string[] | '*'; remembered?: Record<string, unknown> } = {},
) {
  const views = [...(options.views ?? [view('v1', 'Grid')])];
  const calls: Call[] = [];
  const stored = new Map<string, unknown>(Object.entries(options.remembered ?? {}));
  let nextId = views.length + 1;
  const base = '/api/v1/views/p1/people';
  const find = (id: string) => {
    const v = views.find((x) => x.id === id);
    if (!v) throw new ApiError(404, 'View not found');
    return v;
  };
  const route = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    calls.push({ method, path, ...(body !== undefined && { body }) });
    if (!path.startsWith(base)) throw new ApiError(404, `No route ${path}`);
    const [id, sub] = path.slice(base.length + 1).split('/');
    if (!id) {
      if (method === 'GET') return { list: [...views] };
      const { title, type, copyFrom } = body as { title: string; type?: string; copyFrom?: string };
      if (views.some((v) => v.title.toLowerCase() === title.toLowerCase()))
        throw new ApiError(409, `A view named "${title}" already exists`);
      const from = copyFrom ? find(copyFrom) : undefined;
      const created = view(`v${nextId++}`, title, {
        type: from?.type ?? type ?? 'grid',
        settings: from?.settings ?? {},
        order: views.length + 1,
      });
      views.push(created);
      return created;
    }
    const v = find(id);
    const replace = (next: ViewRecord) => {
      views.splice(views.indexOf(v), 1, next);
      return next;
    };
    if (sub === 'settings') return replace({ ...v, settings: body });
    if (sub === 'share') {
      if (method === 'DELETE') return replace({ ...v, share: null });
      const password = (body as { password?: string | null }).password;
      return replace({ ...v, share: { id: v.share?.id ?? `share-${v.id}`, hasPassword: typeof password === 'string' } });
    }
    if (method === 'PATCH') {
      const title = (body as { title: string }).title;
      if (views.some((x) => x !== v && x.title.toLowerCase() === title.toLowerCase()))
        throw new ApiError(409, `A view named "${title}" already exists`);
      return replace({ ...v, title });
    }
    if (method === 'DELETE') {
      if (views.length === 1) throw new ApiError(400, 'The last view of a table cannot be deleted');
      views.splice(views.indexOf(v), 1);
      return { msg: 'View deleted' };
    }
    throw new ApiError(404, `No route ${method} ${path}`);
  };
  const ctx: WebContext = fakeWebContext({
    texts: en,
    permissions: options.permissions ?? '*',
    api: {
      get: vi.fn((path: string) => route('GET', path)) as WebContext['api']['get'],
      post: vi.fn((path: string, body?: unknown) => route('POST', path, body)) as WebContext['api']['post'],
      put: vi.fn((path: string, body?: unknown) => route('PUT', path, body)) as WebContext['api']['put'],
      patch: vi.fn((path: string, body?: unknown) => route('PATCH', path, body)) as WebContext['api']['patch'],
      delete: vi.fn((path: string) => route('DELETE', path)) as WebContext['api']['delete'],
      rpc: vi.fn(async (op: string) => {
        calls.push({ method: 'RPC', path: op });
        return { meta: JSON.stringify({ tn: 'people', _tn: 'People', columns: [] }) };
      }) as WebContext['api']['rpc'],
    },
    contributions: ((kind: string) => (kind === 'viewTypes' ? VIEW_TYPES : [])) as WebContext['contributions'],
    storage: () => ({
      get: <T,>(key: string) => stored.get(key) as T | undefined,
      set: (key: string, value: unknown) => void stored.set(key, value),
      remove: (key: string) => void stored.delete(key),
    }),
  });
  return { ctx, views, calls, stored };
}

export function withContext(ctx: WebContext, node: ReactNode) {
  return withPlinth(ctx, node);
}
