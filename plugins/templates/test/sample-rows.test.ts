/**
 * Sample rows of a template document: checked per uidt and per relation before anything is made,
 * inserted all or nothing, and the seven later built-ins reaching a meta store seeded before them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, createProject, signUpSuperAdmin, type TestHost } from '@plinth/sdk/testing';
import { parseTemplateDocument } from '../server/document/index.js';
import { ADDED_BUILT_INS, BUILT_IN_TEMPLATES, FIRST_BUILT_INS } from '../server/builtins/index.js';
import { TEMPLATES_TABLE } from '../server/store.js';

const doc = (rows: { shelves?: unknown[]; books?: unknown[] }, extra: Record<string, unknown> = {}) => ({
  title: 'Library',
  tables: [
    {
      tn: 'shelves',
      columns: [
        { cn: 'label', uidt: 'SingleLineText' },
        { cn: 'size', uidt: 'SingleSelect', dtxp: "'S','L'" },
      ],
      hasMany: [{ tn: 'books' }],
      rows: rows.shelves ?? [],
    },
    {
      tn: 'books',
      columns: [
        { cn: 'title', uidt: 'SingleLineText', dtxp: '20' },
        { cn: 'pages', uidt: 'Number' },
        { cn: 'read', uidt: 'Checkbox' },
        { cn: 'out_on', uidt: 'Date' },
      ],
      manyToMany: [{ rtn: 'books' }],
      rows: rows.books ?? [],
    },
  ],
  ...extra,
});

const problem = (input: unknown) => {
  try {
    parseTemplateDocument(input, 'project');
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('sample row checks', () => {
  it('accepts values per uidt, parent row numbers and many-to-many links', () => {
    const ok = doc({
      shelves: [{ label: 'A', size: 'S' }, { label: 'B' }],
      books: [
        { title: 'Dune', pages: 412, read: true, out_on: '2026-01-02', shelves_id: 2, _mm: { books: [2] } },
        { title: 'Emma', shelves_id: null },
      ],
    });
    expect(problem(ok)).toBeUndefined();
    expect(parseTemplateDocument(ok, 'project').tables[1]!.rows).toHaveLength(2);
  });

  it.each([
    [{ books: [{ nope: 1 }] }, "Row 1 of 'books': Column 'nope' not found"],
    [{ books: [{ pages: 'many' }] }, "Row 1 of 'books': 'pages': expected a whole number"],
    [{ books: [{ read: 1 }] }, "Row 1 of 'books': 'read': expected true or false"],
    [{ books: [{ out_on: '2026-02-30' }] }, "Row 1 of 'books': 'out_on': expected a YYYY-MM-DD date"],
    [{ shelves: [{ size: 'M' }] }, "Row 1 of 'shelves': 'size': 'M' is not one of its options"],
    [{ books: [{}, { shelves_id: 1 }] }, "Row 2 of 'books': 'shelves_id': expected a row number of 'shelves' (1 to 0)"],
    [{ books: [{ _mm: { shelves: [1] } }] }, "Row 1 of 'books': no many-to-many relation to 'shelves'"],
    [{ books: [{ _mm: { books: [1, 1] } }] }, "Row 1 of 'books': '_mm.books' names a row twice"],
    [{ books: [{ id: 7 }] }, "Row 1 of 'books': Column 'id' not found"],
    [{ books: Array.from({ length: 101 }, () => ({})) }, 'A table has at most 100 sample rows'],
  ])('refuses %j', (rows, msg) => {
    expect(problem(doc(rows))).toBe(msg);
  });

  it('counts every table toward the template limit', () => {
    const many = Array.from({ length: 100 }, () => ({}));
    const tables = Array.from({ length: 11 }, (_, i) => ({ tn: `t${i}`, columns: [{ cn: 'a', uidt: 'Number' }], rows: many }));
    expect(problem({ title: 'Big', tables })).toBe('A template has at most 1000 sample rows');
  });
});

describe('inserting sample rows', () => {
  let h: TestHost;
  let admin: string;
  const rpc = (op: string, projectId: string | undefined, args: unknown) =>
    h.request(`/dashboard?q=sqlOp_${op}`, { body: { project_id: projectId, dbAlias: 'db', args }, headers: { 'xc-auth': admin } });
  beforeAll(async () => {
    h = await bootTestHost({ plugins: ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'templates'] });
    admin = await signUpSuperAdmin(h);
  });
  afterAll(() => h?.close());

  // Checked by the document rules, but refused by the database's column: varchar(20).
  const tooLong = doc({ shelves: [{ label: 'A' }], books: [{ title: 'x'.repeat(30), shelves_id: 1 }] });

  it('links a table to itself through its junction', async () => {
    const r = await rpc('projectCreateByWebWithXCDB', undefined, {
      template: doc({ books: [{ title: 'A', _mm: { books: [2, 3] } }, { title: 'B' }, { title: 'C', _mm: { books: [1] } }] }),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const books = await h.request(`/nc/${r.body.id}/api/v1/books?mm=books&sort=id`, { headers: { 'xc-auth': admin } });
    expect(books.body.list.map((b: { booksMMList: { id: number }[] }) => b.booksMMList.map((x) => x.id))).toEqual([[2, 3], [], [1]]);
  });

  it('leaves no project behind when a row fails', async () => {
    const count = async () => ((await rpc('PROJECT_READ_BY_WEB', undefined, {})).body as unknown[]).length;
    const before = await count();
    const r = await rpc('projectCreateByWebWithXCDB', undefined, { template: tooLong });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('title');
    expect(await count()).toBe(before);
  });

  it('undoes an import into a project when a row fails', async () => {
    const projectId = await createProject(h, admin, 'Shelf');
    const r = await rpc('xcModelsCreateFromTemplate', projectId, { template: tooLong });
    expect(r.status).toBe(400);
    expect((await rpc('tableList', projectId, {})).body.list).toEqual([]);
    // and the same template without the bad row imports
    const fine = doc({ shelves: [{ label: 'A' }], books: [{ title: 'Short', shelves_id: 1 }] });
    expect((await rpc('xcModelsCreateFromTemplate', projectId, { template: fine })).status).toBe(200);
    const books = await h.request(`/nc/${projectId}/api/v1/books?bt=shelves`, { headers: { 'xc-auth': admin } });
    expect(books.body.list).toMatchObject([{ title: 'Short', shelvesRead: { label: 'A' } }]);
  });
});

describe('built-ins added to a meta store seeded before them', () => {
  it('adds the new ones and gives untouched first ones their rows', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'plinth-tpl-'));
    const first = await bootTestHost({ plugins: ['templates'], dataDir });
    const knex = first.host.meta.knex;
    // The store as migration 002 left it: five templates without rows, one edited since.
    await knex(TEMPLATES_TABLE).where('id', '>', FIRST_BUILT_INS.length).delete();
    const bare = (i: number) => JSON.stringify({ ...FIRST_BUILT_INS[i], tables: FIRST_BUILT_INS[i]!.tables.map(({ rows: _, ...t }) => t) });
    for (const id of [1, 2])
      await knex(TEMPLATES_TABLE)
        .where({ id })
        .update({ template: bare(id - 1) });
    await knex(TEMPLATES_TABLE)
      .where({ id: 2 })
      .update({ updated_at: new Date(Date.now() + 60_000) });
    await knex('plinth_migrations').where({ name: 'templates/003_builtin_templates_with_rows' }).delete();
    await first.close();

    const again = await bootTestHost({ plugins: ['templates'], dataDir });
    try {
      const list = (await again.request('/api/v1/nc/templates?limit=100')).body.data;
      expect(list.map((t: { title: string }) => t.title)).toEqual(BUILT_IN_TEMPLATES.map((d) => d.title));
      expect(list.slice(FIRST_BUILT_INS.length).map((t: { title: string }) => t.title)).toEqual(ADDED_BUILT_INS.map((d) => d.title));
      const rowsOf = async (id: number) => JSON.parse((await again.request(`/api/v1/nc/templates/${id}`)).body.template).tables[0].rows;
      expect(await rowsOf(1)).toEqual(FIRST_BUILT_INS[0]!.tables[0]!.rows);
      expect(await rowsOf(2)).toBeUndefined();
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
