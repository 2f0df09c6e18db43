/** A booted host with a signed-in admin, a project with a `people` table, and the webhooks API. */
import { expect } from 'vitest';
import { bootTestHost, signedUpProject, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';
import { WEBHOOKS_API, type DeliveryRecord, type HookRecord } from '../types.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'jobs', 'webhooks'];

export interface World {
  h: TestHost;
  s: TestProjectSession;
  hooks(path?: string, init?: { method?: string; body?: unknown; token?: string | null }): ReturnType<TestHost['request']>;
  create(body: Record<string, unknown>): Promise<HookRecord>;
  logs(hookId: string): Promise<DeliveryRecord[]>;
  insert(row: Record<string, unknown>): Promise<{ id: number }>;
}

export async function boot(metaDb?: string): Promise<World> {
  const h = await bootTestHost({ plugins: PLUGINS, metaDb });
  const s = await signedUpProject(h, { title: 'Hooks' });
  await s.createTables({ people: { id: 'ID', name: 'SingleLineText', age: 'Number' } });
  // Retries a fifth of a second apart: the test waits for them.
  const set = await h.request('/api/v1/plugins/webhooks/settings', {
    method: 'PUT',
    body: { backoffMs: 200 },
    headers: { 'xc-auth': s.token },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  const hooks: World['hooks'] = (path = '', init = {}) =>
    h.request(WEBHOOKS_API.table(s.projectId, 'people') + path, {
      method: init.method,
      body: init.body,
      headers: init.token === null ? {} : { 'xc-auth': init.token ?? s.token },
    });
  return {
    h,
    s,
    hooks,
    async create(body) {
      const r = await hooks('', { body });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body;
    },
    async logs(hookId) {
      const r = await hooks(`/${hookId}/logs`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.list;
    },
    async insert(row) {
      const r = await s.api('/people', { body: row });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body;
    },
  };
}

/** Polls until `check` passes (its last failure is the test's). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
