import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineManifest, definePlugin, type SharedViewInfo, type ViewRecord } from '@plinth/sdk';
import { ProjectsToken, TableDataToken, ViewTypeToken, type ViewType } from '@plinth/sdk/server';
import {
  bootTestHost,
  createTestDatabase,
  inviteMember,
  signedUpProject,
  projectTargets,
  type ProjectDatabase,
  type TestDatabase,
  type TestHostOptions,
  columnsOf,
} from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data', 'views', 'grid-view'];
const PEOPLE = [
  { name: 'Ann', age: 17, secret: 's-ann' },
  { name: 'Bob', age: 25, secret: 's-bob' },
  { name: 'Cid', age: 31, secret: 's-cid' },
  { name: 'Dee', age: 44, secret: 's-dee' },
  { name: 'Eve', age: 52, secret: 's-eve' },
];

type Res = { status: number; body: any };

/** A booted host with a signed-in admin, one project and helpers for the views API. */
async function bootViews(
  options: {
    metaDb?: string;
    db?: ProjectDatabase;
    dbInput?: Record<string, unknown>;
    plugins?: TestHostOptions['plugins'];
    externalSqliteDirs?: string[];
  } = {},
) {
  const h = await bootTestHost({
    plugins: [...PLUGINS, ...(options.plugins ?? [])],
    metaDb: options.metaDb,
    externalSqliteDirs: options.externalSqliteDirs,
  });
  const { token: admin, projectId, rpc } = await signedUpProject(h, { title: 'Views', db: options.dbInput ?? options.db?.input });
  const as = (token: string | null): Record<string, string> => (token ? { 'xc-auth': token } : {});
  const views = (tn: string, path = '', init: { method?: string; body?: unknown; token?: string | null } = {}): Promise<Res> =>
    h.request(`/api/v1/views/${projectId}/${tn}${path}`, {
      method: init.method,
      body: init.body,
      headers: as(init.token === undefined ? admin : init.token),
    });
  const list = async (tn: string, token: string | null = admin): Promise<ViewRecord[]> => {
    const r = await views(tn, '', { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.list;
  };
  const create = async (tn: string, body: unknown): Promise<ViewRecord> => {
    const r = await views(tn, '', { body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const saveSettings = async (tn: string, id: string, settings: unknown): Promise<ViewRecord> => {
    const r = await views(tn, `/${id}/settings`, { method: 'PUT', body: settings });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const share = async (tn: string, id: string, body: unknown = {}): Promise<ViewRecord> => {
    const r = await views(tn, `/${id}/share`, { body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const pub = (shareId: string, path = '', password?: string): Promise<Res> =>
    h.request(`/api/v1/public/views/${shareId}${path}`, { headers: password === undefined ? {} : { 'xc-password': password } });
  const peopleTable = async (tn = 'people') => {
    await rpc('tableCreate', {
      tn,
      columns: columnsOf({ id: 'ID', name: 'SingleLineText', age: 'Number', secret: 'SingleLineText' }),
    });
    await h.host.kernel.services.get(TableDataToken).createBulk(projectId, tn, PEOPLE, { userId: null });
  };
  return { h, admin, as, projectId, rpc, views, list, create, saveSettings, share, pub, peopleTable };
}

type Views = Awaited<ReturnType<typeof bootViews>>;

/** The grid settings of a view showing name and age (secret hidden), adults only, oldest first. */
const ADULTS_BY_AGE = {
  filters: [{ field: 'age', op: 'ge', value: '18' }],
  sorts: [{ field: 'age', dir: 'desc' }],
  hidden: ['secret'],
  order: ['age', 'name', 'secret'],
  widths: { name: 200, secret: 300 },
};

describe('views on SQLite', () => {
  let v: Views;

  beforeAll(async () => {
    v = await bootViews();
    await v.peopleTable();
  });
  afterAll(async () => {
    await v?.h.close();
  });

  it("a table's first list creates its one default grid view, also under concurrent requests", async () => {
    await v.peopleTable('race');
    const lists = await Promise.all(Array.from({ length: 6 }, () => v.list('race')));
    const ids = new Set(lists.map((l) => l.map((x) => x.id).join()));
    expect(ids.size).toBe(1);
    const [first] = lists[0]!;
    expect(lists[0]).toHaveLength(1);
    expect(first).toMatchObject({
      projectId: v.projectId,
      dbAlias: 'db',
      tn: 'race',
      title: 'Grid',
      type: 'grid',
      order: 1,
      settings: { filters: [], filterLogic: 'and', sorts: [], hidden: [], order: [], widths: {}, rowHeight: 'short' },
      share: null,
      query: { fields: 'id,name,age,secret' },
    });
    expect(new Date(first!.createdAt).getTime()).toBeGreaterThan(0);
    // The default dbAlias spelled out; an unknown table is 404.
    expect((await v.views('race', '?dbAlias=db')).body.list).toHaveLength(1);
    expect((await v.views('nothing')).status).toBe(404);
  });

  it("titles a table's first view in the language of whoever lists it first; the title then stays", async () => {
    await v.peopleTable('raster');
    const inGerman = await v.h.request(`/api/v1/views/${v.projectId}/raster`, {
      headers: { ...v.as(v.admin), 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(inGerman.body.list.map((x: ViewRecord) => x.title)).toEqual(['Raster']);
    // Data from then on: another language sees the same title.
    expect((await v.list('raster')).map((x) => x.title)).toEqual(['Raster']);
    await v.peopleTable('gitter');
    const inJapanese = await v.h.request(`/api/v1/views/${v.projectId}/gitter`, { headers: { ...v.as(v.admin), 'accept-language': 'ja' } });
    expect(inJapanese.body.list.map((x: ViewRecord) => x.title)).toEqual(['グリッド']);
  });

  it('creates, copies (settings, not the share), renames and reorders views with the contract messages', async () => {
    const [grid] = await v.list('people');
    const saved = await v.saveSettings('people', grid!.id, ADULTS_BY_AGE);
    expect(saved.query).toEqual({ where: '(age,ge,18)', sort: '-age', fields: 'age,name,id' });
    await v.share('people', grid!.id);

    const mine = await v.create('people', { title: '  Mine ' });
    expect(mine).toMatchObject({ title: 'Mine', type: 'grid', order: 2, share: null, settings: { filters: [], hidden: [] } });
    const copy = await v.create('people', { title: 'Copy', copyFrom: grid!.id });
    expect(copy).toMatchObject({ order: 3, share: null, type: 'grid' });
    expect(copy.settings).toEqual(saved.settings);

    const bad = async (body: unknown, status: number, msg: string) => {
      const r = await v.views('people', '', { body });
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.body).toEqual({ msg });
    };
    await bad({ title: 'mINE' }, 409, 'A view named "mINE" already exists');
    await bad({}, 400, 'View name required');
    await bad({ title: '   ' }, 400, 'View name required');
    await bad({ title: 'x'.repeat(256) }, 400, 'View name is at most 255 characters');
    await bad({ title: 'Board', type: 'kanban' }, 400, 'Unknown view type kanban');
    await bad({ title: 'Other', copyFrom: '00000000-0000-4000-8000-000000000000' }, 404, 'View not found');

    // Rename: another view's title is refused, a change of case of its own is not.
    const rename = (id: string, body: unknown) => v.views('people', `/${id}`, { method: 'PATCH', body });
    expect(await rename(mine.id, { title: 'copy' })).toMatchObject({ status: 409, body: { msg: 'A view named "copy" already exists' } });
    expect(await rename(mine.id, { title: '' })).toMatchObject({ status: 400, body: { msg: 'View name required' } });
    const renamed = await rename(mine.id, { title: 'MINE' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: mine.id, title: 'MINE', order: 2 });
    expect(await rename('no-such-view', { title: 'x' })).toMatchObject({ status: 404, body: { msg: 'View not found' } });

    // Move the copy to the front: the others shift, orders stay 1..n.
    const moved = await rename(copy.id, { order: 1 });
    expect(moved.body).toMatchObject({ id: copy.id, order: 1 });
    expect((await v.list('people')).map((x) => [x.title, x.order])).toEqual([
      ['Copy', 1],
      ['Grid', 2],
      ['MINE', 3],
    ]);
    await rename(copy.id, { order: 99 });
    expect((await v.list('people')).map((x) => x.title)).toEqual(['Grid', 'MINE', 'Copy']);
    expect((await rename(copy.id, { order: 1.5 })).status).toBe(400);
  });

  it('deletes views but never the last one of a table', async () => {
    await v.peopleTable('deletes');
    const [first] = await v.list('deletes');
    const second = await v.create('deletes', { title: 'Second' });
    const del = (id: string) => v.views('deletes', `/${id}`, { method: 'DELETE' });
    expect(await del(first!.id)).toMatchObject({ status: 200, body: { msg: 'View deleted' } });
    expect(await del(first!.id)).toMatchObject({ status: 404, body: { msg: 'View not found' } });
    expect(await del(second.id)).toMatchObject({ status: 400, body: { msg: 'The last view of a table cannot be deleted' } });
    expect((await v.list('deletes')).map((x) => [x.id, x.order])).toEqual([[second.id, 1]]);
    // A view is reached through its own table only.
    expect((await v.views('people', `/${second.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('allows at most 100 views per table', async () => {
    await v.peopleTable('many');
    await v.list('many');
    for (let i = 2; i <= 100; i++) await v.create('many', { title: `View ${i}` });
    const r = await v.views('many', '', { body: { title: 'One too many' } });
    expect(r).toMatchObject({ status: 400, body: { msg: 'A table has at most 100 views' } });
  });

  it('checks settings with the view type: 400 with its message', async () => {
    const [grid] = await v.list('people');
    const bad = async (body: unknown, msg: string | RegExp) => {
      const r = await v.views('people', `/${grid!.id}/settings`, { method: 'PUT', body });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.msg).toMatch(msg);
    };
    await bad({ hidden: ['ghost'] }, "Unknown column 'ghost'");
    await bad({ filters: [{ field: 'shoe', op: 'eq', value: '1' }] }, /shoe/);
    await bad({ filters: [{ field: 'age', op: 'gt', value: 'old' }] }, /old/);
    await bad({ rowHeight: 'giant' }, 'Unknown row height');
    await bad({ widths: { name: 5 } }, 'A column is at least 40 px wide');
    await bad({ extra: 1 }, /extra|Unrecognized/i);
    expect((await v.views('people', '/no-such-view/settings', { method: 'PUT', body: {} })).status).toBe(404);
  });

  it('lets an editor save settings only, a viewer only list, strangers nothing', async () => {
    const editor = await inviteMember(v.h, v.admin, v.projectId, 'editor@example.com', 'editor');
    const viewer = await inviteMember(v.h, v.admin, v.projectId, 'viewer@example.com', 'viewer');
    const [grid] = await v.list('people');
    const id = grid!.id;
    const status = async (token: string | null, path: string, method: string, body?: unknown) =>
      (await v.views('people', path, { method, body, token })).status;

    expect(await status(editor, '', 'GET')).toBe(200);
    expect(await status(editor, `/${id}/settings`, 'PUT', { ...ADULTS_BY_AGE, rowHeight: 'tall' })).toBe(200);
    expect(await status(editor, '', 'POST', { title: 'By editor' })).toBe(403);
    expect(await status(editor, `/${id}`, 'PATCH', { title: 'By editor' })).toBe(403);
    expect(await status(editor, `/${id}`, 'DELETE')).toBe(403);
    expect(await status(editor, `/${id}/share`, 'POST', {})).toBe(403);
    expect(await status(editor, `/${id}/share`, 'DELETE')).toBe(403);

    expect(await status(viewer, '', 'GET')).toBe(200);
    expect(await status(viewer, `/${id}/settings`, 'PUT', ADULTS_BY_AGE)).toBe(403);
    expect(await status(viewer, '', 'POST', { title: 'By viewer' })).toBe(403);

    expect(await status(null, '', 'GET')).toBe(401);
    expect(await status('not-a-token', '', 'GET')).toBe(401);
    // The admin previewing as editor is an editor.
    const preview = await v.h.request(`/api/v1/views/${v.projectId}/people`, {
      body: { title: 'Previewed' },
      headers: { ...v.as(v.admin), 'xc-preview': 'editor' },
    });
    expect(preview.status).toBe(403);
  });

  it('shares a view, keeps its link when the password is set or cleared, and unshares it', async () => {
    const view = await v.create('people', { title: 'Shared' });
    const shared = await v.share('people', view.id);
    expect(shared.share).toEqual({ id: expect.any(String), hasPassword: false });
    const linkId = shared.share!.id;
    expect((await v.share('people', view.id, { password: 'open sesame' })).share).toEqual({ id: linkId, hasPassword: true });
    expect((await v.share('people', view.id, { password: null })).share).toEqual({ id: linkId, hasPassword: false });
    expect((await v.share('people', view.id, { password: 'again' })).share).toEqual({ id: linkId, hasPassword: true });
    expect((await v.share('people', view.id, {})).share).toEqual({ id: linkId, hasPassword: false });
    // The password is never answered, nor stored as typed.
    await v.share('people', view.id, { password: 'open sesame' });
    const stored = await v.h.host.meta.knex('view_records').where({ id: view.id }).first();
    expect(stored.share_password).toMatch(/^scrypt\$/);
    expect(JSON.stringify(await v.list('people'))).not.toContain('open sesame');

    const tooLong = await v.views('people', `/${view.id}/share`, { body: { password: 'x'.repeat(129) } });
    expect(tooLong).toMatchObject({ status: 400, body: { msg: 'A share password has at most 128 characters' } });
    expect((await v.views('people', `/${view.id}/share`, { body: { password: '' } })).status).toBe(400);

    expect((await v.pub(linkId, '', 'open sesame')).status).toBe(200);
    const unshared = await v.views('people', `/${view.id}/share`, { method: 'DELETE' });
    expect(unshared).toMatchObject({ status: 200, body: { id: view.id, share: null } });
    expect(await v.pub(linkId, '', 'open sesame')).toMatchObject({ status: 404, body: { msg: 'Shared view not found' } });
    // Shared again: a new link; the old one stays dead.
    const again = await v.share('people', view.id);
    expect(again.share!.id).not.toBe(linkId);
  });

  it('answers a shared view with only its visible columns and settings that name no hidden column', async () => {
    const view = await v.create('people', { title: 'Public adults' });
    await v.saveSettings('people', view.id, ADULTS_BY_AGE);
    const { share } = await v.share('people', view.id);
    const r = await v.pub(share!.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const info = r.body as SharedViewInfo<typeof ADULTS_BY_AGE>;
    expect(info.view).toMatchObject({ title: 'Public adults', type: 'grid', shareId: share!.id });
    expect(info.meta.columns.map((c) => c._cn)).toEqual(['age', 'name', 'id']);
    expect(info.meta).not.toHaveProperty('v');
    expect(info.view.settings).toMatchObject({ filters: [], sorts: [], hidden: [], order: ['age', 'name'], widths: { name: 200 } });
    expect(JSON.stringify(info)).not.toContain('secret');
    expect(await v.pub('no-such-share')).toMatchObject({ status: 404, body: { msg: 'Shared view not found' } });
  });

  it('serves rows through the view: its filter and sort apply, hidden columns can be neither read nor probed', async () => {
    const view = await v.create('people', { title: 'Rows' });
    await v.saveSettings('people', view.id, ADULTS_BY_AGE);
    const { share } = await v.share('people', view.id);
    const rows = (query = '') => v.pub(share!.id, `/rows${query}`);

    const all = await rows();
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.list.map((p: { name: string }) => p.name)).toEqual(['Eve', 'Dee', 'Cid', 'Bob']);
    expect(all.body.pageInfo).toMatchObject({ totalRows: 4, isFirstPage: true, isLastPage: true });
    for (const row of all.body.list) expect(Object.keys(row).sort()).toEqual(['age', 'id', 'name']);
    expect(JSON.stringify(all.body)).not.toContain('s-');

    // `fields` is the view's whatever is asked; the visitor may narrow and reorder.
    expect((await rows('?fields=secret')).body.list[0]).not.toHaveProperty('secret');
    const narrowed = await rows(`?where=${encodeURIComponent('(age,lt,40)')}&sort=name`);
    expect(narrowed.body.list.map((p: { name: string }) => p.name)).toEqual(['Bob', 'Cid']);
    const paged = await rows('?limit=1&offset=1&withTotal=false');
    expect(paged.body.list.map((p: { name: string }) => p.name)).toEqual(['Dee']);
    expect(paged.body.pageInfo.totalRows).toBeNull();

    // Hidden columns, by name or position in the where language, and attempts to widen the filter.
    for (const query of [
      `?where=${encodeURIComponent('(secret,eq,s-ann)')}`,
      `?where=${encodeURIComponent('(age,gt,0)~or(secret,like,s%)')}`,
      `?where=${encodeURIComponent('(age,lt,100))~or((id,gt,0)')}`,
      '?sort=secret',
      '?sort=-secret',
      '?withTotal=maybe',
    ]) {
      const r = await rows(query);
      expect(r.status, `${query}: ${JSON.stringify(r.body)}`).toBe(400);
      expect(r.body.msg).toEqual(expect.any(String));
    }
    // A where that matches everything still gets the view's filter (Ann is 17).
    const wide = await rows(`?where=${encodeURIComponent('(age,lt,100)~or(age,is,null)')}`);
    expect(wide.body.list.map((p: { name: string }) => p.name)).toEqual(['Eve', 'Dee', 'Cid', 'Bob']);

    const count = await v.pub(share!.id, `/count?where=${encodeURIComponent('(age,gt,30)')}`);
    expect(count).toMatchObject({ status: 200, body: { count: 3 } });
    expect((await v.pub(share!.id, '/count')).body).toEqual({ count: 4 });
    // A small table is counted even when an estimate is allowed; the view's filter still applies.
    expect((await v.pub(share!.id, '/count?estimate=true')).body).toEqual({ count: 4 });
    expect(await v.pub(share!.id, '/count?estimate=soon')).toMatchObject({
      status: 400,
      body: { msg: "estimate must be 'true' or 'false'" },
    });
    expect((await v.pub(share!.id, `/count?where=${encodeURIComponent('(secret,eq,x)')}`)).status).toBe(400);
  });

  it('asks for the password of a protected link and limits wrong guesses', async () => {
    const view = await v.create('people', { title: 'Protected' });
    const { share } = await v.share('people', view.id, { password: 'open sesame' });
    const id = share!.id;
    expect(await v.pub(id)).toMatchObject({ status: 401, body: { msg: 'Password required', passwordRequired: true } });
    expect(await v.pub(id, '/rows')).toMatchObject({ status: 401, body: { passwordRequired: true } });
    expect(await v.pub(id, '', 'wrong')).toMatchObject({ status: 403, body: { msg: 'Invalid password' } });
    expect((await v.pub(id, '', 'open sesame')).status).toBe(200);
    expect((await v.pub(id, '/rows', 'open sesame')).body.list).toHaveLength(5);
    expect((await v.pub(id, '/count', 'open sesame')).body).toEqual({ count: 5 });

    // 10 wrong guesses a minute; then even the right one waits, except where already verified.
    for (let i = 1; i < 10; i++) expect((await v.pub(id, '', `wrong ${i}`)).status).toBe(403);
    expect(await v.pub(id, '', 'wrong 10')).toMatchObject({ status: 429, body: { msg: 'Too many attempts, try again later' } });
    expect((await v.pub(id, '', 'still wrong')).status).toBe(429);
    // A new password is a new check: refused while the link is limited.
    await v.share('people', view.id, { password: 'new secret' });
    expect((await v.pub(id, '', 'new secret')).status).toBe(429);
    expect((await v.pub(id, '', 'open sesame')).status).toBe(429);
  });

  it("keeps a view working when its columns go: stored settings are read leniently; a dropped table's views go", async () => {
    await v.peopleTable('shrinking');
    const [grid] = await v.list('shrinking');
    await v.saveSettings('shrinking', grid!.id, {
      filters: [
        { field: 'age', op: 'ge', value: '18' },
        { field: 'name', op: 'neq', value: 'Zed' },
      ],
      sorts: [
        { field: 'age', dir: 'desc' },
        { field: 'name', dir: 'asc' },
      ],
      hidden: ['secret', 'age'],
      order: ['age', 'name'],
      widths: { age: 90, name: 200 },
    });
    const { share } = await v.share('shrinking', grid!.id);
    await v.rpc('tableUpdate', { tn: 'shrinking', drop: ['age'] });
    const [after] = await v.list('shrinking');
    expect(after!.settings).toEqual({
      filters: [{ field: 'name', op: 'neq', value: 'Zed' }],
      filterLogic: 'and',
      sorts: [{ field: 'name', dir: 'asc' }],
      hidden: ['secret'],
      order: ['name'],
      widths: { name: 200 },
      rowHeight: 'short',
    });
    expect(after!.query).toEqual({ where: '(name,neq,Zed)', sort: 'name', fields: 'name,id' });
    const rows = await v.pub(share!.id, '/rows');
    expect(rows.status, JSON.stringify(rows.body)).toBe(200);
    expect(rows.body.list.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob', 'Cid', 'Dee', 'Eve']);

    await v.rpc('tableDelete', { tn: 'shrinking' });
    expect(await v.h.host.meta.knex('view_records').where({ project_id: v.projectId, tn: 'shrinking' })).toEqual([]);
    expect(await v.pub(share!.id)).toMatchObject({ status: 404 });
    expect((await v.list('people')).length).toBeGreaterThan(0);
  });

  it('keeps the views of a renamed table, and moves them back when the rename is undone', async () => {
    await v.peopleTable('before_rename');
    const [grid] = await v.list('before_rename');
    await v.saveSettings('before_rename', grid!.id, { filters: [{ field: 'age', op: 'ge', value: '18' }], hidden: ['secret'] });
    const { share } = await v.share('before_rename', grid!.id);
    await v.rpc('tableRename', { tn: 'before_rename', tn_new: 'after_rename' });
    const [moved, ...others] = await v.list('after_rename');
    expect(others).toEqual([]);
    expect(moved).toMatchObject({
      id: grid!.id,
      tn: 'after_rename',
      settings: { filters: [{ field: 'age', op: 'ge', value: '18' }], hidden: ['secret'] },
    });
    const rows = await v.pub(share!.id, '/rows');
    expect(rows.status, JSON.stringify(rows.body)).toBe(200);
    expect(rows.body.list.length).toBeGreaterThan(0);

    await v.rpc('schemaUndo', {});
    expect((await v.list('before_rename')).map((x) => x.id)).toEqual([grid!.id]);
    expect(await v.h.host.meta.knex('view_records').where({ project_id: v.projectId, tn: 'after_rename' })).toEqual([]);
  });

  it('seeds the first view of a table from the grid settings saved before named views', async () => {
    await v.peopleTable('legacy');
    await v.h.host.meta.knex('grid_view_settings').insert({
      project_id: v.projectId,
      db_alias: 'db',
      tn: 'legacy',
      // A column since dropped ('shoe') is left out, the rest kept.
      settings: JSON.stringify({
        sorts: [{ field: 'name', dir: 'desc' }],
        hidden: ['secret', 'shoe'],
        widths: { name: 180 },
        rowHeight: 'medium',
      }),
      updated_at: new Date(),
    });
    const [first, ...rest] = await v.list('legacy');
    expect(rest).toEqual([]);
    expect(first!.settings).toEqual({
      filters: [],
      filterLogic: 'and',
      sorts: [{ field: 'name', dir: 'desc' }],
      hidden: ['secret'],
      order: [],
      widths: { name: 180 },
      rowHeight: 'medium',
    });
    // New views start from the defaults, not from the legacy row.
    expect((await v.create('legacy', { title: 'Fresh' })).settings).toMatchObject({ sorts: [], hidden: [] });
  });

  it("drops a project's views with the project", async () => {
    const other = await signedUpProject(v.h, { title: 'Doomed', token: v.admin });
    const pid = other.projectId;
    await other.rpc('tableCreate', { tn: 'things', columns: [{ cn: 'id', uidt: 'ID' }] });
    expect((await v.h.request(`/api/v1/views/${pid}/things`, { headers: v.as(v.admin) })).body.list).toHaveLength(1);
    expect(await v.h.host.meta.knex('view_records').where({ project_id: pid })).toHaveLength(1);
    expect((await other.rpcAnswer('projectDelete', { dropDatabase: true })).status).toBe(200);
    expect(await v.h.host.meta.knex('view_records').where({ project_id: pid })).toEqual([]);
    expect((await v.h.host.meta.knex('view_records').where({ project_id: v.projectId })).length).toBeGreaterThan(0);
  });
});

/** A view type without `renameColumns`: its settings name columns but are left as stored. */
interface MemoSettings {
  columns: string[];
}
const memoSettings = (raw: unknown): MemoSettings => {
  const columns = (raw as { columns?: unknown } | null)?.columns;
  return { columns: Array.isArray(columns) ? columns.filter((c): c is string => typeof c === 'string') : [] };
};
const memoType: ViewType<MemoSettings> = {
  type: 'memo',
  defaultTitle: 'Memo',
  defaultSettings: () => ({ columns: [] }),
  parseSettings: memoSettings,
  readSettings: memoSettings,
  query: () => ({}),
};
const memoPlugin = definePlugin({
  manifest: defineManifest({ id: 'memo-view', version: '0.0.0', displayName: 'Memo view', dependsOn: ['views', 'grid-view'] }),
  server: {
    setup(ctx) {
      ctx.services.provide(ViewTypeToken, memoType as ViewType);
    },
  },
});

describe('views after renamed columns (camelized aliases)', () => {
  let v: Views;
  /** Grid settings naming the columns of `crew` by alias. */
  const CREW = {
    filters: [
      { field: 'ageYears', op: 'ge', value: '18' },
      { field: 'fullName', op: 'neq', value: 'Zed' },
    ],
    filterLogic: 'and',
    sorts: [{ field: 'fullName', dir: 'desc' }],
    hidden: ['secretNote'],
    order: ['fullName', 'ageYears', 'secretNote'],
    widths: { fullName: 200, secretNote: 300 },
    rowHeight: 'short',
  };
  const CREW_QUERY = { where: '(ageYears,ge,18)~and(fullName,neq,Zed)', sort: '-fullName', fields: 'fullName,ageYears,id' };
  const gridOf = async (tn: string) => (await v.list(tn)).find((x) => x.type === 'grid')!;
  const memoOf = async (tn: string) => (await v.list(tn)).find((x) => x.type === 'memo')!;

  beforeAll(async () => {
    const external = mkdtempSync(join(tmpdir(), 'plinth-renames-'));
    const dbInput = {
      client: 'sqlite3',
      connection: { filename: join(external, 'renames.db') },
      inflection: { tn: 'camelize', cn: 'camelize' },
    };
    v = await bootViews({ dbInput, plugins: [memoPlugin], externalSqliteDirs: [external] });
    const text = (cn: string) => ({ cn, uidt: 'SingleLineText' });
    await v.rpc('tableCreate', {
      tn: 'crew',
      columns: [{ cn: 'id', uidt: 'ID' }, text('full_name'), { cn: 'age_years', uidt: 'Number' }, text('secret_note')],
    });
    await v.rpc('tableCreate', { tn: 'guests', columns: [{ cn: 'id', uidt: 'ID' }, text('full_name')] });
    const grid = await gridOf('crew');
    expect((await v.saveSettings('crew', grid.id, CREW)).query).toEqual(CREW_QUERY);
    const memo = await v.create('crew', { title: 'Notes', type: 'memo' });
    await v.saveSettings('crew', memo.id, { columns: ['fullName'] });
    await v.saveSettings('guests', (await gridOf('guests')).id, { sorts: [{ field: 'fullName', dir: 'asc' }], hidden: ['fullName'] });
  });
  afterAll(async () => {
    await v?.h.close();
  });

  it("carries renamed columns into the table's grid views (settings and query), and back when the rename is undone", async () => {
    const guestsBefore = (await gridOf('guests')).settings;
    // What the column editor sends when a column is renamed.
    await v.rpc('tableUpdate', {
      tn: 'crew',
      rename: [
        { from: 'full_name', to: 'display_name' },
        { from: 'secret_note', to: 'private_note' },
      ],
    });
    const grid = await gridOf('crew');
    expect(grid.settings).toEqual({
      ...CREW,
      filters: [
        { field: 'ageYears', op: 'ge', value: '18' },
        { field: 'displayName', op: 'neq', value: 'Zed' },
      ],
      sorts: [{ field: 'displayName', dir: 'desc' }],
      hidden: ['privateNote'],
      order: ['displayName', 'ageYears', 'privateNote'],
      widths: { displayName: 200, privateNote: 300 },
    });
    expect(grid.query).toEqual({
      where: '(ageYears,ge,18)~and(displayName,neq,Zed)',
      sort: '-displayName',
      fields: 'displayName,ageYears,id',
    });
    // Stored that way, not only read that way.
    const row = await v.h.host.meta.knex('view_records').where({ id: grid.id }).first();
    expect(JSON.parse(row.settings)).toEqual(grid.settings);
    // A type without renameColumns keeps its settings as stored; another table's views are not touched.
    expect((await memoOf('crew')).settings).toEqual({ columns: ['fullName'] });
    expect((await gridOf('guests')).settings).toEqual(guestsBefore);

    await v.rpc('schemaUndo', {});
    const back = await gridOf('crew');
    expect(back.settings).toEqual(CREW);
    expect(back.query).toEqual(CREW_QUERY);
    expect((await gridOf('guests')).settings).toEqual(guestsBefore);
  });

  it("leaves a table's views alone when a column of another table is renamed", async () => {
    await v.rpc('tableUpdate', { tn: 'guests', rename: [{ from: 'full_name', to: 'guest_name' }] });
    expect((await gridOf('guests')).settings).toMatchObject({ sorts: [{ field: 'guestName', dir: 'asc' }], hidden: ['guestName'] });
    expect((await gridOf('crew')).settings).toEqual(CREW);
    expect((await memoOf('crew')).settings).toEqual({ columns: ['fullName'] });
    await v.rpc('schemaUndo', {});
    expect((await gridOf('guests')).settings).toMatchObject({ sorts: [{ field: 'fullName', dir: 'asc' }], hidden: ['fullName'] });
  });

  it('follows a column of a table renamed in the same change, a chain and a swap, and all of it undone', async () => {
    const projects = v.h.host.kernel.services.get(ProjectsToken);
    await projects.changeSchema(
      v.projectId,
      'db',
      [
        { op: 'renameTable', from: 'crew', to: 'team' },
        { op: 'renameColumn', tn: 'team', from: 'age_years', to: 'age_mid' },
        { op: 'renameColumn', tn: 'team', from: 'age_mid', to: 'age' },
        // full_name and secret_note trade names through a spare one.
        { op: 'renameColumn', tn: 'team', from: 'full_name', to: 'spare' },
        { op: 'renameColumn', tn: 'team', from: 'secret_note', to: 'full_name' },
        { op: 'renameColumn', tn: 'team', from: 'spare', to: 'secret_note' },
      ],
      null,
    );
    const grid = await gridOf('team');
    expect(grid.settings).toEqual({
      ...CREW,
      filters: [
        { field: 'age', op: 'ge', value: '18' },
        { field: 'secretNote', op: 'neq', value: 'Zed' },
      ],
      sorts: [{ field: 'secretNote', dir: 'desc' }],
      hidden: ['fullName'],
      order: ['secretNote', 'age', 'fullName'],
      widths: { secretNote: 200, fullName: 300 },
    });
    expect(grid.query).toEqual({ where: '(age,ge,18)~and(secretNote,neq,Zed)', sort: '-secretNote', fields: 'secretNote,age,id' });

    await v.rpc('schemaUndo', {});
    const back = await gridOf('crew');
    expect(back).toMatchObject({ id: grid.id, settings: CREW, query: CREW_QUERY });
  });
});

// The meta store's own unique index, transactions and upserts, and rows of a server database.
const SERVERS = [
  { name: 'PostgreSQL', server: 'pg' as const },
  { name: 'MariaDB', server: 'mysql' as const },
];

describe.each(SERVERS)('views on a $name meta store and project database', ({ name, server }) => {
  let v: Views;
  let metaDb: TestDatabase;
  let db: ProjectDatabase;

  beforeAll(async () => {
    metaDb = await createTestDatabase(server, 'plinth_views_meta');
    db = await projectTargets('plinth_views')
      .find((t) => t.name === name)!
      .open();
    v = await bootViews({ metaDb: metaDb.url, db });
    await v.peopleTable();
  });
  afterAll(async () => {
    await v?.h.close();
    await db?.drop();
    await metaDb?.drop();
  });

  it('creates one first view under concurrent lists and refuses duplicate titles through the database', async () => {
    const lists = await Promise.all(Array.from({ length: 6 }, () => v.list('people')));
    expect(new Set(lists.map((l) => l.map((x) => x.id).join())).size).toBe(1);
    const created = await Promise.all(Array.from({ length: 4 }, () => v.views('people', '', { body: { title: 'Twin' } })));
    expect(created.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const other = await v.create('people', { title: 'Other' });
    const renamed = await Promise.all(
      [other.id, created.find((r) => r.status === 201)!.body.id].map((id) =>
        v.views('people', `/${id}`, { method: 'PATCH', body: { title: 'Same' } }),
      ),
    );
    expect(renamed.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('serves the rows of a shared view with its filter and sort, hidden columns out of reach', async () => {
    const view = await v.create('people', { title: 'Adults' });
    await v.saveSettings('people', view.id, ADULTS_BY_AGE);
    const { share } = await v.share('people', view.id, { password: 'server pass' });
    const rows = await v.pub(share!.id, `/rows?where=${encodeURIComponent('(age,gt,30)')}`, 'server pass');
    expect(rows.status, JSON.stringify(rows.body)).toBe(200);
    expect(rows.body.list).toEqual([
      { age: 52, name: 'Eve', id: expect.anything() },
      { age: 44, name: 'Dee', id: expect.anything() },
      { age: 31, name: 'Cid', id: expect.anything() },
    ]);
    expect((await v.pub(share!.id, `/rows?where=${encodeURIComponent('(secret,eq,s-ann)')}`, 'server pass')).status).toBe(400);
    expect((await v.pub(share!.id, '/count', 'server pass')).body).toEqual({ count: 4 });
  });
});

describe('attachments of a shared view', () => {
  let v: Awaited<ReturnType<typeof bootViews>>;
  beforeAll(async () => {
    v = await bootViews({ plugins: ['storage-local'] });
  });
  afterAll(async () => {
    await v?.h.close();
  });

  it('answers read links signed at the time of the request, not the expired ones stored with the row', async () => {
    await v.rpc('tableCreate', {
      tn: 'docs',
      columns: columnsOf({ id: 'ID', title: 'SingleLineText', files: 'Attachment' }),
    });
    const form = new FormData();
    form.append('files', new Blob(['hello visitor'], { type: 'text/plain' }), 'note.txt');
    const uploaded = await fetch(`${v.h.url}/api/v1/storage/${v.projectId}/upload`, { method: 'POST', body: form, headers: v.as(v.admin) });
    expect(uploaded.status).toBe(201);
    const [file] = ((await uploaded.json()) as { list: { url: string; path: string; title: string; mimetype: string; size: number }[] })
      .list;
    // As stored by a grid an hour ago: the link's token has expired.
    const stale = { ...file!, url: `/api/v1/storage/${v.projectId}/files/${file!.path}?token=1.${'A'.repeat(43)}` };
    expect((await fetch(`${v.h.url}${stale.url}`)).status).toBe(401);
    await v.h.host.kernel.services.get(TableDataToken).create(v.projectId, 'docs', { title: 'Note', files: [stale] }, { userId: null });
    const [grid] = await v.list('docs');
    const { share } = await v.share('docs', grid!.id);

    const rows = await v.pub(share!.id, '/rows');
    expect(rows.status, JSON.stringify(rows.body)).toBe(200);
    const files = rows.body.list[0].files;
    const list = (typeof files === 'string' ? JSON.parse(files) : files) as { url: string; path: string; title: string }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ path: file!.path, title: 'note.txt' });
    expect(list[0]!.url).not.toBe(stale.url);
    const download = await fetch(`${v.h.url}${list[0]!.url}`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('hello visitor');
  });
});
