/**
 * The gallery view type over HTTP (views plugin's API, real SQLite): defaults, saved settings
 * and the query they stand for, the contract's 400s, roles, renamed and dropped columns, and a
 * shared gallery that shows only its visible cells.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedViewInfo, ViewRecord } from '@plinth/sdk';
import { bootTestHost, signedUpProject } from '@plinth/sdk/testing';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { DEFAULT_GALLERY_SETTINGS, type GallerySettings } from '../shared/settings.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'views', 'grid-view', 'gallery-view'];

describe('gallery view type on SQLite', () => {
  let h: TestHost;
  let session: TestProjectSession;
  const views = (path = '', init: { method?: string; body?: unknown; token?: string | null } = {}) =>
    h.request(`/api/v1/views/${session.projectId}/products${path}`, {
      method: init.method,
      body: init.body,
      headers: init.token === null ? {} : { 'xc-auth': init.token ?? session.token },
    });
  const createGallery = async (title: string): Promise<ViewRecord<GallerySettings>> => {
    const r = await views('', { body: { title, type: 'gallery' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const save = (id: string, body: unknown, token?: string) => views(`/${id}/settings`, { method: 'PUT', body, token });
  const read = async (id: string): Promise<ViewRecord<GallerySettings>> =>
    ((await views()).body.list as ViewRecord<GallerySettings>[]).find((v) => v.id === id)!;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Shop' });
    await session.createTables({
      products: { id: 'ID', name: 'SingleLineText', photos: 'Attachment', price: 'Decimal', notes: 'LongText', secret: 'SingleLineText' },
    });
    for (const name of ['Lamp', 'Desk', 'Chair'])
      expect((await session.api('/products', { body: { name, price: 10, secret: 's-x' } })).status).toBe(201);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a gallery with the defaults; its query is every stored column', async () => {
    const view = await createGallery('Cards');
    expect(view).toMatchObject({
      type: 'gallery',
      settings: DEFAULT_GALLERY_SETTINGS,
      query: { fields: 'id,name,photos,price,notes,secret' },
    });
  });

  it('saves a cover, a title and fields; the cover and title are fetched even when hidden', async () => {
    const view = await createGallery('Covers');
    const body = {
      filters: [{ field: 'price', op: 'ge', value: '5' }],
      sorts: [{ field: 'name', dir: 'asc' }],
      hidden: ['photos', 'name', 'secret'],
      order: ['price'],
      coverColumn: 'photos',
      titleColumn: 'name',
      coverFit: 'contain',
    };
    const r = await save(view.id, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.settings).toEqual({ ...DEFAULT_GALLERY_SETTINGS, ...body });
    expect(r.body.query).toEqual({ where: '(price,ge,5)', sort: 'name', fields: 'price,id,notes,photos,name' });
  });

  it('refuses settings the table cannot take, with 400 { msg }', async () => {
    const view = await createGallery('Bad');
    const bad = async (body: unknown, msg: string | RegExp) => {
      const r = await save(view.id, body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.msg).toMatch(msg);
    };
    await bad({ coverColumn: 'name' }, "Cover column 'name' is not an attachment column");
    await bad({ coverColumn: 'ghost' }, "Cover column 'ghost' is not an attachment column");
    await bad({ titleColumn: 'ghost' }, "Unknown column 'ghost'");
    await bad({ coverFit: 'stretch' }, 'Unknown cover fit');
    await bad({ hidden: ['ghost'] }, "Unknown column 'ghost'");
    await bad({ filters: [{ field: 'price', op: 'gt', value: 'cheap' }] }, /cheap/);
    await bad({ rowHeight: 'tall' }, /rowHeight|Unrecognized/i);
    expect((await read(view.id)).settings).toEqual(DEFAULT_GALLERY_SETTINGS);
  });

  it('lets an editor save, a viewer only read; strangers get 401', async () => {
    const view = await createGallery('Roles');
    const editor = await session.member('editor@example.com', 'editor');
    const viewer = await session.member('viewer@example.com', 'viewer');
    expect((await save(view.id, { coverColumn: 'photos' }, editor)).status).toBe(200);
    const refused = await save(view.id, { coverColumn: null }, viewer);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ msg: expect.any(String) });
    expect((await views('', { token: viewer })).status).toBe(200);
    expect((await views('', { token: null })).status).toBe(401);
    // Creating views is for the creator and up (000 s.6), not an editor.
    expect((await views('', { body: { title: 'Mine', type: 'gallery' }, token: editor })).status).toBe(403);
  });

  it('shares a gallery with only its visible cells (cover and title included)', async () => {
    const view = await createGallery('Public');
    await save(view.id, { hidden: ['secret', 'notes'], coverColumn: 'photos', titleColumn: 'name' });
    const shared = await views(`/${view.id}/share`, { body: {} });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const info = (await h.request(`/api/v1/public/views/${shared.body.share.id}`)).body as SharedViewInfo<GallerySettings>;
    expect(info.view).toMatchObject({ type: 'gallery', settings: { coverColumn: 'photos', titleColumn: 'name', filters: [], hidden: [] } });
    expect(info.meta.columns.map((c) => c._cn).sort()).toEqual(['id', 'name', 'photos', 'price']);
    const rows = await h.request(`/api/v1/public/views/${shared.body.share.id}/rows`);
    expect(rows.status).toBe(200);
    expect(JSON.stringify(rows.body)).not.toContain('s-x');
    expect(rows.body.list.map((r: { name: string }) => r.name).sort()).toEqual(['Chair', 'Desk', 'Lamp']);
  });

  it("copies a grid into a gallery: filters, sorts and fields carry over, the rest is the gallery's defaults", async () => {
    const grid = (await views('', { body: { title: 'Priced grid', type: 'grid' } })).body as ViewRecord;
    const shared = {
      filters: [{ field: 'price', op: 'ge', value: '10' }],
      sorts: [{ field: 'name', dir: 'desc' }],
      hidden: ['notes'],
      order: ['price'],
    };
    expect((await save(grid.id, { ...shared, rowHeight: 'tall', widths: { name: 300 } })).status).toBe(200);
    const copy = await views('', { body: { title: 'Priced cards', copyFrom: grid.id, type: 'gallery' } });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body).toMatchObject({ type: 'gallery', settings: { ...DEFAULT_GALLERY_SETTINGS, ...shared } });
    expect(copy.body.settings).not.toHaveProperty('rowHeight');
    const unknown = await views('', { body: { title: 'Nope', copyFrom: grid.id, type: 'nope' } });
    expect(unknown.status).toBe(400);
  });

  it('follows a renamed cover column and drops a dropped one, never failing the view', async () => {
    const view = await createGallery('Schema');
    await save(view.id, { coverColumn: 'photos', titleColumn: 'notes', hidden: ['notes'] });
    await session.rpc('tableUpdate', { tn: 'products', rename: [{ from: 'photos', to: 'images' }] });
    expect((await read(view.id)).settings).toMatchObject({ coverColumn: 'images', titleColumn: 'notes' });
    await session.rpc('tableUpdate', { tn: 'products', drop: ['images', 'notes'] });
    const after = await read(view.id);
    expect(after.settings).toMatchObject({ coverColumn: null, titleColumn: null, hidden: [] });
    expect(after.query.fields).toBe('id,name,price,secret');
  });
});
