import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TableMeta, type ViewRecord, shownColumns } from '@plinth/sdk';
import type { ViewTableContext } from '@plinth/sdk/server';
import { bootTestHost, signedUpProject, type TestHost, type TestProjectSession, columnsOf } from '@plinth/sdk/testing';
import { readGridSettings, renameGridColumns, settingsShape } from '../server/view-type.js';
import { DEFAULT_GRID_SETTINGS } from '../shared/settings.js';

// Grid settings are stored on named views (views plugin); grid-view provides the `grid` type.
const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'views', 'grid-view'];

describe('grid view type on SQLite', () => {
  let h: TestHost;
  let token: string;
  let projectId: string;
  let member: TestProjectSession['member'];
  const views = (tn: string, path = '', init: { method?: string; body?: unknown; token?: string } = {}) =>
    h.request(`/api/v1/views/${projectId}/${tn}${path}`, {
      method: init.method,
      body: init.body,
      headers: { 'xc-auth': init.token ?? token },
    });
  const firstView = async (tn: string): Promise<ViewRecord> => (await views(tn)).body.list[0];
  const settings = async (tn: string, body: unknown, t = token) =>
    views(tn, `/${(await firstView(tn)).id}/settings`, { method: 'PUT', body, token: t });

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    const session = await signedUpProject(h, { title: 'Grid' });
    ({ token, projectId, member } = session);
    await session.rpc('tableCreate', {
      tn: 'people',
      columns: columnsOf({ id: 'ID', name: 'SingleLineText', age: 'Number' }),
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('gives a first view the defaults and the old settings route is gone', async () => {
    const view = await firstView('people');
    expect(view).toMatchObject({ type: 'grid', title: 'Grid', settings: DEFAULT_GRID_SETTINGS, query: { fields: 'id,name,age' } });
    expect((await h.request(`/api/v1/grid-view/${projectId}/people/settings`, { headers: { 'xc-auth': token } })).status).toBe(404);
  });

  it('saves filters, sorts and layout, reads them back and says what the view shows', async () => {
    const body = {
      filters: [
        { field: 'name', op: 'like', value: '%a,(b)%' },
        { field: 'age', op: 'gt', value: '17' },
      ],
      filterLogic: 'or',
      sorts: [{ field: 'age', dir: 'desc' }],
      hidden: ['id'],
      order: ['age', 'name'],
      widths: { name: 240 },
      rowHeight: 'tall',
    };
    const put = await settings('people', body);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await settings('people', { ...body, rowHeight: 'medium' })).status).toBe(200);
    const view = await firstView('people');
    expect(view.settings).toEqual({ ...body, rowHeight: 'medium' });
    // Commas and parentheses in values are escaped in the where text.
    expect(view.query).toEqual({ where: '(name,like,%a\\,\\(b\\)%)~or(age,gt,17)', sort: '-age', fields: 'age,name' });
  });

  it('refuses settings the table or the where language cannot take, with 400 { msg }', async () => {
    const bad = async (body: unknown, msg: string | RegExp) => {
      const r = await settings('people', body);
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
  });

  it('lets a viewer read and refuses a viewer write; strangers get 401 / 403', async () => {
    expect((await views('people', '', { token: 'nope' })).status).toBe(401);
    const email = 'viewer@example.com';
    const viewer = await member(email);
    expect((await views('people', '', { token: viewer })).status).toBe(403);
    await h.request(`/api/v1/auth/projects/${projectId}/users`, { body: { email, roles: 'viewer' }, headers: { 'xc-auth': token } });
    expect((await views('people', '', { token: viewer })).status).toBe(200);
    const write = await settings('people', {}, viewer);
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ msg: expect.any(String) });
  });
});

describe('grid settings read leniently', () => {
  const meta: TableMeta = {
    tn: 'people',
    _tn: 'people',
    columns: [
      { cn: 'id', _cn: 'id', uidt: 'ID', dt: 'integer', pk: true, ai: true },
      { cn: 'name', _cn: 'name', uidt: 'SingleLineText', dt: 'varchar' },
      { cn: 'age', _cn: 'age', uidt: 'Number', dt: 'integer' },
    ],
    hasMany: [{ tn: 'people', rtn: 'pets', cn: 'id', rcn: 'owner_id' }],
    v: [{ _cn: 'shout', formula: { value: 'UPPER({name})' } }],
  };
  const table: ViewTableContext = {
    projectId: 'p',
    dbAlias: 'db',
    tn: 'people',
    client: 'sqlite3',
    aliasOf: (tn) => (tn === 'pets' ? 'Pets' : tn),
  };

  it('keeps what fits the table and drops the rest part by part, never throwing', () => {
    const read = readGridSettings(
      {
        filters: [
          { field: 'age', op: 'gt', value: '3' },
          { field: 'shoe', op: 'eq', value: '1' },
          { field: 'age', op: 'gt', value: 'old' },
          { nonsense: true },
        ],
        filterLogic: 'sideways',
        sorts: [{ field: 'gone' }, { field: 'name', dir: 'desc' }],
        hidden: ['gone', 'age', 7],
        order: ['PetsList', 'shout', 'gone'],
        widths: { name: 100, gone: 100, age: 5 },
        rowHeight: 'giant',
        extra: 'ignored',
      },
      meta,
      table,
    );
    expect(read).toEqual({
      filters: [{ field: 'age', op: 'gt', value: '3' }],
      filterLogic: 'and',
      sorts: [{ field: 'name', dir: 'desc' }],
      hidden: ['age'],
      order: ['PetsList', 'shout'],
      widths: { name: 100 },
      rowHeight: 'short',
    });
    for (const raw of [undefined, null, 'text', 42, [], { filters: 'x', widths: [] }])
      expect(readGridSettings(raw, meta, table)).toEqual(DEFAULT_GRID_SETTINGS);
    expect(settingsShape({ rowHeight: 'tall' })).toEqual({ ...DEFAULT_GRID_SETTINGS, rowHeight: 'tall' });
  });

  it('orders shown columns: listed first, the rest in meta order, hidden left out', () => {
    const cols = ['a', 'b', 'c', 'd'].map((key) => ({ key }));
    expect(shownColumns(cols, { order: ['c', 'a'], hidden: ['b'] }).map((c) => c.key)).toEqual(['c', 'a', 'd']);
    expect(shownColumns(cols, { order: [], hidden: [] }).map((c) => c.key)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('grid settings after renamed columns', () => {
  const stored = {
    filters: [
      { field: 'a', op: 'eq', value: 'a' },
      { field: 'b', op: 'gt', value: '2' },
      { field: 'keep', op: 'is', value: 'null' },
    ],
    filterLogic: 'or',
    sorts: [
      { field: 'b', dir: 'desc' },
      { field: 'a', dir: 'asc' },
    ],
    hidden: ['a', 'keep'],
    order: ['b', 'keep', 'a'],
    widths: { a: 100, b: 200, keep: 300 },
    rowHeight: 'tall',
  };

  it('follows a chain to its last name', () => {
    const renamed = renameGridColumns(stored, [
      { from: 'a', to: 'mid' },
      { from: 'mid', to: 'end' },
    ]);
    expect(renamed).toEqual({
      filters: [
        { field: 'end', op: 'eq', value: 'a' },
        { field: 'b', op: 'gt', value: '2' },
        { field: 'keep', op: 'is', value: 'null' },
      ],
      filterLogic: 'or',
      sorts: [
        { field: 'b', dir: 'desc' },
        { field: 'end', dir: 'asc' },
      ],
      hidden: ['end', 'keep'],
      order: ['b', 'keep', 'end'],
      widths: { end: 100, b: 200, keep: 300 },
      rowHeight: 'tall',
    });
  });

  it('swaps two names through a spare one', () => {
    const renamed = renameGridColumns(stored, [
      { from: 'a', to: 'tmp' },
      { from: 'b', to: 'a' },
      { from: 'tmp', to: 'b' },
    ]);
    expect(renamed.filters.map((f) => [f.field, f.value])).toEqual([
      ['b', 'a'],
      ['a', '2'],
      ['keep', 'null'],
    ]);
    expect(renamed.sorts).toEqual([
      { field: 'a', dir: 'desc' },
      { field: 'b', dir: 'asc' },
    ]);
    expect(renamed.hidden).toEqual(['b', 'keep']);
    expect(renamed.order).toEqual(['a', 'keep', 'b']);
    expect(renamed.widths).toEqual({ b: 100, a: 200, keep: 300 });
    // The rest of the settings is untouched, and the input is not changed in place.
    expect(renamed).toMatchObject({ filterLogic: 'or', rowHeight: 'tall' });
    expect(stored.hidden).toEqual(['a', 'keep']);
  });

  it('keeps settings without the renamed names as they are, and reads any stored shape without throwing', () => {
    expect(renameGridColumns(stored, [{ from: 'other', to: 'x' }])).toEqual(stored);
    expect(renameGridColumns(stored, [])).toEqual(stored);
    for (const raw of [undefined, null, 'text', 42, []])
      expect(renameGridColumns(raw, [{ from: 'a', to: 'b' }])).toEqual(DEFAULT_GRID_SETTINGS);
    // Unparsable parts are dropped (as readSettings would), the rest renamed.
    expect(renameGridColumns({ hidden: ['a', 7], widths: { a: 5, b: 90 } }, [{ from: 'b', to: 'c' }])).toEqual({
      ...DEFAULT_GRID_SETTINGS,
      hidden: ['a'],
      widths: { c: 90 },
    });
  });
});
