import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsToken, TableDataToken, type DialectDb, type TableDataService } from '@plinth/sdk/server';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, projectTargets, signedUpProject } from '@plinth/sdk/testing';
import { compiledPaths } from '../server/compiled.js';
import { PG_NAMES_PER_CONNECTION, pgName, runPg, type PgConnection } from '../server/pg-statements.js';

const PLUGINS = ['mailer', 'auth', 'dialect-pg', 'projects', 'data'];
const actor = { userId: 'tester' };
const pg = projectTargets('plinth_pg_statements').find((t) => t.name === 'PostgreSQL')!;

type Client = { acquireConnection(): Promise<unknown>; releaseConnection(c: unknown): Promise<unknown> };
type Driver = { parsedStatements: Record<string, string>; submittedNamedStatements: Record<string, string> };

describe('PostgreSQL named statements', () => {
  let h: TestHost;
  let db: ProjectDatabase | undefined;
  let session: TestProjectSession;
  let data: TableDataService;
  let database: DialectDb;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await pg.open();
    session = await signedUpProject(h, { title: 'Named', db: db.input });
    await session.createTables({ things: { id: 'ID', title: 'SingleLineText', score: 'Number' } });
    data = h.host.kernel.services.get(TableDataToken);
    database = await h.host.kernel.services.get(ProjectsToken).database(session.projectId);
  });
  afterEach(() => void (compiledPaths.enabled = true));
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  /** `use` with one pooled connection held alone (as `runCompiled` holds it outside a transaction). */
  async function onOneConnection(use: (c: PgConnection & { connection: Driver }) => Promise<void>): Promise<void> {
    const client = database.knex.client as Client;
    const connection = await client.acquireConnection();
    try {
      await use(connection as PgConnection & { connection: Driver });
    } finally {
      await client.releaseConnection(connection);
    }
  }

  /** The server's and the driver's lists of the connection's named statements (they must agree). */
  async function prepared(c: PgConnection & { connection: Driver }) {
    const server = await runPg(c, 'select name from pg_prepared_statements order by name', [], undefined, false);
    return { server: server.map((r) => r.name).sort(), driver: Object.keys(c.connection.parsedStatements).sort() };
  }

  /** Compiled and generic answers of a read, a list and a create, which must agree. */
  async function answers(id: string, body: Record<string, unknown>) {
    const both = async () => [
      await data.read(session.projectId, 'things', id),
      (await data.list(session.projectId, 'things', { where: `(id,le,${id})`, sort: 'id' })).list,
      await data.create(session.projectId, 'things', body, actor),
    ];
    compiledPaths.enabled = false;
    const generic = await both();
    compiledPaths.enabled = true;
    // Every pooled connection has parsed (or now parses) the create's statements: a statement
    // parsed before a schema change under the same text would be refused inside the transaction.
    const many = Array.from({ length: 12 }, () => data.create(session.projectId, 'things', body, actor));
    for (const row of await Promise.all(many)) expect(row).toMatchObject(body);
    const compiled = await both();
    const created = compiled[2] as Record<string, unknown>;
    // The creates differ by their keys only.
    expect({ ...created, id: undefined }).toEqual({ ...(generic[2] as object), id: undefined });
    expect(compiled.slice(0, 2)).toEqual(generic.slice(0, 2));
    return compiled;
  }

  it('answers right after a schema change under the same statement text (type changed, column added)', async () => {
    const first = await data.create(session.projectId, 'things', { title: 'a', score: 5 }, actor);
    const id = String(first.id);
    await answers(id, { title: 'b', score: 6 });
    await session.rpc('tableUpdate', { tn: 'things', alter: [{ cn: 'score', column: { cn: 'score', uidt: 'SingleLineText' } }] });
    const [read] = await answers(id, { title: 'c', score: 'seven' });
    expect(read).toMatchObject({ title: 'a', score: '5' });
    await session.rpc('tableUpdate', { tn: 'things', add: [{ cn: 'extra', uidt: 'SingleLineText' }] });
    const [again, , created] = await answers(id, { title: 'd', extra: 'x' });
    expect(again).toMatchObject({ title: 'a', extra: null });
    expect(created).toMatchObject({ title: 'd', extra: 'x' });
  });

  it('retries a statement PostgreSQL refuses as stale once unnamed outside a transaction, and drops its name', async () => {
    await database.knex.schema.createTable('stale_probe', (t) => t.integer('id'));
    await database.knex('stale_probe').insert({ id: 1 });
    const sql = 'select * from stale_probe where id = $1';
    const name = pgName(sql, 1_000_000);
    await onOneConnection(async (c) => {
      expect(await runPg(c, sql, [1], name, false)).toEqual([{ id: 1 }]);
      expect((await prepared(c)).server).toContain(name);
      // Another server changed the table; this one's meta (and names) are not yet replaced.
      await database.knex.schema.alterTable('stale_probe', (t) => t.string('added'));
      // Inside a transaction the refusal stands (it aborts it) and the name is not run again in it.
      await runPg(c, 'begin', [], undefined, true);
      await expect(runPg(c, sql, [1], name, true)).rejects.toMatchObject({ code: '0A000' });
      await runPg(c, 'rollback', [], undefined, true);
      await runPg(c, 'begin', [], undefined, true);
      expect(await runPg(c, sql, [1], name, true)).toEqual([{ id: 1, added: null }]);
      await runPg(c, 'commit', [], undefined, true);
      // Outside one, the stale statement is DEALLOCATEd first and the name parsed anew.
      expect(await runPg(c, sql, [1], name, false)).toEqual([{ id: 1, added: null }]);
      const after = await prepared(c);
      expect(after.server).toContain(name);
      expect(after.driver).toEqual(after.server);
      // Outside a transaction the refusal is met by one unnamed retry.
      const other = pgName(sql, 1_000_001);
      expect(await runPg(c, sql, [1], other, false)).toEqual([{ id: 1, added: null }]);
      await database.knex.schema.alterTable('stale_probe', (t) => t.integer('more'));
      expect(await runPg(c, sql, [1], other, false)).toEqual([{ id: 1, added: null, more: null }]);
      expect((await prepared(c)).server).not.toContain(other);
    });
  });

  it('never DEALLOCATEs inside a transaction: past the bound it runs unnamed, and the bound is kept after it', async () => {
    await database.knex.schema.createTable('bound_probe', (t) => t.integer('n'));
    await onOneConnection(async (c) => {
      const distinct = PG_NAMES_PER_CONNECTION + 40;
      await runPg(c, 'begin', [], undefined, true);
      for (let i = 0; i < distinct; i++) {
        const sql = `select $1::int + ${i} as v`;
        expect(await runPg(c, sql, [1], pgName(sql, 2_000_000), true)).toEqual([{ v: 1 + i }]);
      }
      const insert = 'insert into bound_probe (n) values ($1)';
      await runPg(c, insert, [7], pgName(insert, 2_000_000), true);
      await runPg(c, 'commit', [], undefined, true);
      expect(await database.knex('bound_probe').select('n')).toEqual([{ n: 7 }]);
      let state = await prepared(c);
      expect(state.server.length).toBeLessThanOrEqual(PG_NAMES_PER_CONNECTION + 1);
      expect(state.driver).toEqual(state.server);
      // Outside a transaction new texts take the place of the least recently used.
      for (let i = 0; i < 60; i++) {
        const sql = `select $1::int - ${i} as v`;
        expect(await runPg(c, sql, [1], pgName(sql, 2_000_001), false)).toEqual([{ v: 1 - i }]);
      }
      state = await prepared(c);
      expect(state.server.length).toBeLessThanOrEqual(PG_NAMES_PER_CONNECTION);
      expect(state.server).toContain(pgName('select $1::int - 59 as v', 2_000_001));
      expect(state.driver).toEqual(state.server);
    });
  });

  it('keeps every create whole through a long run of distinct shapes beyond the bound, requests in parallel', async () => {
    const shapes = PG_NAMES_PER_CONNECTION + 60;
    const created: Promise<unknown>[] = [];
    const lists: Promise<unknown>[] = [];
    for (let i = 1; i <= shapes; i++) {
      lists.push(data.list(session.projectId, 'things', { where: `(title,eq,n${i})`, limit: i }));
      created.push(data.create(session.projectId, 'things', { title: `n${i}`, score: String(i) }, actor));
      if (i % 20 === 0) await Promise.all([...lists.splice(0), ...created.splice(0)]);
    }
    await Promise.all([...lists, ...created]);
    // Every shape answers what the generic path does, read in parallel.
    const check = async (i: number) => {
      compiledPaths.enabled = true;
      const compiled = await data.list(session.projectId, 'things', { where: `(title,eq,n${i})`, limit: i });
      expect(compiled.list).toMatchObject([{ title: `n${i}`, score: String(i) }]);
    };
    await Promise.all(Array.from({ length: shapes }, (_, i) => check(i + 1)));
    expect(await data.count(session.projectId, 'things', { where: '(title,like,n%)' })).toBe(shapes);
  });
});
