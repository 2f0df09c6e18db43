import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineManifest, definePlugin } from '@plinth/sdk';
import { DataHooks, ProjectsToken, TableDataToken, type Knex, type RowChange, type TableDataService } from '@plinth/sdk/server';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, projectTargets, signedUpProject, sqlSentWhile } from '@plinth/sdk/testing';

/** The service seen by another plugin: batched relations, audit of every write, idOf. */
const changes: RowChange[] = [];
const auditProbe = definePlugin({
  manifest: defineManifest({ id: 'audit-probe', version: '0.0.0', displayName: 'Audit probe', dependsOn: ['data'] }),
  server: {
    setup(ctx) {
      ctx.hooks.tap(DataHooks.rowsChanged, ({ changes: c }) => void changes.push(...c));
    },
  },
});

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data', auditProbe];
const actor = { userId: 'tester' };

describe.each(projectTargets('plinth_data'))('table data service on $name', (target) => {
  let h: TestHost;
  let data: TableDataService;
  let knex: Knex;
  let projectId: string;
  let db: ProjectDatabase | undefined;
  let rpc: TestProjectSession['rpcAnswer'];

  /** SQL statements sent to the project database while `run` runs. */
  const statements = <T>(run: () => Promise<T>) => sqlSentWhile(knex, run);

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    const session = await signedUpProject(h, { title: 'Data', db: db.input });
    ({ projectId, rpcAnswer: rpc } = session);
    const ok = session.rpc;
    await session.createTables({
      customers: { id: 'ID', name: 'SingleLineText', country: 'SingleLineText' },
      orders: { id: 'ID', amount: 'Number' },
      tags: { id: 'ID', label: 'SingleLineText' },
    });
    await ok('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    await ok('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
    data = h.host.kernel.services.get(TableDataToken);
    knex = (await h.host.kernel.services.get(ProjectsToken).database(projectId)).knex;

    // 100 customers; customer i has i % 4 orders (amounts 10 * (k + 1)) and tag (i % 3) when i % 3 < 2.
    const customers = await data.createBulk(
      projectId,
      'customers',
      Array.from({ length: 100 }, (_, i) => ({ name: `c${i}`, country: i % 2 ? 'DE' : 'FR' })),
      actor,
    );
    const orders = customers.flatMap((c, i) => Array.from({ length: i % 4 }, (_, k) => ({ customer_id: c.id, amount: 10 * (k + 1) })));
    await data.createBulk(projectId, 'orders', orders, actor);
    const tags = await data.createBulk(projectId, 'tags', [{ label: 't0' }, { label: 't1' }], actor);
    const links = customers.flatMap((c, i) => (i % 3 < 2 ? [{ customers_id: c.id, tags_id: tags[i % 3]!.id }] : []));
    await data.createBulk(projectId, 'customers_tags', links, actor);
  });
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('loads one relation for 100 parents in one statement, aligned with the parents', async () => {
    const { list: parents } = await data.list(projectId, 'customers', { limit: 100, sort: 'id' });
    expect(parents).toHaveLength(100);

    const hm = await statements(() => data.related(projectId, 'customers', 'hm', 'orders', parents, { sort: '-amount', limit: 2 }));
    expect(hm.sql.filter((s) => /\bfrom\b/i.test(s))).toHaveLength(1);
    expect(hm.sql).toHaveLength(1);
    const orders = hm.result as { amount: number; customer_id: number }[][];
    expect(orders).toHaveLength(100);
    // limit per parent, sorted within each parent
    expect(orders[3]!.map((o) => o.amount)).toEqual([30, 20]);
    expect(orders[2]!.map((o) => o.amount)).toEqual([20, 10]);
    expect(orders[4]).toEqual([]);
    orders.forEach((list, i) => list.forEach((o) => expect(o.customer_id).toBe(parents[i]!.id)));
    // The first statement reads at most limit x parents rows (2 x 128 here, of 150): with one per
    // parent (cap 128) it is past the cap, and a second statement keeps each parent's first row.
    const first = await statements(() => data.related(projectId, 'customers', 'hm', 'orders', parents, { sort: '-amount', limit: 1 }));
    expect(first.sql).toHaveLength(2);
    expect((first.result as { amount: number }[][]).map((l) => l.map((o) => o.amount))).toEqual(
      parents.map((_, i) => (i % 4 ? [10 * (i % 4)] : [])),
    );

    const filtered = await data.related(projectId, 'customers', 'hm', 'orders', parents, {
      where: '(amount,ge,20)',
      fields: 'amount',
      limit: 10,
    });
    expect(filtered[3]).toEqual([{ amount: 20 }, { amount: 30 }]);

    const mm = await statements(() => data.related(projectId, 'customers', 'mm', 'tags', parents));
    expect(mm.sql).toHaveLength(1);
    expect((mm.result as { label: string }[][]).slice(0, 4).map((l) => l.map((t) => t.label))).toEqual([['t0'], ['t1'], [], ['t0']]);

    const { list: someOrders } = await data.list(projectId, 'orders', { limit: 100, sort: 'id' });
    const bt = await statements(() => data.related(projectId, 'orders', 'bt', 'customers', someOrders));
    expect(bt.sql).toHaveLength(1);
    someOrders.forEach((o, i) => expect((bt.result[i] as { id: number }).id).toBe(o.customer_id));
    const none = await data.related(projectId, 'orders', 'bt', 'customers', someOrders, { where: '(country,eq,nowhere)' });
    expect(none.every((r) => r === null)).toBe(true);
  });

  it('filters through relations with a condition graph, in list, count and related', async () => {
    const names = async (table: string, conditionGraph: unknown, where?: string) =>
      (await data.list(projectId, table, { conditionGraph, limit: 1000, sort: 'id', ...(where && { where }) })).list.map(
        (r) => r.name ?? r.amount,
      );
    // customers with an order above 20: those with 3 orders (i % 4 == 3)
    const big = await names('customers', { orders: { relation: 'hm', where: '(amount,gt,20)' } });
    expect(big).toEqual(Array.from({ length: 25 }, (_, k) => `c${4 * k + 3}`));
    expect(
      await data.count(projectId, 'customers', { conditionGraph: JSON.stringify({ orders: { relation: 'hm', where: '(amount,gt,20)' } }) }),
    ).toBe(25);
    // having none: i % 4 == 0
    expect(await data.count(projectId, 'customers', { conditionGraph: { orders: { relation: 'hm', not: true } } })).toBe(25);
    // combined with the where of the table itself
    expect(await names('customers', { orders: { relation: 'hm', where: '(amount,gt,20)' } }, '(country,eq,DE)')).toEqual(
      big.filter((_, k) => (4 * k + 3) % 2 === 1),
    );
    // orders whose customer is in DE (odd customers), through belongs-to
    const de = await data.count(projectId, 'orders', { conditionGraph: { customers: { relation: 'bt', where: '(country,eq,DE)' } } });
    expect(de).toBe(Array.from({ length: 100 }, (_, i) => (i % 2 ? i % 4 : 0)).reduce((a, b) => a + b, 0));
    // many-to-many and nesting: orders of customers tagged t1 (i % 3 == 1)
    const tagged = await data.count(projectId, 'orders', {
      conditionGraph: { customers: { relation: 'bt', conditionGraph: { tags: { relation: 'mm', where: '(label,eq,t1)' } } } },
    });
    expect(tagged).toBe(Array.from({ length: 100 }, (_, i) => (i % 3 === 1 ? i % 4 : 0)).reduce((a, b) => a + b, 0));
    // related rows filtered by their own relations
    const { list: parents } = await data.list(projectId, 'customers', { limit: 4, sort: 'id' });
    const tags = await data.related(projectId, 'customers', 'mm', 'tags', parents, {
      conditionGraph: { customers: { relation: 'mm', where: '(name,eq,c0)' } },
    });
    expect((tags as { label: string }[][]).map((l) => l.map((t) => t.label))).toEqual([['t0'], [], [], ['t0']]);
  });

  it('refuses condition graphs naming unknown relations or columns, too deep or not JSON', async () => {
    const bad = (conditionGraph: unknown, msg: string | RegExp) =>
      expect(data.count(projectId, 'customers', { conditionGraph })).rejects.toMatchObject({ status: 400, message: msg });
    await bad('{', 'conditionGraph is not valid JSON');
    await bad('[1]', 'conditionGraph must be a JSON object keyed by related table');
    await bad({ nothing: { relation: 'hm' } }, "No hm relation 'nothing' on 'customers' in conditionGraph");
    await bad({ orders: { relation: 'bt' } }, "No bt relation 'orders' on 'customers' in conditionGraph");
    await bad({ orders: { relation: 'xx' } }, `conditionGraph entry 'orders' needs "relation": "hm", "bt" or "mm"`);
    await bad({ orders: { relation: 'hm', where: '(nope,eq,1)' } }, "Unknown column 'nope' in where");
    await bad({ orders: { relation: 'hm', where: 5 } }, "where of conditionGraph entry 'orders' must be text");
    await bad({ orders: { relation: 'hm', sql: 'drop' } }, "Unknown key 'sql' in conditionGraph entry 'orders'");
    const deep = {
      orders: {
        relation: 'hm',
        conditionGraph: {
          customers: { relation: 'bt', conditionGraph: { orders: { relation: 'hm', conditionGraph: { customers: { relation: 'bt' } } } } },
        },
      },
    };
    await bad(deep, 'conditionGraph nests deeper than 3 levels');
  });

  it('skips the total of a list when asked (withTotal: false), and of m2mNotChildren', async () => {
    const page = await statements(() => data.list(projectId, 'customers', { where: '(country,eq,DE)', limit: 5 }, { withTotal: false }));
    expect(page.sql).toHaveLength(1);
    expect(page.result.pageInfo).toMatchObject({ totalRows: null, pageSize: 5, isFirstPage: true, isLastPage: false });
    expect(page.result.list).toHaveLength(5);
    expect((await data.list(projectId, 'customers', { where: '(country,eq,DE)', limit: 5 })).pageInfo.totalRows).toBe(50);

    const [first] = (await data.list(projectId, 'customers', { limit: 1, sort: 'id' })).list;
    const pid = String(first!.id);
    const counted = await data.m2mNotChildren(projectId, 'customers', 'tags', pid, {});
    const uncounted = await statements(() => data.m2mNotChildren(projectId, 'customers', 'tags', pid, {}, { withTotal: false }));
    expect(uncounted.result).toEqual({ list: counted.list, count: null });
    expect(counted.count).toBe(counted.list.length);
    expect(uncounted.sql).toHaveLength(1);
  });

  it('refuses unknown relations and parents without their key', async () => {
    await expect(data.related(projectId, 'customers', 'hm', 'nothing', [])).rejects.toMatchObject({
      status: 404,
      message: "No has-many relation 'nothing' on 'customers'",
    });
    await expect(data.related(projectId, 'customers', 'hm', 'orders', [{ name: 'x' }])).rejects.toMatchObject({ status: 400 });
    await expect(data.related(projectId, 'customers', 'hm', 'orders', [{ id: 1 }], { where: '(nope,eq,1)' })).rejects.toMatchObject({
      status: 400,
    });
    expect(await data.related(projectId, 'customers', 'hm', 'orders', [])).toEqual([]);
  });

  it('gives the id of a row, composite keys joined', async () => {
    const meta = await data.meta(projectId, 'customers_tags');
    const [row] = (await data.list(projectId, 'customers_tags', { limit: 1 })).list;
    expect(data.idOf(meta, row!)).toBe(`${row!.customers_id}___${row!.tags_id}`);
    const customers = await data.meta(projectId, 'customers');
    expect(data.idOf(customers, { id: 7, name: 'x' })).toBe('7');
  });

  it('announces every write with tn, cn, pk, value and prevValue, bulk changes by where included', async () => {
    changes.length = 0;
    const row = await data.create(projectId, 'customers', { name: 'Zed', country: 'NL' }, actor);
    const id = data.idOf(await data.meta(projectId, 'customers'), row);
    await data.update(projectId, 'customers', id, { country: 'BE' }, actor);
    expect(changes).toEqual([
      expect.objectContaining({
        tn: 'customers',
        op: 'insert',
        pk: id,
        userId: 'tester',
        changes: expect.arrayContaining([{ cn: 'name', value: 'Zed', prevValue: null }]),
      }),
      expect.objectContaining({ tn: 'customers', op: 'update', pk: id, changes: [{ cn: 'country', value: 'BE', prevValue: 'NL' }] }),
    ]);

    changes.length = 0;
    const updated = await data.updateWhere(projectId, 'customers', '(country,eq,BE)~or(name,eq,c1)', { country: 'AT' }, actor);
    expect(updated).toBe(2);
    expect(changes.map((c) => [c.op, c.pk, c.changes])).toEqual(
      expect.arrayContaining([
        ['update', id, [{ cn: 'country', value: 'AT', prevValue: 'BE' }]],
        ['update', expect.any(String), [{ cn: 'country', value: 'AT', prevValue: 'DE' }]],
      ]),
    );
    expect(changes).toHaveLength(2);

    changes.length = 0;
    expect(await data.deleteWhere(projectId, 'customers', '(country,eq,AT)~and(name,eq,Zed)', actor)).toBe(1);
    expect(changes).toEqual([
      expect.objectContaining({ op: 'delete', pk: id, changes: expect.arrayContaining([{ cn: 'name', value: null, prevValue: 'Zed' }]) }),
    ]);
    await expect(data.updateWhere(projectId, 'customers', '', { country: 'X' }, actor)).rejects.toMatchObject({ status: 400 });
    // a failed bulk change announces nothing
    changes.length = 0;
    await expect(data.updateWhere(projectId, 'customers', '(country,eq,DE)', { nope: 1 }, actor)).rejects.toMatchObject({ status: 400 });
    expect(changes).toEqual([]);
  });
  it("copies the actor's origin (the writer's live socket) into every change, links included", async () => {
    const tab = { ...actor, origin: 'socket-of-tab-1' };
    changes.length = 0;
    const customer = await data.create(projectId, 'customers', { name: 'Origin', country: 'NL' }, tab);
    const order = await data.create(projectId, 'orders', { amount: 5 }, tab);
    const [customerId, orderId] = [String(customer.id), String(order.id)];
    const tagId = String((await data.list(projectId, 'tags', { limit: 1, sort: 'id' })).list[0]!.id);
    await data.update(projectId, 'customers', customerId, { country: 'BE' }, tab);
    await data.link(projectId, 'customers', customerId, 'hm', 'orders', orderId, tab);
    await data.link(projectId, 'customers', customerId, 'mm', 'tags', tagId, tab);
    await data.unlink(projectId, 'customers', customerId, 'mm', 'tags', tagId, tab);
    await data.delete(projectId, 'orders', orderId, tab);
    await data.delete(projectId, 'customers', customerId, tab);
    expect(changes.map((c) => [c.tn, c.op])).toEqual([
      ['customers', 'insert'],
      ['orders', 'insert'],
      ['customers', 'update'],
      ['orders', 'update'],
      ['customers_tags', expect.any(String)],
      ['customers_tags', expect.any(String)],
      ['orders', 'delete'],
      ['customers', 'delete'],
    ]);
    expect(changes.every((c) => c.origin === 'socket-of-tab-1')).toBe(true);

    // No origin given, none announced (the change goes to every socket).
    changes.length = 0;
    await data.delete(projectId, 'customers', String((await data.create(projectId, 'customers', { name: 'Anywhere' }, actor)).id), actor);
    expect(changes).toHaveLength(2);
    expect(changes.some((c) => 'origin' in c)).toBe(false);
  });
  it('computes formula and count columns in SQL, read-only, typed, in the page statement', async () => {
    const add = (tn: string, column: unknown) => rpc('virtualColumnCreate', { tn, column });
    for (const [tn, column] of [
      ['orders', { _cn: 'double', formula: { value: '{amount} * 2' } }],
      ['orders', { _cn: 'quarter', formula: { value: '{amount} / 4' } }],
      ['orders', { _cn: 'byZero', formula: { value: '{amount} / ({amount} - {amount})' } }],
      ['customers', { _cn: 'label', formula: { value: "CONCAT(UPPER({name}), '-', lower({country}), ' ', LEN({name}))" } }],
      ['customers', { _cn: 'band', formula: { value: 'IF({id} > 50, "high", "low")' } }],
      ['customers', { _cn: 'maths', formula: { value: 'ROUND(AVG({id}, 2, 3.5), 1) + ABS(-{id}) - ADD({id}, 1, 2) * (2 - 1)' } }],
      ['customers', { _cn: 'isDE', formula: { value: "{country} = 'DE'" } }],
      ['customers', { _cn: 'quoted', formula: { value: `CONCAT("x'); drop table customers; --", {name}, '\\\\', "\\"")` } }],
      ['customers', { _cn: 'orderCount', count: { ctn: 'orders', type: 'hm' } }],
      ['customers', { _cn: 'tagCount', count: { ctn: 'tags', type: 'mm' } }],
    ] as const) {
      const r = await add(tn, column);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const page = await statements(() => data.list(projectId, 'customers', { where: '(id,le,4)', sort: 'id' }));
    // the page and its total: formulas and counts add no statements
    expect(page.sql).toHaveLength(2);
    const [c1, c2, c3, c4] = page.result.list;
    // c1 moved to AT in the audit test above
    expect(c2).toMatchObject({ name: 'c1', label: 'C1-at 2', band: 'low', isDE: false, orderCount: 1, tagCount: 1 });
    expect(c4).toMatchObject({ name: 'c3', label: 'C3-de 2', isDE: true, orderCount: 3 });
    expect(c2!.maths).toBeCloseTo(Math.round(((2 + 2 + 3.5) / 3) * 10) / 10 + 2 - (2 + 1 + 2), 6);
    expect(c1).toMatchObject({ isDE: false, orderCount: 0, tagCount: 1, quoted: `x'); drop table customers; --c0\\"` });
    expect(c3).toMatchObject({ orderCount: 2, tagCount: 0 });
    expect((await data.read(projectId, 'customers', '60')).band).toBe('high');
    const orders = (await data.list(projectId, 'orders', { where: '(amount,eq,10)', limit: 1 })).list[0]!;
    expect(orders).toMatchObject({ double: 20, quarter: 2.5, byZero: null });
    // related rows carry their formulas too, still one statement
    const { list: parents } = await data.list(projectId, 'customers', { limit: 4, sort: 'id' });
    const rel = await statements(() => data.related(projectId, 'customers', 'hm', 'orders', parents, { sort: 'amount' }));
    expect(rel.sql).toHaveLength(1);
    expect((rel.result[2] as { double: number }[]).map((o) => o.double)).toEqual([20, 40]);

    // read-only, not filterable or sortable: clear 400s
    await expect(data.update(projectId, 'customers', '1', { label: 'x' }, actor)).rejects.toMatchObject({
      status: 400,
      message: "Unknown column 'label'",
    });
    await expect(data.list(projectId, 'customers', { where: '(label,eq,x)' })).rejects.toMatchObject({
      status: 400,
      message: "Column 'label' is virtual and cannot be used in where",
    });
    await expect(data.list(projectId, 'customers', { sort: 'orderCount' })).rejects.toMatchObject({
      status: 400,
      message: "Column 'orderCount' is virtual and cannot be used in sort",
    });
  });

  it('refuses invalid formulas and counts at creation with a message naming the problem', async () => {
    const refused = async (column: unknown, msg: string) =>
      expect(await rpc('virtualColumnCreate', { tn: 'customers', column })).toMatchObject({ status: 400, body: { msg } });
    await refused({ _cn: 'f1', formula: { value: '{nope} + 1' } }, "Invalid formula: unknown column 'nope'");
    await refused({ _cn: 'f2', formula: { value: 'SLEEP(5)' } }, "Invalid formula: unknown function 'SLEEP' at position 1");
    await refused({ _cn: 'f3', formula: { value: '{name} * 2' } }, "Invalid formula: '*' takes numbers, {name} is not one");
    await refused({ _cn: 'f4', formula: { value: '({id} + 1' } }, "Invalid formula: expected ')' at the end");
    await refused({ _cn: 'f5', formula: { value: 'ROUND(1, 2, 3)' } }, 'Invalid formula: ROUND takes 1 to 2 arguments, not 3');
    await refused(
      { _cn: 'f6', formula: { value: '{orderCount} + 1' } },
      "Invalid formula: column 'orderCount' is virtual; formulas use stored columns",
    );
    await refused({ _cn: 'f7', formula: { value: '1; drop table customers' } }, "Invalid formula: unexpected ';' at position 2");
    await refused({ _cn: 'f8', formula: { value: '"open' } }, 'Invalid formula: text starting at position 1 is not closed');
    await refused({ _cn: 'f9', formula: { value: '{id} +' } }, 'Invalid formula: it ends too early');
    await refused({ _cn: 'c1', count: { ctn: 'customers', type: 'hm' } }, "No hm relation from 'customers' to 'customers'");
    await refused({ _cn: 'c2', count: { type: 'hm' } }, 'Related table name required');
  });
});
