import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, createTestDatabase, type ServerDialect, type TestDatabase, type TestHost } from '@plinth/sdk/testing';
import { BUILT_IN_TEMPLATES } from '../server/builtins/index.js';

const BASE = '/api/v1/nc/templates';

/** The store on the real PostgreSQL and MariaDB meta stores (ids, counts, search escaping). */
describe.each<ServerDialect>(['pg', 'mysql'])('template store on a %s meta store', (dialect) => {
  let db: TestDatabase;
  let h: TestHost;
  beforeAll(async () => {
    db = await createTestDatabase(dialect, 'plinth_tplmeta');
    // No access-control plugin: the host runs open (auth type none), so saves need no sign-in.
    h = await bootTestHost({ plugins: ['templates'], metaDb: db.url });
  });
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('seeds, lists, searches, creates and updates', async () => {
    const all = await h.request(BASE);
    expect(all.body.count).toBe(BUILT_IN_TEMPLATES.length);
    expect((await h.request(`${BASE}/categories`)).body).toContainEqual({ category: 'Sales', count: 1 });
    expect((await h.request(`${BASE}?query=_`)).body.data).toEqual([]);
    expect((await h.request(`${BASE}?query=a%20Sales%20Pipeline`)).body.data.map((t: { title: string }) => t.title)).toEqual(['Sales CRM']);

    const created = await h.request(BASE, { body: { ...BUILT_IN_TEMPLATES[1], title: 'Copy', category: 'Copies' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).toBe(BUILT_IN_TEMPLATES.length + 1);
    const updated = await h.request(`${BASE}/${created.body.id}`, {
      method: 'PUT',
      body: { ...BUILT_IN_TEMPLATES[1], title: 'Copy 2', category: 'Copies' },
    });
    expect(updated.body).toMatchObject({ id: created.body.id, title: 'Copy 2', tags: BUILT_IN_TEMPLATES[1]!.tags });
    expect((await h.request(`${BASE}?category=Copies`)).body).toMatchObject({ count: 1, data: [{ title: 'Copy 2' }] });
    expect(await h.request(`${BASE}/2147483648`)).toMatchObject({ status: 404, body: { msg: 'Template not found' } });
  });
});
