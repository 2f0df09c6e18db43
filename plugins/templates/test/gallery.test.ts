import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, inviteAccount, signUpSuperAdmin, type TestHost, columnsOf } from '@plinth/sdk/testing';
import { BUILT_IN_TEMPLATES } from '../server/builtins/index.js';
import type { TemplateDetail, TemplateListItem } from '../types.js';

const EDIT_TOKEN = 'template-edit-token-0123456789abcdef';
const BASE = '/api/v1/nc/templates';

const newTemplate = {
  title: 'Recipes',
  description: 'Dishes and their ingredients',
  category: 'Home',
  image_url: 'radial-gradient(circle, #fff 0%, #000 100%)',
  tags: ['food'],
  tables: [
    { tn: 'dishes', columns: [{ cn: 'name', uidt: 'SingleLineText' }], manyToMany: [{ rtn: 'ingredients', _cn: 'Ingredients' }] },
    {
      tn: 'ingredients',
      columns: columnsOf({ name: 'SingleLineText', unit: { uidt: 'SingleSelect', dtxp: "'g','ml','pcs'" } }),
    },
  ],
};

describe('template gallery', () => {
  let h: TestHost;
  let admin: string;
  let user: string;
  const previous = process.env.PLINTH_TEMPLATE_EDIT_TOKEN;

  beforeAll(async () => {
    process.env.PLINTH_TEMPLATE_EDIT_TOKEN = EDIT_TOKEN;
    h = await bootTestHost({ plugins: ['mailer', 'auth', 'templates'] });
    admin = await signUpSuperAdmin(h);
    user = await inviteAccount(h, admin, 'user@example.com');
    expect(user).toEqual(expect.any(String));
  });
  afterAll(async () => {
    await h?.close();
    if (previous === undefined) delete process.env.PLINTH_TEMPLATE_EDIT_TOKEN;
    else process.env.PLINTH_TEMPLATE_EDIT_TOKEN = previous;
  });

  const list = async (query = '') => {
    const r = await h.request(`${BASE}${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { data: TemplateListItem[]; count: number };
  };

  it('lists the built-in templates without their documents', async () => {
    const { data, count } = await list();
    expect(count).toBe(BUILT_IN_TEMPLATES.length);
    expect(data.map((t) => t.title)).toEqual(BUILT_IN_TEMPLATES.map((t) => t.title));
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(['category', 'created_at', 'description', 'id', 'image_url', 'tags', 'title', 'updated_at']);
      expect(item.image_url).toMatch(/^linear-gradient\(/);
      expect(new Date(item.created_at).getTime()).toBeGreaterThan(Date.now() - 3_600_000);
    }
  });

  it('filters by category, searches, and pages', async () => {
    expect((await list('?category=Sales')).data.map((t) => t.title)).toEqual(['Sales CRM']);
    expect((await list('?category=')).count).toBe(BUILT_IN_TEMPLATES.length);
    expect((await list('?query=WAREHOUSE')).data.map((t) => t.title)).toEqual(['Inventory']);
    // Search text is literal: `%` and `_` are no wildcards.
    expect((await list('?query=%25')).data).toEqual([]);
    expect((await list('?query=_')).data).toEqual([]);
    expect((await list('?query=rsvp&category=Sales')).data).toEqual([]);
    const page = await list('?limit=2&offset=1');
    expect(page.data.map((t) => t.title)).toEqual(BUILT_IN_TEMPLATES.slice(1, 3).map((t) => t.title));
    expect(page.count).toBe(BUILT_IN_TEMPLATES.length);
    expect(await h.request(`${BASE}?limit=0`)).toMatchObject({ status: 400, body: { msg: 'limit must be 1 to 100' } });
    expect(await h.request(`${BASE}?offset=-1`)).toMatchObject({ status: 400, body: { msg: 'offset must not be negative' } });
  });

  it('counts templates per category', async () => {
    const r = await h.request(`${BASE}/categories`);
    expect(r.status).toBe(200);
    const counts = new Map<string, number>();
    for (const t of BUILT_IN_TEMPLATES) counts.set(t.category!, (counts.get(t.category!) ?? 0) + 1);
    const expected = [...counts].map(([category, count]) => ({ category, count })).sort((a, b) => a.category.localeCompare(b.category));
    expect(expected).toContainEqual({ category: 'HR', count: 2 });
    expect(r.body).toEqual(expected);
  });

  it('answers one template with its document as a JSON string', async () => {
    const [first] = (await list()).data;
    const r = await h.request(`${BASE}/${first!.id}`);
    expect(r.status).toBe(200);
    const detail = r.body as TemplateDetail;
    expect(typeof detail.template).toBe('string');
    expect(JSON.parse(detail.template)).toEqual(BUILT_IN_TEMPLATES[0]);
    expect(detail).toMatchObject({ id: first!.id, title: 'Sales CRM', category: 'Sales' });
    expect(await h.request(`${BASE}/99999`)).toMatchObject({ status: 404, body: { msg: 'Template not found' } });
    expect(await h.request(`${BASE}/abc`)).toMatchObject({ status: 404, body: { msg: 'Template not found' } });
    // Beyond any integer column: still a plain 404, on every meta store.
    expect(await h.request(`${BASE}/99999999999`)).toMatchObject({ status: 404, body: { msg: 'Template not found' } });
  });

  it('creates and updates templates for admins', async () => {
    const created = await h.request(BASE, { body: newTemplate, headers: { 'xc-auth': admin } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), title: 'Recipes', category: 'Home', tags: ['food'] });
    const id = created.body.id as number;
    expect((await list()).count).toBe(BUILT_IN_TEMPLATES.length + 1);
    expect((await h.request(`${BASE}/categories`)).body).toContainEqual({ category: 'Home', count: 1 });

    const updated = await h.request(`${BASE}/${id}`, {
      method: 'PUT',
      body: { ...newTemplate, title: 'Family recipes', category: 'Food' },
      headers: { 'xc-auth': admin },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id, title: 'Family recipes', category: 'Food' });
    const stored = JSON.parse((await h.request(`${BASE}/${id}`)).body.template);
    expect(stored.title).toBe('Family recipes');
    expect(stored.tables[1].columns[1]).toEqual({ cn: 'unit', uidt: 'SingleSelect', dtxp: "'g','ml','pcs'" });
    expect((await list('?category=Home')).data).toEqual([]);

    expect(await h.request(`${BASE}/99999`, { method: 'PUT', body: newTemplate, headers: { 'xc-auth': admin } })).toMatchObject({
      status: 404,
      body: { msg: 'Template not found' },
    });
  });

  it('answers the first validation message as a 400', async () => {
    const post = (body: unknown) => h.request(BASE, { body, headers: { 'xc-auth': admin } });
    expect(await post({ ...newTemplate, title: '' })).toMatchObject({ status: 400, body: { msg: 'Project name required' } });
    expect(await post({ ...newTemplate, category: ' ' })).toMatchObject({ status: 400, body: { msg: 'Category name required' } });
    const noType = { ...newTemplate, tables: [{ tn: 'a', columns: [{ cn: 'x' }] }] };
    expect(await post(noType)).toMatchObject({ status: 400, body: { msg: 'Column data type required' } });
    expect(await post([])).toMatchObject({ status: 400, body: { msg: 'A template document is required' } });
    expect((await list()).count).toBe(BUILT_IN_TEMPLATES.length + 1);
  });

  it('refuses saves without the templateEdit permission', async () => {
    expect(await h.request(BASE, { body: newTemplate })).toMatchObject({ status: 401, body: { msg: 'Unauthorized' } });
    expect(await h.request(BASE, { body: newTemplate, headers: { 'xc-auth': user } })).toMatchObject({
      status: 403,
      body: { msg: "Forbidden: this action needs the 'templateEdit' permission" },
    });
    // An admin previewing as an editor acts as one.
    expect((await h.request(BASE, { body: newTemplate, headers: { 'xc-auth': admin, 'xc-preview': 'editor' } })).status).toBe(403);
    const [first] = (await list()).data;
    expect((await h.request(`${BASE}/${first!.id}`, { method: 'PUT', body: newTemplate, headers: { 'xc-auth': user } })).status).toBe(403);
    expect((await list()).count).toBe(BUILT_IN_TEMPLATES.length + 1);
    expect((await list()).data[0]!.title).toBe('Sales CRM');
  });

  it('accepts the configured template-edit token instead, and nothing like it', async () => {
    expect((await h.request(`${BASE}?token=${EDIT_TOKEN}x`, { body: newTemplate })).status).toBe(401);
    expect((await h.request(`${BASE}?token=${EDIT_TOKEN.slice(0, -1)}`, { body: newTemplate, headers: { 'xc-auth': user } })).status).toBe(
      403,
    );
    const byQuery = await h.request(`${BASE}?token=${EDIT_TOKEN}`, { body: { ...newTemplate, title: 'By token' } });
    expect(byQuery.status, JSON.stringify(byQuery.body)).toBe(201);
    const byHeader = await h.request(`${BASE}/${byQuery.body.id}`, {
      method: 'PUT',
      body: { ...newTemplate, title: 'By header' },
      headers: { 'xc-template-token': EDIT_TOKEN },
    });
    expect(byHeader).toMatchObject({ status: 200, body: { title: 'By header' } });
  });
});

describe('template-edit token configuration', () => {
  it('refuses a token shorter than 24 characters', async () => {
    const previous = process.env.PLINTH_TEMPLATE_EDIT_TOKEN;
    process.env.PLINTH_TEMPLATE_EDIT_TOKEN = 'short-token';
    const h = await bootTestHost({ plugins: ['mailer', 'auth', 'templates'] });
    try {
      await signUpSuperAdmin(h);
      expect((await h.request(`${BASE}?token=short-token`, { body: newTemplate })).status).toBe(401);
    } finally {
      await h.close();
      if (previous === undefined) delete process.env.PLINTH_TEMPLATE_EDIT_TOKEN;
      else process.env.PLINTH_TEMPLATE_EDIT_TOKEN = previous;
    }
  });
});
