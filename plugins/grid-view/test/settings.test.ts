import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, type TestHost } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'grid-view'];
const PASSWORD = 'correct horse battery';

describe('grid view settings on SQLite', () => {
  let h: TestHost;
  let token: string;
  let projectId: string;
  const rpc = (op: string, args: unknown, t = token) =>
    h.request(`/dashboard?q=sqlOp_${op}`, { body: { project_id: projectId, args }, headers: { 'xc-auth': t } });
  const settings = (tn: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    h.request(`/api/v1/grid-view/${projectId}/${tn}/settings`, { method: init.method, body: init.body, headers: { 'xc-auth': init.token ?? token } });

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    token = (await h.request('/auth/signup', { body: { email: 'admin@example.com', password: PASSWORD } })).body.token;
    const project = await h.request('/dashboard?q=sqlOp_projectCreate', { body: { args: { title: 'Grid' } }, headers: { 'xc-auth': token } });
    projectId = project.body.id;
    const r = await rpc('tableCreate', { tn: 'people', columns: [{ cn: 'id', uidt: 'ID' }, { cn: 'name', uidt: 'SingleLineText' }, { cn: 'age', uidt: 'Number' }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers the defaults for a view never saved', async () => {
    const r = await settings('people');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      settings: { filters: [], filterLogic: 'and', sorts: [], hidden: [], order: [], widths: {}, rowHeight: 'short' },
      updatedAt: null,
    });
  });

  it('saves filters, sorts and layout and reads them back', async () => {
    const body = {
      filters: [{ field: 'name', op: 'like', value: '%a,(b)%' }, { field: 'age', op: 'gt', value: '17' }],
      filterLogic: 'or',
      sorts: [{ field: 'age', dir: 'desc' }],
      hidden: ['id'],
      order: ['age', 'name'],
      widths: { name: 240 },
      rowHeight: 'tall',
    };
    const put = await settings('people', { method: 'PUT', body });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const again = await settings('people', { method: 'PUT', body: { ...body, rowHeight: 'medium' } });
    expect(again.status).toBe(200);
    const r = await settings('people');
    expect(r.body.settings).toEqual({ ...body, rowHeight: 'medium' });
    expect(typeof r.body.updatedAt).toBe('string');
  });

  it('refuses settings the table or the where language cannot take, with 400 { msg }', async () => {
    const bad = async (body: unknown, msg: string | RegExp) => {
      const r = await settings('people', { method: 'PUT', body });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.msg).toMatch(msg);
    };
    await bad({ filters: [{ field: 'shoe', op: 'eq', value: '1' }] }, /shoe/);
    await bad({ filters: [{ field: 'age', op: 'gt', value: 'old' }] }, /old/);
    await bad({ filters: [{ field: 'age', op: 'drop', value: '1' }] }, 'Unknown filter operator');
    await bad({ sorts: [{ field: 'nope' }] }, /nope/);
    await bad({ hidden: ['ghost'] }, "Unknown column 'ghost'");
    await bad({ widths: { name: 5 } }, 'A column is at least 40 px wide');
    await bad({ rowHeight: 'giant' }, 'Unknown row height');
    await bad({ extra: 1 }, /extra|Unrecognized/i);
    expect((await settings('nothing', { method: 'PUT', body: {} })).status).toBe(404);
  });

  it('lets a viewer read and refuses a viewer write; strangers get 401 / 403', async () => {
    expect((await settings('people', { token: 'nope' })).status).toBe(401);
    await h.request('/api/v1/plugins/auth/settings', { method: 'PUT', body: { allowSignup: true }, headers: { 'xc-auth': token } });
    const email = 'viewer@example.com';
    const viewer = (await h.request('/auth/signup', { body: { email, password: PASSWORD } })).body.token as string;
    expect((await settings('people', { token: viewer })).status).toBe(403);
    await h.request(`/api/v1/auth/projects/${projectId}/users`, { body: { email, roles: 'viewer' }, headers: { 'xc-auth': token } });
    expect((await settings('people', { token: viewer })).status).toBe(200);
    const write = await settings('people', { method: 'PUT', body: {}, token: viewer });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ msg: expect.any(String) });
  });
});
