/**
 * Lookups folded into the page's statement answer exactly what their own queries answered (the
 * path with `foldedLookups` and compiled statements off): value by value and type by type, for
 * link counts, lookups of text, numbers, decimals, dates, booleans through has-many,
 * many-to-many and belongs-to, and rollups, with empty relations and nulls; and the sub-selects
 * of counts, rollups and lookups right on a table named like their own aliases once were (`c`).
 * Counts and rollups sharing a sub-select (`sharedVirtuals`: a count read from a lookup's array,
 * PostgreSQL's aggregates of the same related rows in one array) answer what their own gave.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TableDataToken, ProjectsToken, type ApiRow, type Knex, type ListQuery, type TableDataService } from '@plinth/sdk/server';
import { bootTestHost, projectTargets, signedUpProject, sqlSentWhile, type ProjectDatabase, type TestHost } from '@plinth/sdk/testing';
import type { TestProjectSession } from '@plinth/sdk/testing';
import { compiledPaths } from '../server/compiled.js';
import { foldedLookups } from '../server/lookups.js';
import { sharedVirtuals } from '../server/shared-virtuals.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data'];
const CUSTOMERS = 30;

const VIRTUALS: Record<string, object[]> = {
  customers: [
    { _cn: 'orderCount', count: { ctn: 'orders', type: 'hm' } },
    { _cn: 'tagCount', count: { ctn: 'tags', type: 'mm' } },
    { _cn: 'notes', lk: { ltn: 'orders', type: 'hm', lcn: 'note' } },
    { _cn: 'amounts', lk: { ltn: 'orders', type: 'hm', lcn: 'amount' } },
    { _cn: 'prices', lk: { ltn: 'orders', type: 'hm', lcn: 'price' } },
    { _cn: 'placed', lk: { ltn: 'orders', type: 'hm', lcn: 'placed' } },
    { _cn: 'paid', lk: { ltn: 'orders', type: 'hm', lcn: 'paid' } },
    { _cn: 'stamps', lk: { ltn: 'orders', type: 'hm', lcn: 'stamp' } },
    { _cn: 'labels', lk: { ltn: 'tags', type: 'mm', lcn: 'label' } },
    { _cn: 'weights', lk: { ltn: 'tags', type: 'mm', lcn: 'weight' } },
    { _cn: 'active', lk: { ltn: 'tags', type: 'mm', lcn: 'active' } },
    ...(['count', 'sum', 'avg', 'min', 'max'] as const).map((fn) => ({
      _cn: `amount_${fn}`,
      rl: { rltn: 'orders', rlcn: 'amount', type: 'hm', fn },
    })),
    { _cn: 'weightSum', rl: { rltn: 'tags', rlcn: 'weight', type: 'mm', fn: 'sum' } },
    { _cn: 'priceMax', rl: { rltn: 'orders', rlcn: 'price', type: 'hm', fn: 'max' } },
  ],
  orders: [
    { _cn: 'customerName', lk: { ltn: 'customers', type: 'bt', lcn: 'name' } },
    { _cn: 'customerBorn', lk: { ltn: 'customers', type: 'bt', lcn: 'born' } },
    { _cn: 'customerVip', lk: { ltn: 'customers', type: 'bt', lcn: 'vip' } },
    { _cn: 'customerScore', lk: { ltn: 'customers', type: 'bt', lcn: 'score' } },
  ],
};

/** Requests whose answers are compared: pages, filters, sorts, reads. */
const PAGES: [string, ListQuery][] = [
  ['customers', { sort: 'id', limit: 100 }],
  ['customers', { sort: '-name', limit: 7, offset: 3 }],
  ['customers', { where: '(vip,eq,true)', sort: 'id', fields: 'name' }],
  ['orders', { sort: 'id', limit: 100 }],
  ['orders', { where: '(amount,gt,1)', sort: '-id' }],
];

describe.each(projectTargets('plinth_folded_lookups'))('folded lookups on $name', (target) => {
  let h: TestHost;
  let db: ProjectDatabase | undefined;
  let session: TestProjectSession;
  let data: TableDataService;
  let knex: Knex;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    session = await signedUpProject(h, { title: 'Folded', db: db.input });
    await session.createTables({
      customers: { id: 'ID', name: 'SingleLineText', born: 'Date', vip: 'Checkbox', score: 'Decimal' },
      orders: { id: 'ID', amount: 'Number', price: 'Decimal', placed: 'Date', stamp: 'DateTime', paid: 'Checkbox', note: 'LongText' },
      tags: { id: 'ID', label: 'SingleLineText', weight: 'Number', active: 'Checkbox' },
    });
    await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    await session.rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
    for (const [tn, columns] of Object.entries(VIRTUALS))
      for (const column of columns) await session.rpc('virtualColumnCreate', { tn, column });
    data = h.host.kernel.services.get(TableDataToken);
    knex = (await h.host.kernel.services.get(ProjectsToken).database(session.projectId)).knex;
    const actor = { userId: 'tester' };
    // Every fourth value null; customers 0, 5, 10... without orders or tags.
    const customers = await data.createBulk(
      session.projectId,
      'customers',
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        name: i % 4 === 3 ? null : `c${i}`,
        born: i % 4 === 2 ? null : `19${50 + i}-0${1 + (i % 9)}-1${i % 10}`,
        vip: i % 4 === 1 ? null : i % 2 === 0,
        score: i % 4 === 0 ? null : `${i}.${i % 10}5`,
      })),
      actor,
    );
    const orders = customers.flatMap((c, i) =>
      i % 5 === 0
        ? []
        : Array.from({ length: 1 + (i % 3) }, (_, k) => ({
            customer_id: c.id,
            amount: (i + k) % 4 === 0 ? null : (i * 7 + k) % 50,
            price: (i + k) % 4 === 1 ? null : `${k}.${i % 10}0`,
            placed: (i + k) % 4 === 2 ? null : `2024-0${1 + (k % 9)}-2${i % 10}`,
            stamp: (i + k) % 4 === 3 ? null : `2024-03-0${1 + k}T1${i % 10}:30:00.000Z`,
            paid: (i + k) % 3 === 0 ? null : (i + k) % 2 === 0,
            note: k === 1 ? null : `note ${i}/${k} "quoted", {json}`,
          })),
    );
    await data.createBulk(session.projectId, 'orders', orders, actor);
    const tags = await data.createBulk(
      session.projectId,
      'tags',
      [
        { label: 't0', weight: 3, active: true },
        { label: null, weight: null, active: null },
        { label: 't2', weight: -4, active: false },
      ],
      actor,
    );
    const links = customers.flatMap((c, i) =>
      i % 5 === 0 ? [] : tags.slice(0, 1 + (i % 3)).map((t) => ({ customers_id: c.id, tags_id: t.id })),
    );
    await data.createBulk(session.projectId, 'customers_tags', links, actor);
  }, 120_000);

  afterEach(() => {
    foldedLookups.enabled = true;
    compiledPaths.enabled = true;
    sharedVirtuals.enabled = true;
  });

  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  /** Every compared answer, on the path of the flags as set. */
  async function answers(): Promise<unknown[]> {
    const out: unknown[] = [];
    for (const [tn, query] of PAGES) out.push((await data.list(session.projectId, tn, query)).list);
    for (const id of ['1', '2', '5', '9']) out.push(await data.read(session.projectId, 'customers', id));
    for (const id of ['1', '4']) out.push(await data.read(session.projectId, 'orders', id));
    return out;
  }

  it('answers what each lookup query answered, value by value and type by type', async () => {
    foldedLookups.enabled = false;
    compiledPaths.enabled = false;
    sharedVirtuals.enabled = false;
    const before = await answers();
    foldedLookups.enabled = true;
    expect(await answers()).toStrictEqual(before);
    // Compiled statements are kept from here on: each built with the sub-selects shared.
    compiledPaths.enabled = true;
    sharedVirtuals.enabled = true;
    const shared = await answers();
    // toStrictEqual compares types too (a number is not its text, a Date not its ISO string).
    expect(shared).toStrictEqual(before);
    // The data is as meant: empty relations, nulls inside lookups, values of each type.
    const page = (shared[0] as ApiRow[])!;
    expect(page[0]).toMatchObject({ orderCount: 0, tagCount: 0, notes: [], labels: [], amount_count: 0 });
    expect(page[1]!.labels).toEqual(['t0', null]);
    expect(page[3]!.notes).toHaveLength(1);
    expect((page[2]!.notes as unknown[]).includes(null)).toBe(true);
    // Compiled statements kept from the first round answer the same again.
    expect(await answers()).toStrictEqual(before);
  });

  it('folds them into the page statement where the database allows (PostgreSQL, SQLite)', async () => {
    const page = (limit: number) =>
      sqlSentWhile(knex, () => data.list(session.projectId, 'customers', { sort: 'id', limit }, { withTotal: false }));
    await page(1);
    const sent = await page(20);
    expect(sent.sql.length, sent.sql.join('\n')).toBe(target.name === 'MariaDB' ? 10 : 1);
    expect((await page(5)).sql.length).toBe(sent.sql.length);
  });

  it('shares sub-selects: a count beside a lookup of its relation, and (PostgreSQL) aggregates of the same rows', async () => {
    // Sub-selects of the page's statement, each run once per row of the page.
    const subSelects = async () => {
      const { sql } = await sqlSentWhile(knex, () =>
        data.list(session.projectId, 'customers', { sort: 'id', limit: 3 }, { withTotal: false }),
      );
      return sql.map((text) => text.match(/\(select /gi)?.length ?? 0).reduce((a, b) => a + b, 0);
    };
    compiledPaths.enabled = false;
    sharedVirtuals.enabled = false;
    const alone = await subSelects();
    sharedVirtuals.enabled = true;
    const shared = await subSelects();
    // orderCount read from a has-many lookup of orders; on PostgreSQL the 6 rollups of orders in one sub-select.
    const saved = target.name === 'PostgreSQL' ? 6 : target.name === 'MariaDB' ? 0 : 1;
    expect(alone - shared).toBe(saved);
  });

  it("counts, sums and looks up right for a table named like the sub-selects' own aliases", async () => {
    await session.createTables({ c: { id: 'ID', name: 'SingleLineText' }, t: { id: 'ID', n: 'Number' } });
    await session.rpc('relationCreate', { parentTable: 'c', childTable: 't', childColumn: 'c_id' });
    await session.rpc('xcM2MRelationCreate', { tn: 'c', rtn: 'tags' });
    for (const column of [
      { _cn: 'tCount', count: { ctn: 't', type: 'hm' } },
      { _cn: 'tSum', rl: { rltn: 't', rlcn: 'n', type: 'hm', fn: 'sum' } },
      { _cn: 'tagSum', rl: { rltn: 'tags', rlcn: 'weight', type: 'mm', fn: 'sum' } },
      { _cn: 'ns', lk: { ltn: 't', type: 'hm', lcn: 'n' } },
    ])
      await session.rpc('virtualColumnCreate', { tn: 'c', column });
    const [one, two] = await data.createBulk(session.projectId, 'c', [{ name: 'one' }, { name: 'two' }], { userId: 'tester' });
    await data.createBulk(
      session.projectId,
      't',
      [
        { c_id: two!.id, n: 5 },
        { c_id: two!.id, n: 6 },
      ],
      { userId: 'tester' },
    );
    await data.createBulk(session.projectId, 'c_tags', [{ c_id: two!.id, tags_id: 1 }], { userId: 'tester' });
    const { list } = await data.list(session.projectId, 'c', { sort: 'id' });
    // PostgreSQL's bigint lookups come as text, as their own query gave them (the test above).
    expect(list.map((r) => [r.id, r.tCount, r.tSum, r.tagSum, (r.ns as unknown[]).map(Number)])).toEqual([
      [one!.id, 0, null, null, []],
      [two!.id, 2, 11, 3, [5, 6]],
    ]);
  });

  it('keeps a shared sub-select within 63-byte names: the rest of 30 rollups of one relation still right', async () => {
    await session.createTables({ box: { id: 'ID', name: 'SingleLineText' }, item: { id: 'ID', n: 'Number' } });
    await session.rpc('relationCreate', { parentTable: 'box', childTable: 'item', childColumn: 'box_id' });
    const fns = ['count', 'sum', 'min', 'max', 'avg'] as const;
    for (let i = 0; i < 30; i++)
      await session.rpc('virtualColumnCreate', {
        tn: 'box',
        column: { _cn: `r${i}`, rl: { rltn: 'item', rlcn: 'n', type: 'hm', fn: fns[i % 5] } },
      });
    const [, full] = await data.createBulk(session.projectId, 'box', [{ name: 'empty' }, { name: 'full' }], { userId: 'tester' });
    await data.createBulk(
      session.projectId,
      'item',
      [2, 3, 7].map((n) => ({ box_id: full!.id, n })),
      { userId: 'tester' },
    );
    const { sql, result } = await sqlSentWhile(knex, () => data.list(session.projectId, 'box', { sort: 'id' }, { withTotal: false }));
    const expected = (fn: (typeof fns)[number], empty: boolean) =>
      ({ count: empty ? 0 : 3, sum: empty ? null : 12, min: empty ? null : 2, max: empty ? null : 7, avg: empty ? null : 4 })[fn];
    result.list.forEach((row, k) => {
      for (let i = 0; i < 30; i++) expect(row[`r${i}`], `box ${k} r${i}`).toBe(expected(fns[i % 5]!, k === 0));
    });
    // PostgreSQL: one shared sub-select as long as a name may be (a cut alias would lose members
    // above), the rollups past it on their own.
    const aliases = sql.join('\n').match(/__plinth_m[0-9_]+/g) ?? [];
    expect(aliases).toHaveLength(target.name === 'PostgreSQL' ? 1 : 0);
    for (const alias of aliases) expect(alias.length).toBeLessThanOrEqual(63);
    if (target.name === 'PostgreSQL') expect(sql.join('\n')).toContain('__plinth_v29');
  });

  it('refuses a lookup of a lookup, and filters or sorts on lookups, as before', async () => {
    const nested = await session.rpcAnswer('virtualColumnCreate', {
      tn: 'orders',
      column: { _cn: 'x', lk: { ltn: 'customers', type: 'bt', lcn: 'notes' } },
    });
    expect(nested.status).toBe(400);
    for (const query of [{ where: '(notes,eq,x)' }, { sort: 'labels' }, { where: '(amount_sum,gt,1)' }])
      await expect(data.list(session.projectId, 'customers', query)).rejects.toMatchObject({ status: 400 });
  });
});
