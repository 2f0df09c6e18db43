import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsToken, TableDataToken, type DialectDb, type ListQuery, type TableDataService } from '@plinth/sdk/server';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, projectTargets, signedUpProject, sqlSentWhile } from '@plinth/sdk/testing';
import { compiledPages, compiledPaths, PAGES_PER_META } from '../server/compiled.js';
import { Lru, runCompiled } from '../server/statements.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data'];
const actor = { userId: 'tester' };

/** List shapes the compiled path must answer exactly as the generic one: where ops, sort, fields, embeds, virtuals, pages. */
const SHAPES: [string, ListQuery][] = [
  ['customers', {}],
  ['customers', { where: '(country,eq,DE)', sort: '-name', limit: 7 }],
  ['customers', { where: '(name,like,c1%)~or(id,gt,90)', sort: 'country,-id', fields: 'name,country' }],
  ['customers', { where: '(id,in,3,5,8)~and(country,neq,FR)', limit: 2, offset: 1 }],
  ['customers', { where: '(country,is,notnull)~and(id,btw,10,20)', sort: 'name', offset: 3 }],
  ['customers', { hm: 'orders', where: '(id,le,12)', sort: 'id' }],
  ['customers', { mm: 'tags', fields: 'name', limit: 9 }],
  ['orders', { bt: 'customers', sort: '-amount,id', limit: 11 }],
  ['orders', { where: '(amount,ge,20)', fields: 'amount', bt: 'customers', offset: 2 }],
];

describe.each(projectTargets('plinth_compiled'))('compiled request paths on $name', (target) => {
  let h: TestHost;
  let data: TableDataService;
  let projectId: string;
  let db: ProjectDatabase | undefined;
  let session: TestProjectSession;
  let database: DialectDb;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    session = await signedUpProject(h, { title: 'Compiled', db: db.input });
    projectId = session.projectId;
    await session.createTables({
      customers: { id: 'ID', name: 'SingleLineText', country: 'SingleLineText' },
      orders: { id: 'ID', amount: 'Number' },
      tags: { id: 'ID', label: 'SingleLineText' },
    });
    await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    await session.rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
    await session.rpc('virtualColumnCreate', { tn: 'customers', column: { _cn: 'shout', formula: { value: 'UPPER({name})' } } });
    await session.rpc('virtualColumnCreate', { tn: 'customers', column: { _cn: 'orderCount', count: { ctn: 'orders', type: 'hm' } } });
    data = h.host.kernel.services.get(TableDataToken);
    database = await h.host.kernel.services.get(ProjectsToken).database(projectId);
    const customers = await data.createBulk(
      projectId,
      'customers',
      Array.from({ length: 40 }, (_, i) => ({ name: `c${i}`, country: i % 3 ? 'DE' : 'FR' })),
      actor,
    );
    const orders = customers.flatMap((c, i) => Array.from({ length: i % 3 }, (_, k) => ({ customer_id: c.id, amount: 10 * (k + 1) })));
    await data.createBulk(projectId, 'orders', orders, actor);
    const tags = await data.createBulk(projectId, 'tags', [{ label: 't0' }, { label: 't1' }], actor);
    const links = customers.flatMap((c, i) => (i % 2 ? [{ customers_id: c.id, tags_id: tags[i % 2]!.id }] : []));
    await data.createBulk(projectId, 'customers_tags', links, actor);
  });
  afterEach(() => void (compiledPaths.enabled = true));
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('answers every list shape and read exactly as the generic path does, cached or not', async () => {
    for (const [tn, query] of SHAPES) {
      compiledPaths.enabled = false;
      const generic = await data.list(projectId, tn, query);
      compiledPaths.enabled = true;
      const first = await data.list(projectId, tn, query);
      const again = await data.list(projectId, tn, query);
      expect(first, `${tn} ${JSON.stringify(query)}`).toEqual(generic);
      expect(again).toEqual(generic);
      expect(generic.list.length).toBeGreaterThan(0);
    }
    for (const id of ['1', '7', '40']) {
      compiledPaths.enabled = false;
      const generic = await data.read(projectId, 'customers', id, { hm: 'orders' });
      compiledPaths.enabled = true;
      expect(await data.read(projectId, 'customers', id, { hm: 'orders' })).toEqual(generic);
      expect(await data.read(projectId, 'customers', id, { hm: 'orders' })).toEqual(generic);
    }
    await expect(data.read(projectId, 'customers', '4242')).rejects.toMatchObject({ status: 404 });
  });

  it('creates rows as the generic path does (every column set, a default-only row)', async () => {
    const bodies = [{ name: 'n1', country: 'NL' }, { name: 'n2' }, {}, { country: 'BE', name: "o'q" }];
    const strip = ({ id: _id, ...rest }: Record<string, unknown>) => rest;
    for (const body of bodies) {
      compiledPaths.enabled = false;
      const generic = await data.create(projectId, 'customers', body, actor);
      compiledPaths.enabled = true;
      const first = await data.create(projectId, 'customers', body, actor);
      const again = await data.create(projectId, 'customers', body, actor);
      expect(strip(first)).toEqual(strip(generic));
      expect(strip(again)).toEqual(strip(generic));
      expect(Number(again.id)).toBe(Number(first.id) + 1);
      expect(await data.read(projectId, 'customers', String(again.id))).toMatchObject(strip(generic));
    }
  });

  it('never puts a request value in a statement text: values are bound', async () => {
    const value = 'zz-not-in-sql';
    const sent = await sqlSentWhile(database.knex, async () => {
      await data.list(projectId, 'customers', { where: `(name,eq,${value})`, limit: 3 });
      await data.list(projectId, 'customers', { where: `(name,eq,${value})`, limit: 3 });
      await expect(data.read(projectId, 'customers', '987654')).rejects.toMatchObject({ status: 404 });
      await data.create(projectId, 'tags', { label: value }, actor);
      await data.create(projectId, 'tags', { label: value }, actor);
    });
    expect(sent.sql.length).toBeGreaterThanOrEqual(3);
    for (const sql of sent.sql) {
      expect(sql).not.toContain(value);
      expect(sql).not.toContain('987654');
    }
  });

  it('loads embedded relations with one compiled statement per key count rounded up to a power of two', async () => {
    const embedded = async (limit: number) => {
      const sent = await sqlSentWhile(database.knex, () => data.list(projectId, 'customers', { hm: 'orders', sort: 'id', limit }));
      // The orders' statement: its IN list has one placeholder per (padded) key.
      const load = sent.sql.find((sql) => /__plinth_parent/.test(sql))!;
      return { load, places: /\bin \(([^)]*)\)/i.exec(load)![1]!.split(',').length, result: sent.result };
    };
    const three = await embedded(3);
    expect(three.places).toBe(4);
    expect(three.result.list.map((c) => (c.ordersList as unknown[]).length)).toEqual([0, 1, 2]);
    expect((await embedded(4)).load).toBe(three.load);
    expect((await embedded(5)).places).toBe(8);
  });

  it('keeps a bounded number of list shapes per meta and drops them on a schema change', async () => {
    const tables = await h.host.kernel.services.get(ProjectsToken).tables(projectId);
    for (let i = 0; i < PAGES_PER_META + 20; i++) await data.list(projectId, 'tags', { where: `(id,eq,${i})` }, { withTotal: false });
    expect(compiledPages(tables, database)).toBe(PAGES_PER_META);

    const before = await data.list(projectId, 'tags', { limit: 1 });
    expect(before.list[0]).not.toHaveProperty('note');
    await session.rpc('tableUpdate', { tn: 'tags', add: [{ cn: 'note', uidt: 'SingleLineText' }] });
    const after = await data.list(projectId, 'tags', { limit: 1 });
    expect(after.list[0]).toHaveProperty('note', null);
    expect(await data.read(projectId, 'tags', String(after.list[0]!.id))).toHaveProperty('note', null);
    const now = await h.host.kernel.services.get(ProjectsToken).tables(projectId);
    expect(now).not.toBe(tables);
    expect(compiledPages(now, database)).toBeLessThanOrEqual(1);
  });
});

describe('Lru', () => {
  it('forgets the least recently used entry beyond its bound', () => {
    const evicted: string[] = [];
    const lru = new Lru<string, number>(2, (k) => evicted.push(k));
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(evicted).toEqual(['b']);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.size).toBe(2);
  });
});

describe.each(projectTargets('plinth_compiled_timeout').filter((t) => t.name !== 'embedded SQLite'))(
  'compiled statements out of time on $name',
  (target) => {
    let h: TestHost;
    let db: ProjectDatabase | undefined;
    let database: DialectDb;

    beforeAll(async () => {
      h = await bootTestHost({ plugins: PLUGINS });
      db = await target.open();
      const session = await signedUpProject(h, { title: 'Timeout', db: db.input });
      database = await h.host.kernel.services.get(ProjectsToken).database(session.projectId);
    });
    afterAll(async () => {
      await h?.close();
      await db?.drop();
    });

    it('cancels a statement past its time (KnexTimeoutError, as the list total expects) and leaves the pool usable', async () => {
      const sleep = database.dialect.client === 'pg' ? 'select pg_sleep(5) as slept' : 'select sleep(5) as slept';
      const started = Date.now();
      await expect(runCompiled(database.knex, { sql: sleep, bindings: [] }, 200)).rejects.toMatchObject({ name: 'KnexTimeoutError' });
      expect(Date.now() - started).toBeLessThan(4_000);
      const one = database.dialect.client === 'pg' ? 'select $1::int as one' : 'select ? as one';
      expect(await runCompiled(database.knex, { sql: one, bindings: [1] }, 1_000)).toEqual([{ one: 1 }]);
    });
  },
);
