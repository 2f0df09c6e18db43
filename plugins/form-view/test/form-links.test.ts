/**
 * Link fields of a shared form over HTTP (real SQLite): a belongs-to link stands for its foreign
 * key column in the form; a visitor signed out reads only the parents' ids and display values
 * (searched, paged) and submits one; an id that names no parent, or a value that is not an id, is
 * refused naming the field, and nothing is written.
 */
import type { SharedViewInfo, ViewRecord } from '@plinth/sdk';
import { bootTestHost, signedUpProject } from '@plinth/sdk/testing';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSettings } from '../shared/settings.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'views', 'grid-view', 'form-view'];

describe('link fields of a shared form on SQLite', () => {
  let h: TestHost;
  let session: TestProjectSession;
  let form: ViewRecord<FormSettings>;
  let shareId: string;
  const views = (path = '', body?: unknown, method?: string) =>
    h.request(`/api/v1/views/${session.projectId}/orders${path}`, { method, body, headers: { 'xc-auth': session.token } });
  const options = (field: string, query = '') => h.request(`/api/v1/public/views/${shareId}/options/${field}${query}`);
  const submit = (body: unknown) => h.request(`/api/v1/public/views/${shareId}/rows`, { body });
  const orders = async () => (await session.api('/orders?sort=id')).body.list as Record<string, unknown>[];

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Shop' });
    await session.createTables({
      customers: { id: 'ID', name: 'SingleLineText', secret: 'SingleLineText' },
      orders: { id: 'ID', title: 'SingleLineText' },
    });
    await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    const names = Array.from({ length: 60 }, (_, i) => ({ name: `Customer ${String(i).padStart(2, '0')}`, secret: `s${i}` }));
    expect((await session.api('/customers/bulk', { body: [{ name: 'Ada Lovelace', secret: 'hidden' }, ...names] })).status).toBe(201);
    form = (await views('', { title: 'Order form', type: 'form' })).body;
    shareId = (await views(`/${form.id}/share`, {})).body.share.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows the link instead of its foreign key column, in the settings and the shared meta', async () => {
    expect(form.query).toEqual({ fields: 'title', relations: 'customersRead' });
    const info = (await h.request(`/api/v1/public/views/${shareId}`)).body as SharedViewInfo<FormSettings>;
    expect(info.meta.columns.map((c) => c._cn)).toEqual(['title']);
    expect(info.meta.belongsTo?.map((r) => [r.rtn, r.cn])).toEqual([['customers', 'customer_id']]);
    expect((await views(`/${form.id}/settings`, { fields: [{ key: 'customer_id' }] }, 'PUT')).body).toEqual({
      msg: "Column 'customer_id' cannot be filled in a form",
    });
  });

  it('answers only ids and display values, searched and paged', async () => {
    const first = await options('customersRead');
    expect(first.status).toBe(200);
    expect(first.body.list).toHaveLength(50);
    expect(first.body.isLastPage).toBe(false);
    expect(first.body.list[0]).toEqual({ id: '1', label: 'Ada Lovelace' });
    expect(JSON.stringify(first.body)).not.toContain('hidden');
    expect((await options('customersRead', '?offset=50')).body).toMatchObject({ isLastPage: true });
    expect((await options('customersRead', '?q=lovelace')).body.list).toEqual([{ id: '1', label: 'Ada Lovelace' }]);
    expect((await options('customersRead', '?q=' + encodeURIComponent("x'),(name,like,%"))).body.list).toEqual([]);
    expect(await options('title')).toMatchObject({ status: 404, body: { msg: "Unknown link field 'title'" } });
    expect((await options('customersRead', '?offset=-1')).status).toBe(400);
    expect((await h.request(`/api/v1/public/views/not-a-link/options/customersRead`)).status).toBe(404);
  });

  it('writes the chosen parent into the foreign key, and refuses what is not a parent', async () => {
    expect((await submit({ title: 'first', customersRead: '1' })).status).toBe(201);
    expect((await submit({ title: 'second', customersRead: 3 })).status).toBe(201);
    expect((await submit({ title: 'third' })).status).toBe(201);
    expect((await orders()).map((o) => [o.title, o.customer_id])).toEqual([
      ['first', 1],
      ['second', 3],
      ['third', null],
    ]);
    const refused = async (body: unknown, msg: string) =>
      expect(await submit(body)).toMatchObject({ status: 400, body: { field: 'customersRead', msg } });
    await refused({ title: 'x', customersRead: '9999' }, 'customers: no such choice');
    await refused({ title: 'x', customersRead: { id: 1 } }, 'customers takes the id of a choice');
    expect(await submit({ title: 'x', customer_id: 1 })).toMatchObject({ status: 400, body: { field: 'customer_id' } });
    expect((await orders()).length).toBe(3);
  });

  it('requires a link the form marks as required', async () => {
    const fields = [{ key: 'title' }, { key: 'customersRead', required: true }];
    expect((await views(`/${form.id}/settings`, { fields }, 'PUT')).status).toBe(200);
    expect(await submit({ title: 'no customer' })).toMatchObject({
      status: 400,
      body: { field: 'customersRead', msg: 'customers is required' },
    });
  });
});
