/**
 * The form view type and its shared link over HTTP (real SQLite): settings checked and read
 * leniently, a visitor signed out submitting every uidt, required and hidden fields, the data
 * service's checks, the rate limit, and no way to read rows back through the link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedViewInfo, ViewRecord } from '@plinth/sdk';
import { bootTestHost, signedUpProject } from '@plinth/sdk/testing';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { FormSettings } from '../shared/settings.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'views', 'grid-view', 'form-view'];

const COLUMNS = {
  id: 'ID',
  name: { uidt: 'SingleLineText', rqd: true, dtxp: '20' },
  notes: 'LongText',
  qty: 'Number',
  price: 'Decimal',
  paid: 'Checkbox',
  day: 'Date',
  at: 'DateTime',
  time: 'Time',
  mail: 'Email',
  site: 'URL',
  phone: 'PhoneNumber',
  size: { uidt: 'SingleSelect', dtxp: "'S','M','L'" },
  tags: { uidt: 'MultiSelect', dtxp: "'a','b','c'" },
  stars: 'Rating',
  cost: 'Currency',
  pct: 'Percent',
  took: 'Duration',
  year: 'Year',
  data: 'JSON',
  secret: 'SingleLineText',
} as const;

describe('form view and its shared link on SQLite', () => {
  let h: TestHost;
  let session: TestProjectSession;
  let form: ViewRecord<FormSettings>;
  let shareId: string;
  const views = (path = '', init: { method?: string; body?: unknown; token?: string | null } = {}) =>
    h.request(`/api/v1/views/${session.projectId}/orders${path}`, {
      method: init.method,
      body: init.body,
      headers: init.token === null ? {} : { 'xc-auth': init.token ?? session.token },
    });
  const save = (body: unknown) => views(`/${form.id}/settings`, { method: 'PUT', body });
  const submit = (body: unknown, headers: Record<string, string> = {}) =>
    h.request(`/api/v1/public/views/${shareId}/rows`, { body, headers: { 'x-forwarded-for': '198.51.100.7', ...headers } });
  const rows = async () => (await session.api('/orders?sort=id&limit=100')).body.list as Record<string, unknown>[];

  beforeAll(async () => {
    // Visitors are told apart by address: the test sends it as a proxy would.
    h = await bootTestHost({ plugins: PLUGINS, trustProxy: ['loopback'] });
    session = await signedUpProject(h, { title: 'Orders' });
    await session.createTables({ orders: COLUMNS });
    const created = await views('', { body: { title: 'Order form', type: 'form' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    form = created.body;
    const shared = await views(`/${form.id}/share`, { body: {} });
    expect(shared.status).toBe(200);
    shareId = shared.body.share.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('starts with every fillable column; its query and shared meta are its fields', async () => {
    expect(form.settings).toMatchObject({ fields: null, submitAnother: false, redirectUrl: null });
    const keys = Object.keys(COLUMNS).filter((k) => k !== 'id');
    expect(form.query.fields).toBe(keys.join(','));
    const info = (await h.request(`/api/v1/public/views/${shareId}`)).body as SharedViewInfo<FormSettings>;
    expect(info.view.type).toBe('form');
    expect(info.meta.columns.map((c) => c._cn)).toEqual(keys);
    expect(shareId.length).toBeGreaterThanOrEqual(32);
  });

  it('checks the builder settings with 400 { msg }', async () => {
    const bad = async (body: unknown, msg: string) => {
      const r = await save(body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.msg).toBe(msg);
    };
    await bad({ fields: [{ key: 'id' }] }, "Column 'id' cannot be filled in a form");
    await bad({ fields: [{ key: 'ghost' }] }, "Column 'ghost' cannot be filled in a form");
    await bad({ fields: [{ key: 'name' }, { key: 'name' }] }, "Field 'name' is listed twice");
    await bad({ redirectUrl: 'javascript:alert(1)' }, 'A redirect URL starts with http:// or https://');
    await bad({ heading: 'x'.repeat(256) }, 'A heading is at most 255 characters');
  });

  it('takes a submission of every uidt from a visitor signed out, and answers nothing of the row', async () => {
    const fields = Object.keys(COLUMNS)
      .filter((k) => k !== 'id' && k !== 'secret')
      .map((key) => ({ key, required: key === 'mail' }));
    expect((await save({ fields, heading: 'Order', successMessage: 'Thanks!' })).status).toBe(200);
    const body = {
      name: 'Ada',
      notes: 'line 1\nline 2',
      qty: 3,
      price: 2.5,
      paid: true,
      day: '2024-02-29',
      at: '2024-02-29 13:45:00',
      time: '09:30:00',
      mail: 'ada@example.com',
      site: 'https://example.com',
      phone: '+1 555 0100',
      size: 'M',
      tags: ['a', 'c'],
      stars: 4,
      cost: 9.99,
      pct: 12.5,
      took: 5400,
      year: 2024,
      data: '{"k":[1,2]}',
    };
    const r = await submit(body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toEqual({ ok: true });
    const [row] = await rows();
    expect(row).toMatchObject({
      name: 'Ada',
      qty: 3,
      price: 2.5,
      day: '2024-02-29',
      mail: 'ada@example.com',
      size: 'M',
      stars: 4,
      year: 2024,
      secret: null,
    });
    expect(String(row!.tags)).toBe('a,c');
  });

  it('refuses hidden, unknown and missing required fields, and what the column refuses, writing nothing', async () => {
    const before = (await rows()).length;
    const refused = async (body: unknown, msg: string | RegExp, field?: string) => {
      const r = await submit(body);
      expect(r.status, `${JSON.stringify(body)}: ${JSON.stringify(r.body)}`).toBe(400);
      expect(r.body.msg).toMatch(msg);
      if (field) expect(r.body.field).toBe(field);
    };
    await refused({ name: 'Bob', mail: 'b@example.com', secret: 'x' }, "Unknown field 'secret'", 'secret');
    await refused({ name: 'Bob', mail: 'b@example.com', id: 99 }, "Unknown field 'id'", 'id');
    await refused({ name: 'Bob' }, 'mail is required', 'mail');
    await refused({ name: 'Bob', mail: '   ' }, 'mail is required', 'mail');
    await refused({ name: 'Bob', mail: 'not an email' }, /mail/i);
    await refused({ name: 'Bob', mail: 'b@example.com', size: 'XXL' }, /XXL|size/);
    await refused({ name: 'Bob', mail: 'b@example.com', qty: 'many' }, /qty|many/);
    await refused({ name: 'x'.repeat(21), mail: 'b@example.com' }, /name/);
    await refused({ name: null, mail: 'b@example.com' }, /name/);
    await refused(['not', 'an', 'object'], 'A submission is an object of field values');
    expect((await rows()).length).toBe(before);
  });

  it('never shows rows through the form link', async () => {
    expect(await h.request(`/api/v1/public/views/${shareId}/rows`)).toMatchObject({
      status: 403,
      body: { msg: 'A shared form does not show its rows' },
    });
    expect((await h.request(`/api/v1/public/views/${shareId}/count`)).status).toBe(403);
    expect(await h.request(`/api/v1/public/views/not-a-share/rows`, { body: {} })).toMatchObject({
      status: 404,
      body: { msg: 'Shared view not found' },
    });
    const grid = (await views('', { body: { title: 'Everything', type: 'grid' } })).body;
    const gridShare = (await views(`/${grid.id}/share`, { body: {} })).body.share.id;
    expect(await h.request(`/api/v1/public/views/${gridShare}/rows`, { body: { name: 'x' } })).toMatchObject({
      status: 403,
      body: { msg: 'This shared view does not take new rows' },
    });
  });

  it('limits submissions per link and address', async () => {
    const address = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await submit({ name: `n${i}`, mail: 'n@example.com' }, address)).status);
    expect(statuses.filter((s) => s === 201).length).toBe(20);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('follows a renamed column and drops a dropped one', async () => {
    await session.rpc('tableUpdate', { tn: 'orders', rename: [{ from: 'phone', to: 'mobile' }] });
    await session.rpc('tableUpdate', { tn: 'orders', drop: ['notes'] });
    const view = ((await views()).body.list as ViewRecord<FormSettings>[]).find((v) => v.id === form.id)!;
    const keys = view.settings.fields!.map((f) => f.key);
    expect(keys).toContain('mobile');
    expect(keys).not.toContain('phone');
    expect(keys).not.toContain('notes');
  });
});
