import type { TableMeta } from '@plinth/sdk';
import { HttpError, type ProjectRecord, type ProjectsService } from '@plinth/sdk/server';
import { describe, expect, it } from 'vitest';
import { OpenApiCache } from '../server/openapi.js';
import { SESSION_STORAGE_KEY } from '@plinth/sdk';
import { requestInterceptor } from '../server/swagger-auth.js';

/** A projects service with one project whose tables and title the test changes. */
function fakeProjects() {
  const state = { title: 'One', tables: [] as TableMeta[], reads: 0, stopped: false };
  const record = (): ProjectRecord => ({
    id: 'p1',
    title: state.title,
    projectType: 'rest',
    status: 'started',
    envs: { _noco: { db: [{ dbAlias: 'db', client: 'pg', connection: {}, inflection: { tn: 'none', cn: 'none' }, embedded: false }] } },
    createdBy: null,
    createdAt: '',
    updatedAt: '',
  });
  const service: Partial<ProjectsService> = {
    get: async () => record(),
    tables: async () => {
      state.reads++;
      if (state.stopped) throw new HttpError(409, 'stopped');
      return state.tables;
    },
  };
  return { state, projects: service as ProjectsService };
}

const table = (tn: string): TableMeta => ({
  tn,
  _tn: tn,
  columns: [
    { cn: 'id', _cn: 'id', uidt: 'ID', dt: 'integer', pk: true, ai: true },
    { cn: 'n', _cn: 'n', uidt: 'Number', dt: 'smallint' },
  ],
});

describe('OpenApiCache', () => {
  it('builds once per project until invalidated, or the title changes', async () => {
    const { state, projects } = fakeProjects();
    const cache = new OpenApiCache(projects);
    state.tables = [table('a')];
    const first = await cache.get('p1');
    expect(await cache.get('p1')).toBe(first);
    expect(state.reads).toBe(1);
    // PostgreSQL's smallint bounds the integer.
    expect(first.components.schemas.ACreate!.properties!.n).toMatchObject({ type: ['integer', 'null'], minimum: -32768, maximum: 32767 });

    state.tables = [table('a'), table('b')];
    expect(await cache.get('p1')).toBe(first);
    cache.invalidate('p1');
    const second = await cache.get('p1');
    expect(Object.keys(second.paths)).toContain('/b');
    expect(state.reads).toBe(2);

    state.title = 'Two';
    expect((await cache.get('p1')).info.title).toBe('Two REST API');
    expect(state.reads).toBe(3);
  });

  it('does not remember a failed build', async () => {
    const { state, projects } = fakeProjects();
    const cache = new OpenApiCache(projects);
    state.stopped = true;
    await expect(cache.get('p1')).rejects.toMatchObject({ status: 409 });
    state.stopped = false;
    expect((await cache.get('p1')).openapi).toBe('3.1.0');
  });
});

describe('the Swagger UI request interceptor', () => {
  const withBrowser = (session: string | null, run: () => void) => {
    const g = globalThis as Record<string, unknown>;
    const saved = Object.fromEntries(['location', 'localStorage'].map((k) => [k, Object.getOwnPropertyDescriptor(g, k)]));
    g.location = new URL('http://plinth.test/nc/p1/api/v1/swagger/');
    g.localStorage = { getItem: (k: string) => (k === SESSION_STORAGE_KEY ? session : null) };
    try {
      run();
    } finally {
      for (const [k, d] of Object.entries(saved)) {
        if (d) Object.defineProperty(g, k, d);
        else delete g[k];
      }
    }
  };

  it("adds the session's token to same-origin requests only, never over explicit credentials", () => {
    withBrowser(JSON.stringify({ token: 'T1' }), () => {
      expect(requestInterceptor({ url: '../swagger.json' }).headers).toEqual({ 'xc-auth': 'T1' });
      expect(requestInterceptor({ url: 'http://plinth.test/nc/p1/api/v1/orders', headers: {} }).headers).toEqual({ 'xc-auth': 'T1' });
      expect(requestInterceptor({ url: 'https://elsewhere.example/x', headers: {} }).headers).toEqual({});
      expect(requestInterceptor({ url: '/x', headers: { 'XC-Token': 'api' } }).headers).toEqual({ 'XC-Token': 'api' });
    });
    withBrowser('not json', () => expect(requestInterceptor({ url: '/x', headers: {} }).headers).toEqual({}));
    withBrowser(null, () => expect(requestInterceptor({ url: '/x', headers: {} }).headers).toEqual({}));
  });
});
