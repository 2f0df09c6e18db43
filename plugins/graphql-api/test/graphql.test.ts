/**
 * The GraphQL API over HTTP on a real host, on SQLite, PostgreSQL and MariaDB: every operation,
 * nested relations three levels deep, mutations all or nothing, one SQL statement per relation
 * level, introspection, schema changes without a restart, roles, errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from '../server/graphql-js.js';
import { ProjectsToken, TableDataToken, type Knex } from '@plinth/sdk/server';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, projectTargets, signedUpProject, sqlSentWhile, columnsOf } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data', 'graphql-api'];

interface GqlAnswer {
  status: number;
  body: { data?: any; errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[]; msg?: string };
  text: string;
}

describe.each(projectTargets('plinth_gql'))('GraphQL API on $name', (target) => {
  let h: TestHost;
  let token: string;
  let projectId: string;
  let knex: Knex;
  let db: ProjectDatabase | undefined;

  const gql = async (
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = { 'xc-auth': token },
  ): Promise<GqlAnswer> => {
    const r = await h.request(`/nc/${projectId}/v1/graphql`, {
      body: { query, variables },
      headers: { accept: 'application/json', ...headers },
    });
    return { status: r.status, body: r.body, text: JSON.stringify(r.body) };
  };
  /** The data of a query that must succeed. */
  const ok = async (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => {
    const r = await gql(query, variables, headers);
    expect(r.body.errors, r.text).toBeUndefined();
    expect(r.status).toBe(200);
    return r.body.data;
  };
  let rpc: TestProjectSession['rpc'];
  let member: TestProjectSession['member'];
  /** SQL statements sent to the project database while `run` runs. */
  const statements = <T>(run: () => Promise<T>) => sqlSentWhile(knex, run);

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    ({ token, projectId, rpc, member } = await signedUpProject(h, { title: 'Shop', projectType: 'graphql', db: db.input }));
    const table = (tn: string, columns: unknown[]) => rpc('tableCreate', { tn, columns: [{ cn: 'id', uidt: 'ID' }, ...columns] });
    await table('customers', [
      { cn: 'name', uidt: 'SingleLineText', rqd: true },
      { cn: 'email', uidt: 'Email' },
      { cn: 'age', uidt: 'Number' },
      { cn: 'vip', uidt: 'Checkbox' },
    ]);
    await table('orders', [{ cn: 'total', uidt: 'Decimal' }]);
    await table('products', [{ cn: 'title', uidt: 'SingleLineText' }]);
    await table('items', [{ cn: 'qty', uidt: 'Number' }]);
    await table('tags', [{ cn: 'label', uidt: 'SingleLineText' }]);
    await rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    await rpc('relationCreate', { parentTable: 'orders', childTable: 'items', childColumn: 'order_id' });
    await rpc('relationCreate', { parentTable: 'products', childTable: 'items', childColumn: 'product_id' });
    await rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
    await rpc('virtualColumnCreate', {
      tn: 'customers',
      column: { _cn: 'spent', rl: { rltn: 'orders', rlcn: 'total', type: 'hm', fn: 'sum' } },
    });
    await rpc('virtualColumnCreate', { tn: 'items', column: { _cn: 'productTitle', lk: { ltn: 'products', type: 'bt', lcn: 'title' } } });
    await rpc('virtualColumnCreate', { tn: 'orders', column: { _cn: 'itemCount', count: { ctn: 'items', type: 'hm' } } });
    await rpc('virtualColumnCreate', { tn: 'items', column: { _cn: 'double', formula: { value: '{qty} * 2' } } });
    knex = (await h.host.kernel.services.get(ProjectsToken).database(projectId)).knex;
  });
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('creates rows, validated by the data service, with the field in each error', async () => {
    const create = `mutation New($data: CustomersInput!) { customersCreate(data: $data) { id name email age vip } }`;
    const ada = (await ok(create, { data: { name: 'Ada', email: 'ada@example.com', age: 36, vip: true } })).customersCreate;
    expect(ada).toMatchObject({ id: expect.anything(), name: 'Ada', email: 'ada@example.com', age: 36, vip: true });
    for (const data of [
      { name: 'Bob', age: 17, vip: false },
      { name: 'Cy', age: 52 },
      { name: "O'Brien; --", age: 41, vip: true },
    ])
      await ok(create, { data });

    const bad = await gql(create, { data: { name: 'Eve', email: 'not-mail' } });
    expect(bad.body.data).toEqual({ customersCreate: null });
    expect(bad.body.errors).toEqual([
      expect.objectContaining({
        message: "Invalid value for column 'email': 'not-mail' is not an e-mail address",
        path: ['customersCreate'],
        extensions: { status: 400 },
      }),
    ]);
    const missing = await gql(create, { data: { email: 'x@example.com' } });
    expect(missing.body.errors?.[0]).toMatchObject({ message: "Column 'name' is required", path: ['customersCreate'] });
    // GraphQL's own type checks answer before anything runs.
    const typed = await gql(create, { data: { name: 'Eve', age: 'old' } });
    expect(typed.body.errors?.[0]?.message).toMatch(/got invalid value "old" at "data\.age"/);
    expect(bad.text + missing.text + typed.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });

  it('inserts in bulk all or nothing', async () => {
    const countOf = async (t: string) => (await ok(`{ ${t}Count }`))[`${t}Count`] as number;
    const customersBefore = await countOf('customers');
    const people = 'mutation Bulk($rows: [CustomersInput!]!) { customersCreateBulk(data: $rows) { id } }';
    const refused = await gql(people, { rows: [{ name: 'P1' }, { age: 3 }, { name: 'P3' }] });
    expect(refused.body).toEqual({
      data: { customersCreateBulk: null },
      errors: [expect.objectContaining({ message: "Row 2: Column 'name' is required", path: ['customersCreateBulk'] })],
    });
    expect(await countOf('customers')).toBe(customersBefore);

    // The database refuses the second row (no such customer) after the first was inserted: the
    // transaction takes the first back.
    const ordersBefore = await countOf('orders');
    const bulk = 'mutation Bulk($rows: [OrdersInput!]!) { ordersCreateBulk(data: $rows) { id total customer_id } }';
    const bad = await gql(bulk, { rows: [{ total: 1 }, { total: 2, customer_id: 999_999 }, { total: 3 }] });
    expect(bad.body.data).toEqual({ ordersCreateBulk: null });
    expect(bad.body.errors?.[0]?.path).toEqual(['ordersCreateBulk']);
    expect(bad.text).not.toMatch(/999999|constraint|\bat .*:\d+/i);
    expect(await countOf('orders')).toBe(ordersBefore);

    const customers = (await ok('{ customersList(sort: "name") { id name } }')).customersList as { id: number; name: string }[];
    const [ada, bob] = customers;
    const made = (
      await ok(bulk, {
        rows: [
          { total: 10.5, customer_id: ada!.id },
          { total: 20, customer_id: ada!.id },
          { total: 7, customer_id: bob!.id },
        ],
      })
    ).ordersCreateBulk;
    expect(made).toHaveLength(3);
    expect(await countOf('orders')).toBe(ordersBefore + 3);
  });

  it('runs no COUNT for a list: {t}Count answers totals', async () => {
    const list = await statements(() => ok('{ customersList(limit: 2) { name } }'));
    expect(list.sql).toHaveLength(1);
    expect(list.sql.join('\n')).not.toMatch(/count\(/i);
    const counted = await statements(() => ok('{ customersCount }'));
    expect(counted.sql.filter((s) => /count\(/i.test(s))).toHaveLength(1);
  });

  it('gives every relation between the same two tables its own field, named by its foreign key', async () => {
    for (const tn of ['people', 'parcels'])
      await rpc('tableCreate', {
        tn,
        columns: columnsOf({ id: 'ID', label: 'SingleLineText' }),
      });
    for (const childColumn of ['sender_id', 'receiver_id'])
      await rpc('relationCreate', { parentTable: 'people', childTable: 'parcels', childColumn });
    const person = 'mutation P($label: String) { peopleCreate(data: { label: $label }) { id } }';
    const ann = (await ok(person, { label: 'ann' })).peopleCreate.id;
    const ben = (await ok(person, { label: 'ben' })).peopleCreate.id;
    const parcel = 'mutation P($data: ParcelsInput!) { parcelsCreate(data: $data) { id } }';
    for (const [label, sender_id, receiver_id] of [
      ['p1', ann, ben],
      ['p2', ben, ann],
      ['p3', ann, ann],
    ])
      await ok(parcel, { data: { label, sender_id, receiver_id } });

    const query = `{
      peopleList(sort: "label") { label parcelsBySenderIdList(sort: "label") { label } parcelsList(sort: "label") { label } }
      parcelsList(sort: "label") { label peopleBySenderIdRead { label } peopleRead { label } }
    }`;
    const { result, sql } = await statements(() => ok(query));
    const labels = (rows: { label: string }[]) => rows.map((r) => r.label);
    expect(
      result.peopleList.map((p: Record<string, { label: string }[]>) => [labels(p.parcelsBySenderIdList!), labels(p.parcelsList!)]),
    ).toEqual([
      [
        ['p1', 'p3'],
        ['p2', 'p3'],
      ],
      [['p2'], ['p1']],
    ]);
    expect(
      result.parcelsList.map((p: Record<string, { label: string }>) => [p.label, p.peopleBySenderIdRead!.label, p.peopleRead!.label]),
    ).toEqual([
      ['p1', 'ann', 'ben'],
      ['p2', 'ben', 'ann'],
      ['p3', 'ann', 'ann'],
    ]);
    // two lists, and one statement per relation field for all their rows
    expect(sql).toHaveLength(6);
    const fields = (await ok('{ __type(name: "People") { fields { name description } } }')).__type.fields as {
      name: string;
      description: string;
    }[];
    // the plain name goes to the foreign key sorting first, whatever order the database lists them in
    expect(fields.filter((f) => f.name.startsWith('parcels')).sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual([
      { name: 'parcelsBySenderIdList', description: "Related 'parcels' rows (has many through 'sender_id')." },
      { name: 'parcelsList', description: "Related 'parcels' rows (has many through 'receiver_id')." },
    ]);
  });

  it('lists with where, sort, limit and offset; reads and counts', async () => {
    const names = async (args: string) =>
      ((await ok(`{ customersList${args} { name } }`)).customersList as { name: string }[]).map((c) => c.name);
    expect(await names('(sort: "-age")')).toEqual(['Cy', "O'Brien; --", 'Ada', 'Bob']);
    expect(await names('(where: "(age,gt,18)~and(vip,eq,true)", sort: "name")')).toEqual(['Ada', "O'Brien; --"]);
    expect(await names('(sort: "name", limit: 2, offset: 1)')).toEqual(['Bob', 'Cy']);
    const hostile = await ok('query Q($w: String) { customersList(where: $w) { name } }', { w: "(name,eq,O'Brien; --)" });
    expect(hostile.customersList).toEqual([{ name: "O'Brien; --" }]);
    expect((await ok('{ customersCount(where: "(vip,eq,true)") }')).customersCount).toBe(2);
    // Filters through relations, as a variable or a literal: customers with an order above 15.
    const graph = await ok(
      'query G($g: JSON) { customersList(conditionGraph: $g, sort: "name") { name } customersCount(conditionGraph: $g) }',
      {
        g: { orders: { relation: 'hm', where: '(total,gt,15)' } },
      },
    );
    expect(graph).toEqual({ customersList: [{ name: 'Ada' }], customersCount: 1 });
    expect(
      (await ok('{ customersList(conditionGraph: { orders: { relation: "hm", not: true } }, sort: "name") { name } }')).customersList,
    ).toEqual([{ name: 'Cy' }, { name: "O'Brien; --" }]);
    const [ada] = (await ok('{ customersList(where: "(name,eq,Ada)") { id } }')).customersList;
    expect((await ok(`{ customersRead(id: ${JSON.stringify(String(ada.id))}) { name age } }`)).customersRead).toEqual({
      name: 'Ada',
      age: 36,
    });
    expect((await ok(`{ customersRead(id: ${ada.id}) { name } }`)).customersRead).toEqual({ name: 'Ada' });
  });

  it('updates and deletes one row', async () => {
    const [bob] = (await ok('{ customersList(where: "(name,eq,Bob)") { id } }')).customersList;
    const updated = await ok('mutation U($id: ID!) { customersUpdate(id: $id, data: { age: 18, vip: true }) { name age vip } }', {
      id: bob.id,
    });
    expect(updated.customersUpdate).toEqual({ name: 'Bob', age: 18, vip: true });
    await ok('mutation U($id: ID!) { customersUpdate(id: $id, data: { age: 17, vip: false }) { id } }', { id: bob.id });
    const temp = (await ok('mutation { customersCreate(data: { name: "Temp" }) { id } }')).customersCreate;
    expect((await ok(`mutation { customersDelete(id: ${temp.id}) }`)).customersDelete).toBe(true);
    const gone = await gql(`{ customersRead(id: ${temp.id}) { name } }`);
    expect(gone.body).toEqual({
      data: { customersRead: null },
      errors: [expect.objectContaining({ message: 'Record not found', path: ['customersRead'], extensions: { status: 404 } })],
    });
    const again = await gql(`mutation { customersDelete(id: ${temp.id}) }`);
    expect(again.body.errors?.[0]).toMatchObject({ message: 'Record not found', path: ['customersDelete'] });
  });

  it('nests has-many, belongs-to and many-to-many relations three levels deep, with lookups, rollups, counts and formulas', async () => {
    const [ada] = (await ok('{ customersList(where: "(name,eq,Ada)") { id } }')).customersList;
    const products = (await ok('mutation { productsCreateBulk(data: [{ title: "Pen" }, { title: "Ink" }]) { id title } }'))
      .productsCreateBulk;
    const orders = (await ok(`{ ordersList(where: "(customer_id,eq,${ada.id})", sort: "total") { id total } }`)).ordersList;
    await ok('mutation I($rows: [ItemsInput!]!) { itemsCreateBulk(data: $rows) { id } }', {
      rows: [
        { qty: 1, order_id: orders[0].id, product_id: products[0].id },
        { qty: 2, order_id: orders[0].id, product_id: products[1].id },
        { qty: 3, order_id: orders[1].id, product_id: products[1].id },
      ],
    });
    const tag = (await ok('mutation { tagsCreate(data: { label: "loyal" }) { id } }')).tagsCreate;
    // GraphQL has no link mutation (not in the spec): link through the data service.
    await h.host.kernel.services
      .get(TableDataToken)
      .link(projectId, 'customers', String(ada.id), 'mm', 'tags', String(tag.id), { userId: null });

    const deep = await ok(`{
      customersList(where: "(name,eq,Ada)") {
        name spent
        tagsMMList { label }
        ordersList(sort: "total") { total itemCount itemsList(sort: "qty") { qty double productTitle productsRead { title } } }
      }
    }`);
    expect(deep.customersList).toEqual([
      {
        name: 'Ada',
        spent: 30.5,
        tagsMMList: [{ label: 'loyal' }],
        ordersList: [
          {
            total: 10.5,
            itemCount: 2,
            itemsList: [
              { qty: 1, double: 2, productTitle: 'Pen', productsRead: { title: 'Pen' } },
              { qty: 2, double: 4, productTitle: 'Ink', productsRead: { title: 'Ink' } },
            ],
          },
          { total: 20, itemCount: 1, itemsList: [{ qty: 3, double: 6, productTitle: 'Ink', productsRead: { title: 'Ink' } }] },
        ],
      },
    ]);
    const up = await ok(
      '{ itemsList(sort: "qty", limit: 1) { ordersRead { customersRead { name ordersList(where: "(total,gt,15)") { total } } } } }',
    );
    expect(up.itemsList).toEqual([{ ordersRead: { customersRead: { name: 'Ada', ordersList: [{ total: 20 }] } } }]);
    const perParent = await ok('{ customersList(where: "(name,eq,Ada)") { ordersList(sort: "-total", limit: 1) { total } } }');
    expect(perParent.customersList).toEqual([{ ordersList: [{ total: 20 }] }]);
    const filtered = await ok(
      '{ customersList(where: "(name,eq,Ada)") { ordersList(conditionGraph: { items: { relation: "hm", where: "(qty,gt,2)" } }) { total } } }',
    );
    expect(filtered.customersList).toEqual([{ ordersList: [{ total: 20 }] }]);
  });

  it('loads a page of 100 parents with nested has-many and belongs-to in one statement per relation level', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ name: `bulk ${String(i).padStart(3, '0')}`, age: i }));
    const made = (await ok('mutation B($rows: [CustomersInput!]!) { customersCreateBulk(data: $rows) { id } }', { rows }))
      .customersCreateBulk as { id: number }[];
    await ok('mutation B($rows: [OrdersInput!]!) { ordersCreateBulk(data: $rows) { id } }', {
      rows: made.flatMap((c, i) => [
        { total: i, customer_id: c.id },
        { total: i + 0.5, customer_id: c.id },
      ]),
    });
    const query = (limit: number) =>
      `{ customersList(where: "(name,like,bulk%)", sort: "name", limit: ${limit}) { name ordersList(sort: "total") { total customersRead { name } } } }`;
    const few = await statements(() => ok(query(3)));
    const many = await statements(() => ok(query(100)));
    const list = many.result.customersList as { name: string; ordersList: { total: number; customersRead: { name: string } }[] }[];
    expect(list).toHaveLength(100);
    expect(list[42]).toEqual({
      name: 'bulk 042',
      ordersList: [
        { total: 42, customersRead: { name: 'bulk 042' } },
        { total: 42.5, customersRead: { name: 'bulk 042' } },
      ],
    });
    // The page (and its time-limited total), then one statement per relation level carrying the
    // keys of all its parents: orders of the 100 customers, then the customers of those orders
    // (100 keys each, in a compiled statement's IN list padded to the next power of two).
    expect(many.sql.length, many.sql.join('\n')).toBe(few.sql.length);
    expect(many.sql.length, many.sql.join('\n')).toBeLessThanOrEqual(4);
    const keyLists = many.sql
      .map((s) => /\bin \(((?:(?:\?|\$\d+), )*(?:\?|\$\d+))\)/i.exec(s)?.[1]?.split(',').length)
      .filter((n) => n !== undefined);
    expect(keyLists).toEqual([128, 128]);
  });

  it('finds many-to-many rows not yet linked', async () => {
    const [ada] = (await ok('{ customersList(where: "(name,eq,Ada)") { id } }')).customersList;
    await ok('mutation { tagsCreateBulk(data: [{ label: "early" }, { label: "late" }]) { id } }');
    const q = `query M($pid: ID!) { m2mNotChildren(pid: $pid, assoc: "tags", parent: "customers", limit: 10) m2mNotChildrenCount(pid: $pid, assoc: "tags", parent: "customers") }`;
    const data = await ok(q, { pid: ada.id });
    expect((data.m2mNotChildren as { label: string }[]).map((t) => t.label).sort()).toEqual(['early', 'late']);
    expect(data.m2mNotChildrenCount).toBe(2);
    const unknown = await gql(`{ m2mNotChildren(pid: ${ada.id}, assoc: "nothing", parent: "customers") }`);
    expect(unknown.body.errors?.[0]).toMatchObject({ path: ['m2mNotChildren'], extensions: { status: 404 } });
  });

  it('answers introspection, GET queries, and GraphiQL for browsers', async () => {
    const schema = await ok(getIntrospectionQuery());
    const types = (schema.__schema.types as { name: string }[]).map((t) => t.name);
    expect(types).toEqual(expect.arrayContaining(['Customers', 'CustomersInput', 'Orders', 'Items', 'Products', 'Tags']));
    const viaGet = await h.request(`/nc/${projectId}/v1/graphql?query=${encodeURIComponent('{ customersCount }')}`, {
      headers: { 'xc-auth': token, accept: 'application/json' },
    });
    expect(viaGet.body).toEqual({ data: { customersCount: expect.any(Number) } });
    const mutationViaGet = await h.request(
      `/nc/${projectId}/v1/graphql?query=${encodeURIComponent('mutation { tagsCreate(data: { label: "x" }) { id } }')}`,
      {
        headers: { 'xc-auth': token, accept: 'application/json' },
      },
    );
    expect(mutationViaGet.status).toBe(405);

    const page = await fetch(`${h.url}/nc/${projectId}/v1/graphql`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="graphiql">');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toHaveLength(5);
    for (const asset of assets) {
      expect(asset.startsWith('/'), asset).toBe(true); // served here, no CDN
      const res = await fetch(h.url + asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('content-type')).toMatch(asset.includes('.css') ? /text\/css/ : /javascript/);
    }
  });

  it('errors clearly for bad arguments, too deep or too costly queries', async () => {
    const where = await gql('{ customersList(where: "(shoe,eq,1)") { name } }');
    expect(where.body.errors?.[0]).toMatchObject({
      message: "Unknown column 'shoe' in where",
      path: ['customersList'],
      extensions: { status: 400 },
    });
    const deep = await gql(
      '{ customersList { ordersList { customersRead { ordersList { customersRead { ordersList { customersRead { ordersList { customersRead { ordersList { id } } } } } } } } } } }',
    );
    expect(deep.body.errors?.[0]?.message).toBe('Query is too deep: 11 levels of fields, at most 10 are allowed');
    const costly = await gql('{ customersList(limit: 1000) { ordersList(limit: 1000) { id total } } }');
    expect(costly.body.errors?.[0]?.message).toMatch(/^Query is too complex: its estimated cost is \d+, at most 250000 is allowed/);
    expect(deep.body.data).toBeUndefined();
    const syntax = await gql('{ customersList { ');
    expect(syntax.body.errors?.[0]?.message).toMatch(/^Syntax Error/);
    const unknownProject = await h.request('/nc/nope/v1/graphql', { body: { query: '{ __typename }' }, headers: { 'xc-auth': token } });
    expect(unknownProject.status).toBeGreaterThanOrEqual(400);
    expect(unknownProject.body).toEqual({ msg: expect.any(String) });
  });

  it('sees schema changes without a restart', async () => {
    const before = await gql('{ tagsList { label note } }');
    expect(before.body.errors?.[0]?.message).toMatch(/Cannot query field "note" on type "Tags"/);
    await rpc('tableUpdate', { tn: 'tags', add: [{ cn: 'note', uidt: 'LongText' }] });
    await ok('mutation { tagsCreate(data: { label: "noted", note: "hello" }) { id } }');
    expect((await ok('{ tagsList(where: "(label,eq,noted)") { label note } }')).tagsList).toEqual([{ label: 'noted', note: 'hello' }]);
    await rpc('tableCreate', {
      tn: 'suppliers',
      columns: columnsOf({ id: 'ID', name: 'SingleLineText' }),
    });
    expect((await ok('{ suppliersCount }')).suppliersCount).toBe(0);
    await rpc('xcModelSetEnabled', { tn: 'suppliers', enabled: false });
    expect((await gql('{ suppliersCount }')).body.errors?.[0]?.message).toMatch(/Cannot query field "suppliersCount"/);
    await rpc('xcModelSetEnabled', { tn: 'suppliers', enabled: true });
    expect((await ok('{ suppliersCount }')).suppliersCount).toBe(0);

    // A deleted project's schema goes with it.
    const other = await signedUpProject(h, { title: 'Gone', projectType: 'graphql', token });
    await other.rpc('tableCreate', { tn: 'notes', columns: [{ cn: 'id', uidt: 'ID' }] });
    const ask = () =>
      h.request(`/nc/${other.projectId}/v1/graphql`, {
        body: { query: '{ notesCount }' },
        headers: { 'xc-auth': token, accept: 'application/json' },
      });
    expect((await ask()).body).toEqual({ data: { notesCount: 0 } });
    expect((await other.rpcAnswer('projectDelete', {})).status).toBe(200);
    const gone = await ask();
    expect(gone.status).toBeGreaterThanOrEqual(400);
    expect(gone.body).toEqual({ msg: expect.any(String) });
  });

  it('lets viewers and shared-base visitors read but not write, keeps strangers out, and takes API tokens', async () => {
    const email = `viewer-${target.name.length}@example.com`;
    const viewer = await member(email);
    const stranger = await gql('{ customersCount }', undefined, { 'xc-auth': viewer });
    expect(stranger).toMatchObject({ status: 403, body: { msg: "Forbidden: this action needs the 'airTable' permission" } });
    expect(await gql('{ customersCount }', undefined, {})).toMatchObject({ status: 401, body: { msg: 'Unauthorized' } });

    await h.request(`/api/v1/auth/projects/${projectId}/users`, { body: { email, roles: 'viewer' }, headers: { 'xc-auth': token } });
    expect((await ok('{ customersCount }', undefined, { 'xc-auth': viewer })).customersCount).toBeGreaterThan(0);
    const count = (await ok('{ tagsCount }')).tagsCount;
    const denied = await gql('mutation { tagsCreate(data: { label: "nope" }) { id } }', undefined, { 'xc-auth': viewer });
    expect(denied.body).toEqual({
      data: { tagsCreate: null },
      errors: [
        expect.objectContaining({
          message: "Forbidden: this action needs the 'tableRowUpdate' permission",
          path: ['tagsCreate'],
          extensions: { status: 403 },
        }),
      ],
    });
    expect((await ok('{ tagsCount }')).tagsCount).toBe(count);

    const apiToken = (await h.request('/api/v1/auth/tokens', { body: { description: 'gql' }, headers: { 'xc-auth': token } })).body
      .token as string;
    const viaToken = await ok('mutation { tagsCreate(data: { label: "by token" }) { label } }', undefined, { 'xc-token': apiToken });
    expect(viaToken.tagsCreate).toEqual({ label: 'by token' });

    // A shared-base link (viewer) reads this project only and cannot write.
    const shared = await h.request(`/api/v1/auth/projects/${projectId}/shared-base`, {
      body: { roles: 'viewer' },
      headers: { 'xc-auth': token },
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    const visitor = { 'xc-shared-base-id': shared.body.id as string };
    expect((await ok('{ tagsCount }', undefined, visitor)).tagsCount).toBe(count + 1);
    expect((await gql('mutation { tagsDelete(id: 1) }', undefined, visitor)).body.errors?.[0]).toMatchObject({
      extensions: { status: 403 },
      path: ['tagsDelete'],
    });
  });
});
