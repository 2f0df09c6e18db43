/** Introspection and schema editing part of the dialect conformance suite. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Uidt } from '../entities.js';
import { literalDefault, type ColumnDefinition, type Dialect, type IntrospectedTable } from '../server/index.js';
import { columnsOf } from './columns.js';
import type { SuiteState } from './dialect-suite.js';

/** Names that break string-built SQL: quotes of every dialect, semicolons, comments, `?`, `$1`, unicode. */
export const HOSTILE_NAMES = {
  table: `we"ird'tab; drop table sentinel;--`,
  parent: 'päre`nt] 表',
  column: `co"l'umn; --`,
  other: 'q?mark $1 ü',
  renamed: `re]na"med'?`,
} as const;

export function schemaSuite(dialect: Dialect, state: SuiteState): void {
  const types = dialect.types;
  const table = async (tn: string): Promise<IntrospectedTable> => {
    const found = (await state.db.introspect({ tables: [tn] })).tables.find((t) => t.name === tn);
    if (!found) throw new Error(`table '${tn}' not found by introspection`);
    return found;
  };
  const column = async (tn: string, cn: string) => {
    const found = (await table(tn)).columns.find((c) => c.name === cn);
    if (!found) throw new Error(`column '${tn}.${cn}' not found by introspection`);
    return found;
  };
  const q = (tn: string) => (state.db.schema ? `${state.db.schema}.${tn}` : tn);
  const expectedUidt = (u: Uidt): Uidt => types.aliases[u] ?? u;

  describe('introspection', () => {
    beforeAll(async () => {
      const db = state.db;
      await db.createTable({ tn: 'sentinel', columns: [{ cn: 'id', uidt: 'ID' }] });
      await db.createTable({
        tn: 'authors',
        columns: columnsOf({ id: 'ID', name: { uidt: 'SingleLineText', rqd: true, cdf: `it's "quoted"? \\ ok` }, born: 'Date' }),
      });
      await db.createTable({
        tn: 'books',
        columns: columnsOf({ id: 'ID', title: 'SingleLineText', author_id: 'ForeignKey' }),
      });
      await db.addForeignKey({ tn: 'books', cn: 'author_id', rtn: 'authors', rcn: 'id', onDelete: 'CASCADE' });
      await (db.schema ? db.knex.schema.withSchema(db.schema) : db.knex.schema).alterTable('books', (t) =>
        t.index(['title'], 'books_title_idx'),
      );
      await db.knex.raw('create view ?? as select ??, ?? from ??', [q('book_titles'), 'id', 'title', q('books')]);
    });

    it('lists tables and views', async () => {
      const snap = await state.db.introspect();
      expect(snap.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['authors', 'books', 'sentinel']));
      expect(snap.views.map((v) => v.name)).toEqual(['book_titles']);
      expect(snap.views[0]!.columns.map((c) => c.name)).toEqual(['id', 'title']);
      expect(snap.tables.some((t) => t.name === 'book_titles')).toBe(false);
    });

    it('reports columns with type, nullability, default, key and auto-increment', async () => {
      const authors = await table('authors');
      expect(authors.columns.map((c) => c.name)).toEqual(['id', 'name', 'born']);
      expect(authors.primaryKey).toEqual(['id']);
      const [id, name, born] = authors.columns;
      expect(id).toMatchObject({ pk: true, autoIncrement: true, nullable: false, uidt: 'ID' });
      expect(name).toMatchObject({ pk: false, autoIncrement: false, nullable: false, uidt: 'SingleLineText', dtxp: '255' });
      expect(literalDefault(name!.default)).toBe(`it's "quoted"? \\ ok`);
      expect(born).toMatchObject({ nullable: true, default: null, uidt: 'Date' });
      expect(types.familyOf(born!.dt)).toBe('date');
    });

    it('applies the introspected default when a row leaves the column out', async () => {
      await state.db.knex(q('authors')).insert({ born: '2001-02-03' });
      const row = await state.db.knex(q('authors')).first('name');
      expect(row.name).toBe(`it's "quoted"? \\ ok`);
    });

    it('reports foreign keys and indexes', async () => {
      const books = await table('books');
      expect(books.foreignKeys).toEqual([
        expect.objectContaining({ table: 'books', columns: ['author_id'], refTable: 'authors', refColumns: ['id'], onDelete: 'CASCADE' }),
      ]);
      expect(books.columns.find((c) => c.name === 'author_id')?.uidt).toBe('ForeignKey');
      expect(books.indexes).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'books_title_idx', columns: ['title'], unique: false })]),
      );
    });

    it('introspects only the tables asked for, binding their names', async () => {
      const snap = await state.db.introspect({ tables: ['books', `x' or '1'='1`] });
      expect(snap.tables.map((t) => t.name)).toEqual(['books']);
      expect(snap.views).toEqual([]);
    });

    it('enforces the foreign key it created', async () => {
      await state.db.knex(q('authors')).insert({ name: 'fk parent' });
      const { id } = await state.db.knex(q('authors')).where({ name: 'fk parent' }).first('id');
      await state.db.knex(q('books')).insert({ title: 't', author_id: id });
      await expect(state.db.knex(q('books')).insert({ title: 'orphan', author_id: 987654 })).rejects.toThrow();
      await state.db.knex(q('authors')).where({ id }).delete();
      const left = await state.db.knex(q('books')).where({ author_id: id });
      expect(left).toEqual([]);
    });
  });

  describe('columns of every uidt', () => {
    const uidts = types.physical.filter((u) => u !== 'ID' && u !== 'AutoNumber' && u !== 'SpecificDBType');
    const cn = (u: Uidt) => `c_${u}`;

    it('maps every physical uidt to a native type and back into the same family', () => {
      for (const u of types.physical.filter((x) => x !== 'SpecificDBType')) {
        const native = types.nativeFor({ cn: 'x', uidt: u });
        expect(types.nativeTypes, u).toContain(native.dt);
        const alias = types.aliases[u];
        if (alias) expect(types.familyOf(types.nativeFor({ cn: 'x', uidt: alias }).dt), `${u} -> ${alias}`).toBe(types.familyOf(native.dt));
      }
      expect(() => types.nativeFor({ cn: 'x', uidt: 'SpecificDBType', dt: 'int); drop table sentinel; --' })).toThrow(
        'Unsupported data type',
      );
      expect(() => types.nativeFor({ cn: 'x', uidt: 'SingleLineText', dtxp: '1); drop table x; --' })).toThrow('Invalid type arguments');
      expect(() => types.nativeFor({ cn: 'x', uidt: 'Lookup' })).toThrow();
    });

    it('creates a table with a column of every uidt and reads each back', async () => {
      await state.db.createTable({
        tn: 'matrix',
        columns: [{ cn: 'id', uidt: 'AutoNumber' }, ...uidts.map((u) => ({ cn: cn(u), uidt: u }))],
      });
      const t = await table('matrix');
      expect(t.columns[0]).toMatchObject({ name: 'id', pk: true, autoIncrement: true, uidt: 'ID' });
      for (const u of uidts) {
        const c = t.columns.find((x) => x.name === cn(u));
        expect(c, u).toBeDefined();
        expect(c!.nullable, u).toBe(true);
        expect(c!.uidt, `${u} read back as ${c!.uidt} (${c!.columnType})`).toBe(expectedUidt(u));
        expect(types.familyOf(c!.dt), u).toBe(types.familyOf(types.nativeFor({ cn: 'x', uidt: u }).dt));
      }
    });

    it('adds, alters, renames and drops a column of every addable uidt', async () => {
      await state.db.createTable({ tn: 'edits', columns: [{ cn: 'id', uidt: 'ID' }] });
      const addable = types.addable.filter((u) => u !== 'SpecificDBType');
      for (const u of addable) await state.db.addColumn('edits', { cn: cn(u), uidt: u });
      let t = await table('edits');
      for (const u of addable) expect(t.columns.find((c) => c.name === cn(u))?.uidt, u).toBe(expectedUidt(u));

      for (const u of addable) await state.db.alterColumn('edits', cn(u), { cn: cn(u), uidt: u, rqd: true });
      t = await table('edits');
      for (const u of addable) {
        const c = t.columns.find((x) => x.name === cn(u));
        expect(c?.nullable, `${u} after alter`).toBe(false);
        expect(c?.uidt, `${u} after alter`).toBe(expectedUidt(u));
      }

      for (const u of addable) await state.db.renameColumn('edits', cn(u), `r_${u}`);
      t = await table('edits');
      expect(t.columns.map((c) => c.name)).toEqual(['id', ...addable.map((u) => `r_${u}`)]);

      for (const u of addable) await state.db.dropColumn('edits', `r_${u}`);
      expect((await table('edits')).columns.map((c) => c.name)).toEqual(['id']);
    });

    it('adds a SpecificDBType column of a listed native type', async () => {
      const dt = types.nativeFor({ cn: 'x', uidt: 'LongText' }).dt;
      await state.db.addColumn('edits', { cn: 'specific', uidt: 'SpecificDBType', dt });
      expect((await column('edits', 'specific')).dt).toBe(dt);
      await state.db.dropColumn('edits', 'specific');
    });

    it('changes types keeping the data', async () => {
      await state.db.createTable({
        tn: 'changes',
        columns: columnsOf({ id: 'ID', s: 'SingleLineText', n: 'Number' }),
      });
      await state.db.knex(q('changes')).insert({ s: '42', n: 7 });
      await state.db.alterColumn('changes', 's', { cn: 's', uidt: 'Number' });
      await state.db.alterColumn('changes', 'n', { cn: 'n', uidt: 'Decimal', dtxp: '10', dtxs: '2' });
      expect(types.familyOf((await column('changes', 's')).dt)).toBe('integer');
      expect(types.familyOf((await column('changes', 'n')).dt)).toBe('decimal');
      const row = await state.db.knex(q('changes')).first('s', 'n');
      expect(Number(row.s)).toBe(42);
      expect(Number(row.n)).toBe(7);
    });

    it('sets and reads back a default with quotes, question marks and backslashes', async () => {
      const cdf = `o'k? "x" \\ $1`;
      await state.db.alterColumn('changes', 's', { cn: 's', uidt: 'SingleLineText', cdf });
      expect(literalDefault((await column('changes', 's')).default)).toBe(cdf);
    });
  });

  describe('relations and table changes', () => {
    it('adds and drops a foreign key; creates a junction table', async () => {
      await state.db.createTable({
        tn: 'tags',
        columns: columnsOf({ id: 'ID', label: 'SingleLineText' }),
      });
      await state.db.createTable({
        tn: 'notes',
        columns: columnsOf({ id: 'ID', tag_id: 'ForeignKey' }),
      });
      await state.db.addForeignKey({ tn: 'notes', cn: 'tag_id', rtn: 'tags', rcn: 'id' });
      expect((await table('notes')).foreignKeys.map((f) => f.refTable)).toEqual(['tags']);
      await state.db.dropForeignKey('notes', 'tag_id');
      expect((await table('notes')).foreignKeys).toEqual([]);
      expect((await table('notes')).columns.map((c) => c.name)).toEqual(['id', 'tag_id']);

      await state.db.createJunctionTable({
        vtn: 'notes_tags',
        vcn: 'note_id',
        vrcn: 'tag_id',
        tn: 'notes',
        cn: 'id',
        rtn: 'tags',
        rcn: 'id',
      });
      const j = await table('notes_tags');
      expect(j.primaryKey).toEqual(['note_id', 'tag_id']);
      expect(j.foreignKeys.map((f) => [f.columns, f.refTable, f.refColumns]).sort()).toEqual([
        [['note_id'], 'notes', ['id']],
        [['tag_id'], 'tags', ['id']],
      ]);
      for (const c of j.columns) expect(types.familyOf(c.dt), c.name).toBe('integer');
    });

    it('refuses a foreign key over rows that violate it and leaves the table as it was', async () => {
      await state.db.knex(q('notes')).insert({ tag_id: 424242 });
      // A 4xx DialectError carrying the database's reason, not an unmapped driver error.
      await expect(state.db.addForeignKey({ tn: 'notes', cn: 'tag_id', rtn: 'tags', rcn: 'id' })).rejects.toMatchObject({
        name: 'DialectError',
        status: 400,
      });
      const notes = await table('notes');
      expect(notes.foreignKeys).toEqual([]);
      expect(await state.db.knex(q('notes')).pluck('tag_id')).toEqual([424242]);
    });

    it.skipIf(!dialect.capabilities.transactionalDdl || dialect.client === 'sqlite3')(
      'rolls back every statement of a change that fails half way',
      async () => {
        await state.db.createTable({
          tn: 'atomic',
          columns: columnsOf({ id: 'ID', v: { uidt: 'SingleLineText', rqd: true, cdf: 'x' } }),
        });
        await state.db.knex(q('atomic')).insert({ v: 'not a number' });
        await expect(state.db.alterColumn('atomic', 'v', { cn: 'v', uidt: 'Number' })).rejects.toThrow();
        const v = await column('atomic', 'v');
        expect(v).toMatchObject({ nullable: false, uidt: 'SingleLineText' });
        expect(literalDefault(v.default)).toBe('x');
      },
    );

    it('renames and drops tables', async () => {
      await state.db.renameTable('tags', 'labels');
      const names = (await state.db.introspect()).tables.map((t) => t.name);
      expect(names).toContain('labels');
      expect(names).not.toContain('tags');
      expect((await table('notes_tags')).foreignKeys.find((f) => f.columns[0] === 'tag_id')?.refTable).toBe('labels');
      await state.db.dropTable('notes_tags');
      expect((await state.db.introspect({ tables: ['notes_tags'] })).tables).toEqual([]);
    });

    it('rejects names knex would split', async () => {
      await expect(state.db.createTable({ tn: 'a.b', columns: [{ cn: 'id', uidt: 'ID' }] })).rejects.toThrow("cannot contain '.'");
      await expect(state.db.addColumn('notes', { cn: 'x as y', uidt: 'Number' })).rejects.toThrow("cannot contain ' as '");
    });
  });

  describe('hostile identifiers', () => {
    const H = HOSTILE_NAMES;
    it('creates, relates, edits and introspects tables and columns with hostile names', async () => {
      const cols: ColumnDefinition[] = [
        { cn: 'id', uidt: 'ID' },
        { cn: H.column, uidt: 'SingleLineText', cdf: `'; drop table sentinel; --` },
      ];
      await state.db.createTable({ tn: H.parent, columns: cols });
      await state.db.createTable({
        tn: H.table,
        columns: [
          { cn: 'id', uidt: 'ID' },
          { cn: H.other, uidt: 'ForeignKey' },
        ],
      });
      await state.db.addForeignKey({ tn: H.table, cn: H.other, rtn: H.parent, rcn: 'id' });

      const snap = await state.db.introspect({ tables: [H.table, H.parent] });
      expect(snap.tables.map((t) => t.name).sort()).toEqual([H.table, H.parent].sort());
      const parent = snap.tables.find((t) => t.name === H.parent)!;
      expect(parent.columns.map((c) => c.name)).toEqual(['id', H.column]);
      expect(literalDefault(parent.columns[1]!.default)).toBe(`'; drop table sentinel; --`);
      const child = snap.tables.find((t) => t.name === H.table)!;
      expect(child.foreignKeys[0]).toMatchObject({ columns: [H.other], refTable: H.parent, refColumns: ['id'] });

      await state.db.knex(q(H.parent)).insert({});
      const parentId = (await state.db.knex(q(H.parent)).first('id')).id;
      await state.db.knex(q(H.table)).insert({ [H.other]: parentId });
      expect(await state.db.knex(q(H.parent)).pluck(H.column)).toEqual([`'; drop table sentinel; --`]);

      await state.db.alterColumn(H.parent, H.column, { cn: H.column, uidt: 'LongText' });
      await state.db.renameColumn(H.parent, H.column, H.renamed);
      expect((await column(H.parent, H.renamed)).uidt).toBe('LongText');
      await state.db.addColumn(H.table, { cn: H.column, uidt: 'Number' });
      await state.db.dropColumn(H.table, H.column);
      await state.db.dropForeignKey(H.table, H.other);
      await state.db.createJunctionTable({
        vtn: `${H.table} m2m`,
        vcn: H.other,
        vrcn: H.renamed,
        tn: H.table,
        cn: 'id',
        rtn: H.parent,
        rcn: 'id',
      });
      expect((await table(`${H.table} m2m`)).foreignKeys).toHaveLength(2);
      await state.db.renameTable(H.table, `${H.renamed} t`);
      expect((await state.db.introspect({ tables: [`${H.renamed} t`] })).tables).toHaveLength(1);

      // Nothing ran that the names smuggled in.
      expect((await state.db.introspect({ tables: ['sentinel'] })).tables).toHaveLength(1);
    });
  });
}
