import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableMeta } from '@plinth/sdk';
import type { TestDatabase, TestHost } from '@plinth/sdk/testing';
import {
  bootTestHost,
  columnsOf,
  connectionFromUrl,
  createProject,
  createTestDatabase,
  inviteAccount,
  signUpSuperAdmin,
} from '@plinth/sdk/testing';
import { BUILT_IN_TEMPLATES } from '../server/builtins/index.js';
import type { TemplateDocument, TemplateListItem } from '../types.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'templates'];

type Rpc = (op: string, projectId: string | undefined, args?: unknown, headers?: Record<string, string>) => ReturnType<TestHost['request']>;

async function boot(): Promise<{ h: TestHost; admin: string; rpc: Rpc }> {
  const h = await bootTestHost({ plugins: PLUGINS });
  const admin = await signUpSuperAdmin(h);
  const rpc: Rpc = (op, projectId, args = {}, headers = { 'xc-auth': admin }) =>
    h.request(`/dashboard?q=sqlOp_${op}`, { body: { api: 'xcAuth', env: '_noco', dbAlias: 'db', project_id: projectId, args }, headers });
  return { h, admin, rpc };
}

async function metaOf(rpc: Rpc, projectId: string, tn: string): Promise<TableMeta> {
  const r = await rpc('tableXcModelGet', projectId, { tn });
  expect(r.status, `${tn}: ${JSON.stringify(r.body)}`).toBe(200);
  return JSON.parse(r.body.meta) as TableMeta;
}

const tableNames = async (rpc: Rpc, projectId: string) =>
  ((await rpc('tableList', projectId)).body.list as { tn: string }[]).map((t) => t.tn).sort();

/** Every table, column and relation the document names is in the project's meta. */
async function expectProjectHolds(rpc: Rpc, projectId: string, doc: TemplateDocument) {
  for (const t of doc.tables) {
    const meta = await metaOf(rpc, projectId, t.tn);
    const columns = meta.columns.map((c) => c.cn);
    expect(columns[0]).toBe('id');
    expect(meta.columns[0]).toMatchObject({ pk: true, ai: true });
    for (const c of t.columns) expect(columns, `${t.tn}.${c.cn}`).toContain(c.cn);
    for (const hm of t.hasMany)
      expect(meta.hasMany, `${t.tn} hm ${hm.tn}`).toContainEqual(expect.objectContaining({ tn: t.tn, rtn: hm.tn, cn: 'id' }));
    for (const bt of t.belongsTo) {
      expect(meta.belongsTo, `${t.tn} bt ${bt.tn}`).toContainEqual(
        expect.objectContaining({ tn: t.tn, rtn: bt.tn, cn: bt._cn, rcn: 'id' }),
      );
      expect(meta.columns.find((c) => c.cn === bt._cn)).toBeDefined();
    }
    for (const mm of t.manyToMany)
      expect(meta.manyToMany, `${t.tn} mm ${mm.rtn}`).toContainEqual(expect.objectContaining({ tn: t.tn, rtn: mm.rtn }));
    // lookups and rollups arrive as meta-only columns
    expect(meta.v ?? [], `${t.tn} virtual columns`).toEqual(t.v);
  }
}

describe('projects from templates (embedded SQLite)', () => {
  let h: TestHost;
  let admin: string;
  let rpc: Rpc;
  let gallery: TemplateListItem[];
  beforeAll(async () => {
    ({ h, admin, rpc } = await boot());
    gallery = (await h.request('/api/v1/nc/templates')).body.data;
  });
  afterAll(() => h?.close());

  it.each(BUILT_IN_TEMPLATES.map((doc, i) => ({ doc, i, title: doc.title })))(
    'creates a project from the built-in $title',
    async ({ doc, i }) => {
      const r = await rpc('projectCreateByWebWithXCDB', undefined, {
        title: `${doc.title} project`,
        projectType: 'rest',
        template: gallery[i]!.id,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(['id', 'title']);
      expect(r.body.title).toBe(`${doc.title} project`);
      const projectId = r.body.id as string;
      await expectProjectHolds(rpc, projectId, doc);
      const junctions =
        ((await rpc('xcTableAndViewList', projectId, { includeM2M: true })).body.list as { tn: string }[]).length - doc.tables.length;
      const pairs = new Set(doc.tables.flatMap((t) => t.manyToMany.map((m) => [t.tn, m.rtn].sort().join())));
      expect(junctions).toBe(pairs.size);
      expect(await tableNames(rpc, projectId)).toEqual(expect.arrayContaining(doc.tables.map((t) => t.tn)));
      // One schema change, logged as such (undoable in one step).
      expect((await rpc('schemaLog', projectId)).body.list).toHaveLength(1);
    },
  );

  it('checks the CRM relations in detail', async () => {
    const r = await rpc('projectCreateByWebWithXCDB', undefined, { template: String(gallery[0]!.id) });
    expect(r.body.title).toBe('Sales CRM');
    const companies = await metaOf(rpc, r.body.id, 'companies');
    expect(companies.hasMany!.map((x) => [x.rtn, x.rcn]).sort()).toEqual([
      ['contacts', 'company_id'],
      ['deals', 'company_id'],
    ]);
    const deals = await metaOf(rpc, r.body.id, 'deals');
    // the template's column types survive in meta even where the database stores plainer ones
    expect(deals.columns.map((c) => [c.cn, c.uidt])).toEqual([
      ['id', 'ID'],
      ['name', 'SingleLineText'],
      ['amount', 'Currency'],
      ['stage', 'SingleSelect'],
      ['close_date', 'Date'],
      ['probability', 'Percent'],
      ['company_id', 'ForeignKey'],
    ]);
    expect(deals.manyToMany).toEqual([
      expect.objectContaining({ tn: 'deals', rtn: 'contacts', vtn: 'contacts_deals', vcn: 'deals_id', vrcn: 'contacts_id' }),
    ]);
  });

  it('creates a GraphQL project from an inline editor-form document', async () => {
    const template = {
      title: 'Library',
      tables: [
        {
          tn: 'shelves',
          columns: [
            { cn: 'label', uidt: 'SingleLineText' },
            { cn: 'Books', uidt: 'LinkToAnotherRecord', type: 'hm', rtn: 'books' },
          ],
        },
        {
          tn: 'books',
          columns: [
            { cn: 'title', uidt: 'SingleLineText' },
            { cn: 'shelf', uidt: 'ForeignKey', rtn: 'shelves' },
          ],
        },
      ],
    };
    const r = await rpc('projectCreateByWebWithXCDB', undefined, { projectType: 'graphql', template: JSON.stringify(template) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await rpc('projectRead', r.body.id)).body).toMatchObject({ title: 'Library', projectType: 'graphql' });
    expect((await metaOf(rpc, r.body.id, 'books')).belongsTo).toEqual([
      expect.objectContaining({ cn: 'shelf', rtn: 'shelves', rcn: 'id' }),
    ]);
  });

  it('refuses a broken template or a missing permission before creating a project', async () => {
    const count = async () => ((await rpc('PROJECT_READ_BY_WEB', undefined, {})).body as unknown[]).length;
    const before = await count();
    const noName = { tables: [{ tn: 'a', columns: [{ cn: 'x', uidt: 'Number' }] }] };
    expect(await rpc('projectCreateByWebWithXCDB', undefined, { template: noName })).toMatchObject({
      status: 400,
      body: { msg: 'Project name required' },
    });
    expect(
      await rpc('projectCreateByWebWithXCDB', undefined, {
        title: 'A',
        template: { tables: [{ tn: 'a', columns: [{ cn: 'x', uidt: 'LinkToAnotherRecord', rtn: 'a' }] }] },
      }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'Relation type required' },
    });
    const badDecimal = { title: 'A', tables: [{ tn: 'a', columns: [{ cn: 'x', uidt: 'Decimal', dtxp: 'abc' }] }] };
    expect(await rpc('projectCreateByWebWithXCDB', undefined, { template: badDecimal })).toMatchObject({
      status: 400,
      body: { msg: "Invalid type arguments 'abc'" },
    });
    expect(await rpc('projectCreateByWebWithXCDB', undefined, { template: 99999 })).toMatchObject({
      status: 404,
      body: { msg: 'Template not found' },
    });
    expect(await rpc('projectCreateByWebWithXCDB', undefined, { template: '99999999999' })).toMatchObject({
      status: 404,
      body: { msg: 'Template not found' },
    });
    expect(await rpc('projectCreateByWebWithXCDB', undefined, { template: -1 })).toMatchObject({
      status: 404,
      body: { msg: 'Template not found' },
    });
    expect(await rpc('projectCreateByWebWithXCDB', undefined, { template: '{nope' })).toMatchObject({
      status: 400,
      body: { msg: 'Template is not valid JSON' },
    });
    expect(await rpc('projectCreateByWebWithXCDB', undefined, {})).toMatchObject({ status: 400, body: { msg: 'Template required' } });
    expect(
      (await rpc('projectCreateByWebWithXCDB', undefined, { template: gallery[0]!.id }, { 'xc-auth': admin, 'xc-preview': 'editor' }))
        .status,
    ).toBe(403);
    expect((await rpc('projectCreateByWebWithXCDB', undefined, { template: gallery[0]!.id }, {})).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('lets a plain user create a project from a template, owning it', async () => {
    const user = await inviteAccount(h, admin, 'maker@example.com');
    const r = await rpc('projectCreateByWebWithXCDB', undefined, { title: 'Mine', template: gallery[2]!.id }, { 'xc-auth': user });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const asUser: Rpc = (op, projectId, args) => rpc(op, projectId, args, { 'xc-auth': user });
    await expectProjectHolds(asUser, r.body.id, BUILT_IN_TEMPLATES[2]!);
  });
});

describe('importing a template into an existing project', () => {
  let h: TestHost;
  let admin: string;
  let rpc: Rpc;
  let blogId: number;
  const emptyProject = async (title: string, tables: string[] = []) => {
    const projectId = await createProject(h, admin, title);
    for (const tn of tables)
      expect(
        (
          await rpc('tableCreate', projectId, {
            tn,
            columns: columnsOf({ id: 'ID', note: 'LongText' }),
          })
        ).status,
      ).toBe(200);
    return projectId;
  };
  beforeAll(async () => {
    ({ h, admin, rpc } = await boot());
    const gallery: TemplateListItem[] = (await h.request('/api/v1/nc/templates?category=Content')).body.data;
    blogId = gallery[0]!.id;
  });
  afterAll(() => h?.close());

  it('adds the template tables next to the existing ones', async () => {
    const projectId = await emptyProject('Site', ['notes']);
    const r = await rpc('xcModelsCreateFromTemplate', projectId, { template: blogId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ tables: ['authors', 'posts', 'tags', 'comments'] });
    expect(await tableNames(rpc, projectId)).toEqual(['authors', 'comments', 'notes', 'posts', 'posts_tags', 'tags']);
    await expectProjectHolds(rpc, projectId, BUILT_IN_TEMPLATES[2]!);

    // Again: every table is already there.
    expect(await rpc('xcModelsCreateFromTemplate', projectId, { template: blogId })).toMatchObject({
      status: 400,
      body: { msg: "Table 'authors' is already exist" },
    });
  });

  it.each([['tags'], ['posts_tags'], ['COMMENTS']])('refuses when the project has %s, changing nothing', async (existing) => {
    const projectId = await emptyProject(`Has ${existing}`, [existing]);
    const logBefore = (await rpc('schemaLog', projectId)).body.list;
    const r = await rpc('xcModelsCreateFromTemplate', projectId, { template: blogId });
    expect(r).toMatchObject({ status: 400, body: { msg: `Table '${existing.toLowerCase()}' is already exist` } });
    expect(await tableNames(rpc, projectId)).toEqual([existing]);
    expect((await rpc('schemaLog', projectId)).body.list).toEqual(logBefore);
  });

  it('needs tableCreate in that project', async () => {
    const projectId = await emptyProject('Guarded');
    const stranger = await inviteAccount(h, admin, 'stranger@example.com');
    expect((await rpc('xcModelsCreateFromTemplate', projectId, { template: blogId }, { 'xc-auth': stranger })).status).toBe(403);
    expect(
      (await rpc('xcModelsCreateFromTemplate', projectId, { template: blogId }, { 'xc-auth': admin, 'xc-preview': 'editor' })).status,
    ).toBe(403);
    expect(await rpc('xcModelsCreateFromTemplate', undefined, { template: blogId })).toMatchObject({
      status: 400,
      body: { msg: 'project_id is required' },
    });
    expect(await tableNames(rpc, projectId)).toEqual([]);
  });
});

describe('importing a template into a project on PostgreSQL', () => {
  let h: TestHost;
  let admin: string;
  let rpc: Rpc;
  let pg: TestDatabase;
  beforeAll(async () => {
    ({ h, admin, rpc } = await boot());
    pg = await createTestDatabase('pg', 'plinth_tpl');
  });
  afterAll(async () => {
    await h?.close();
    await pg?.drop();
  });

  it('creates the tables, keys and junctions on the server', async () => {
    const db = { client: 'pg', connection: connectionFromUrl(pg.url) };
    const projectId = await createProject(h, admin, 'On pg', db);
    const gallery: TemplateListItem[] = (await h.request('/api/v1/nc/templates?category=Events')).body.data;
    const r = await rpc('xcModelsCreateFromTemplate', projectId, { template: gallery[0]!.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.tables).toEqual(['venues', 'events', 'sessions', 'speakers', 'attendees']);
    await expectProjectHolds(rpc, projectId, BUILT_IN_TEMPLATES[4]!);
    const events = await metaOf(rpc, projectId, 'events');
    expect(events.columns.find((c) => c.cn === 'budget')).toMatchObject({ uidt: 'Currency', dt: 'numeric' });
    expect(await tableNames(rpc, projectId)).toEqual([
      'attendees',
      'events',
      'events_attendees',
      'sessions',
      'sessions_speakers',
      'speakers',
      'venues',
    ]);

    // PostgreSQL would cut a long name silently: refused before anything changes.
    const long = {
      title: 'Long',
      tables: [
        { tn: 'x'.repeat(64), columns: [{ cn: 'a', uidt: 'Number' }] },
        { tn: 'fine', columns: [{ cn: 'a', uidt: 'Number' }] },
      ],
    };
    expect(await rpc('xcModelsCreateFromTemplate', projectId, { template: long })).toMatchObject({
      status: 400,
      body: { msg: `Name '${'x'.repeat(64)}' is longer than 63 bytes, the limit of PostgreSQL` },
    });
    expect(await tableNames(rpc, projectId)).not.toContain('fine');
  });
});
