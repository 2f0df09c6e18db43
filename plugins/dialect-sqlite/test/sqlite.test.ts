import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIALECT_MESSAGES, DialectToken, type DialectError } from '@plinth/sdk/server';
import { bootTestHost, runDialectSuite, columnsOf } from '@plinth/sdk/testing';
import { createSqliteDialect } from '../server/dialect.js';
import { resolveDatabaseFile } from '../server/path.js';

const dataDir = mkdtempSync(join(tmpdir(), 'plinth-sqlite-'));
const outside = mkdtempSync(join(tmpdir(), 'plinth-outside-'));
const external = mkdtempSync(join(tmpdir(), 'plinth-external-'));
mkdirSync(join(dataDir, 'projects'));
symlinkSync(outside, join(dataDir, 'escape'));
symlinkSync(dataDir, join(external, 'into-data'));
symlinkSync(outside, join(external, 'out'));
afterAll(() => {
  for (const dir of [dataDir, outside, external]) rmSync(dir, { recursive: true, force: true });
});

const dialect = createSqliteDialect({ dataDir, externalDirs: [external] });
let n = 0;
const scratch = (name: string) => ({
  connection: { filename: `projects/${name}-${++n}.db` },
  drop: async () => rmSync(join(dataDir, 'projects', `${name}-${n}.db`), { force: true }),
});

runDialectSuite({
  dialect,
  async database() {
    const s = scratch('suite');
    await dialect.createDatabaseIfNotExists(s.connection);
    return s;
  },
  missingDatabase: async () => scratch('missing'),
  sample: { filename: 'sample.db' },
  failures: {
    unreachable: { filename: 'no-such-folder/db.sqlite' },
    invalidPaths: [
      { filename: '../outside.db' },
      { filename: 'projects/../../outside.db' },
      { filename: 'escape/linked.db' },
      { filename: join(dataDir, 'meta.db') },
      { filename: join(dataDir, 'projects', 'other.db') },
      { filename: join(external, 'into-data', 'meta.db') },
      { filename: 'nul\0.db' },
    ],
  },
});

describe('SQLite paths', () => {
  it('resolves relative paths inside the data folder (embedded files)', () => {
    expect(resolveDatabaseFile(dataDir, 'projects/a.db')).toBe(join(dataDir, 'projects', 'a.db'));
    expect(resolveDatabaseFile(dataDir, 'new/deeper/c.db')).toBe(join(dataDir, 'new', 'deeper', 'c.db'));
  });
  it('resolves absolute paths only inside the allowed external folders, never inside the data folder', () => {
    expect(resolveDatabaseFile(dataDir, join(external, 'shop.db'), [external])).toBe(join(external, 'shop.db'));
    expect(() => resolveDatabaseFile(dataDir, join(external, 'shop.db'))).toThrow(DIALECT_MESSAGES.pathNotAllowed);
    expect(() => resolveDatabaseFile(dataDir, join(outside, 'abs.db'), [external])).toThrow(DIALECT_MESSAGES.pathNotAllowed);
    expect(() => resolveDatabaseFile(dataDir, join(external, 'out', 'abs.db'), [external])).toThrow(DIALECT_MESSAGES.pathNotAllowed);
    // The data folder stays closed even when the operator lists it (or a folder holding it).
    for (const dirs of [[dataDir], [tmpdir()]]) {
      expect(() => resolveDatabaseFile(dataDir, join(dataDir, 'meta.db'), dirs)).toThrow(DIALECT_MESSAGES.invalidPath);
      expect(() => resolveDatabaseFile(dataDir, join(dataDir, 'secret.key'), dirs)).toThrow(DIALECT_MESSAGES.invalidPath);
    }
    expect(() => resolveDatabaseFile(dataDir, join(external, 'into-data', 'meta.db'), [external])).toThrow(DIALECT_MESSAGES.invalidPath);
  });
  it('refuses the data folder itself and traversal written with backslashes', () => {
    expect(() => resolveDatabaseFile(dataDir, '.')).toThrow(DIALECT_MESSAGES.invalidPath);
    expect(() => resolveDatabaseFile(dataDir, 'projects\\..\\..\\x.db')).toThrow(DIALECT_MESSAGES.invalidPath);
  });
});

describe('SQLite table rebuild', () => {
  it('keeps rows, indexes, triggers, views and the AUTOINCREMENT key when a column changes', async () => {
    const s = scratch('rebuild');
    await dialect.createDatabaseIfNotExists(s.connection);
    const db = await dialect.connect(s.connection);
    try {
      await db.createTable({
        tn: 'items',
        columns: columnsOf({ id: 'ID', code: 'SingleLineText', n: 'Number' }),
      });
      await db.knex.schema.alterTable('items', (t) => t.unique(['code'], { indexName: 'items_code_unique' }));
      await db.knex.raw('create table ?? (?? integer)', ['log', 'n']);
      await db.knex.raw('create trigger ?? after insert on ?? begin insert into ?? values (new.??); end', [
        'items_log',
        'items',
        'log',
        'n',
      ]);
      await db.knex.raw('create view ?? as select ?? from ??', ['codes', 'code', 'items']);
      await db.knex('items').insert([
        { code: 'a', n: 1 },
        { code: 'b', n: 2 },
      ]);

      await db.alterColumn('items', 'n', { cn: 'n', uidt: 'Decimal', rqd: true, cdf: '0' });
      await db.addColumn('items', { cn: 'created', uidt: 'CreateTime' });

      const snap = await db.introspect();
      const items = snap.tables.find((t) => t.name === 'items')!;
      expect(items.columns.map((c) => [c.name, c.dt, c.nullable])).toEqual([
        ['id', 'integer', false],
        ['code', 'varchar', true],
        ['n', 'decimal', false],
        ['created', 'datetime', true],
      ]);
      expect(items.indexes).toEqual([expect.objectContaining({ name: 'items_code_unique', columns: ['code'], unique: true })]);
      expect(snap.triggers).toEqual([{ name: 'items_log', table: 'items', timing: 'AFTER', event: 'INSERT' }]);
      expect(snap.views.map((v) => v.name)).toEqual(['codes']);
      await db.knex('items').insert({ code: 'c', n: 3 });
      expect(await db.knex('items').orderBy('id').pluck('id')).toEqual([1, 2, 3]);
      expect(await db.knex('log').pluck('n')).toEqual([1, 2, 3]);
      await expect(db.knex('items').insert({ code: 'a', n: 4 })).rejects.toThrow(/UNIQUE/);
      expect((await db.knex.raw<{ sql: string }[]>("select sql from sqlite_schema where name = 'items'"))[0]!.sql).toMatch(
        /autoincrement/i,
      );
    } finally {
      await db.close();
      await s.drop();
    }
  });
});

describe("SQLite refusals in the product's words", () => {
  it("names a reserved or existing table and hides the statement and the driver's text of anything else", async () => {
    const s = scratch('refusals');
    await dialect.createDatabaseIfNotExists(s.connection);
    const db = await dialect.connect(s.connection);
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => expect.unreachable('refused'),
        (err: unknown) => err as DialectError,
      );
    try {
      await db.createTable({ tn: 'items', columns: [{ cn: 'id', uidt: 'ID' }] });
      for (const tn of ['sqlite_master', 'sqlite_sequence', 'sqlite_x']) {
        // Refused before any statement (the product's rule for every dialect), not by the driver.
        expect(await refusal(db.createTable({ tn, columns: [{ cn: 'id', uidt: 'ID' }] }))).toMatchObject({
          kind: 'invalidInput',
          status: 400,
          message: `Table name '${tn}' is reserved`,
        });
      }
      expect((await refusal(db.createTable({ tn: 'items', columns: [{ cn: 'id', uidt: 'ID' }] }))).message).toBe(
        "Table 'items' already exists",
      );
      const syntax = await db.knex.raw('selec 1').catch((err: unknown) => err);
      expect(String((syntax as Error).message)).toMatch(/^selec 1 - /);
      expect(dialect.mapError(syntax)).toMatchObject({ kind: 'driver', message: 'SQLite refused the request', cause: syntax });
    } finally {
      await db.close();
      await s.drop();
    }
  });
});

describe('dialect-sqlite plugin', () => {
  it('provides the SQLite dialect on DialectToken, bound to the host data folder', async () => {
    const host = await bootTestHost({ plugins: ['dialect-sqlite'] });
    try {
      const dialects = host.host.kernel.services.getAll(DialectToken);
      expect(dialects.map((d) => d.client)).toEqual(['sqlite3']);
      expect(() => dialects[0]!.knexConfig({ filename: '../x.db' })).toThrow(DIALECT_MESSAGES.invalidPath);
      const config = dialects[0]!.knexConfig({ filename: 'p.db' });
      expect((config.connection as { filename: string }).filename).toBe(join(host.dataDir, 'p.db'));
    } finally {
      await host.close();
    }
  });
});
