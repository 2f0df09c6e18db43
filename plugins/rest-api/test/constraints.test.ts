/**
 * What the database refuses (foreign key, unique, not null, check, too long, out of range) is bad
 * input: a 4xx `{ msg }` naming the column or constraint, never a 500, and nothing half-written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsToken, type Knex } from '@plinth/sdk/server';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, projectTargets, signedUpProject } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data', 'rest-api'];

describe.each(projectTargets('plinth_restc'))('REST answers database refusals with a 4xx on $name', (target) => {
  let h: TestHost;
  let token: string;
  let knex: Knex;
  let db: ProjectDatabase | undefined;
  let api: TestProjectSession['api'];
  const count = async (table: string) => Number(((await knex(table).count({ n: '*' })) as { n: number | string }[])[0]!.n);

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    const session = await signedUpProject(h, { title: 'Shop', db: db.input });
    ({ token, api } = session);
    const table = (tn: string, columns: unknown[]) => session.rpc('tableCreate', { tn, columns: [{ cn: 'id', uidt: 'ID' }, ...columns] });
    await table('customers', [
      { cn: 'name', uidt: 'SingleLineText', rqd: true },
      { cn: 'email', uidt: 'SingleLineText' },
      { cn: 'age', uidt: 'Number' },
    ]);
    await table('orders', [{ cn: 'total', uidt: 'Number' }]);
    await table('tags', [{ cn: 'label', uidt: 'SingleLineText' }]);
    await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    await session.rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
    knex = (await h.host.kernel.services.get(ProjectsToken).database(session.projectId)).knex;
    // Constraints the meta does not describe: only the database knows them.
    await knex.raw('create unique index customers_email_unique on customers (email)');
    if (!target.sqlite) await knex.raw('alter table customers add constraint customers_age_positive check (age >= 0)');
    for (const c of [
      { name: 'Ada', email: 'ada@example.com' },
      { name: 'Bob', email: 'bob@example.com' },
    ])
      expect((await api('/customers', { body: c })).status).toBe(201);
  });
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('refuses a foreign key to no row (400 naming the column), on create, bulk, update and by where', async () => {
    const before = await count('orders');
    expect(await api('/orders', { body: { total: 5, customer_id: 999 } })).toMatchObject({
      status: 400,
      body: { msg: expect.stringMatching(/customer_id|no row of the table/) },
    });
    if (!target.sqlite)
      expect((await api('/orders', { body: { total: 5, customer_id: 999 } })).body.msg).toBe(
        "Value of column 'customer_id' matches no row of 'customers'",
      );
    // all or nothing: the good first row is not kept
    const bulk = await api('/orders/bulk', {
      body: [
        { total: 1, customer_id: 1 },
        { total: 2, customer_id: 999 },
      ],
    });
    expect(bulk).toMatchObject({ status: 400, body: { msg: expect.stringMatching(/^Row 2: /) } });
    expect(await count('orders')).toBe(before);

    const order = (await api('/orders', { body: { total: 3, customer_id: 1 } })).body;
    expect(await api(`/orders/${order.id}`, { method: 'PUT', body: { customer_id: 999 } })).toMatchObject({
      status: 400,
      body: { msg: expect.any(String) },
    });
    expect(await api('/orders/all?where=(total,eq,3)', { method: 'PUT', body: { customer_id: 999 } })).toMatchObject({ status: 400 });
    expect((await api(`/orders/${order.id}`)).body.customer_id).toBe(1);
  });

  it('refuses deleting a row still referenced (409), by id and by where, deleting nothing', async () => {
    const ada = (await api('/customers?where=(name,eq,Ada)')).body.list[0];
    await api('/orders', { body: { total: 7, customer_id: ada.id } });
    const customers = await count('customers');
    // SQLite does not say which table refers to the row (customers have orders and tags)
    const referenced = target.sqlite ? 'Record is referenced by other rows' : "Record is referenced by rows of 'orders'";
    expect(await api(`/customers/${ada.id}`, { method: 'DELETE' })).toMatchObject({ status: 409, body: { msg: referenced } });
    expect(await api('/customers/all?where=(name,eq,Ada)~or(name,eq,Bob)', { method: 'DELETE' })).toMatchObject({
      status: 409,
      body: { msg: expect.stringMatching(/^Record is referenced by/) },
    });
    expect(await count('customers')).toBe(customers);
  });

  it('answers a duplicate of a unique column with 409', async () => {
    const dup = await api('/customers', { body: { name: 'Eve', email: 'ada@example.com' } });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toMatch(/^A row with (this value of column 'email'|these values) already exists/);
    const bob = (await api('/customers?where=(name,eq,Bob)')).body.list[0];
    expect(await api(`/customers/${bob.id}`, { method: 'PUT', body: { email: 'ada@example.com' } })).toMatchObject({ status: 409 });
    expect(await api('/customers/all?where=(name,eq,Bob)', { method: 'PUT', body: { email: 'ada@example.com' } })).toMatchObject({
      status: 409,
    });
    const bulk = await api('/customers/bulk', {
      body: [
        { name: 'F', email: 'f@example.com' },
        { name: 'G', email: 'f@example.com' },
      ],
    });
    expect(bulk).toMatchObject({ status: 409, body: { msg: expect.stringMatching(/^Row 2: A row with/) } });
    expect((await api('/customers?where=(name,eq,F)')).body.list).toEqual([]);
  });

  it('refuses null in a required column, values too long or out of range, and check constraints with a 400', async () => {
    const bob = (await api('/customers?where=(name,eq,Bob)')).body.list[0];
    expect(await api(`/customers/${bob.id}`, { method: 'PUT', body: { name: null } })).toMatchObject({
      status: 400,
      body: { msg: "Column 'name' is required" },
    });
    if (target.sqlite) return; // SQLite stores any length and number, and has no added check here
    expect(await api('/customers', { body: { name: 'x'.repeat(300) } })).toMatchObject({
      status: 400,
      body: { msg: expect.stringMatching(/too long/) },
    });
    expect(await api('/customers', { body: { name: 'Big', age: 1e20 } })).toMatchObject({
      status: 400,
      body: { msg: expect.stringMatching(/out of range/) },
    });
    const check = await api(`/customers/${bob.id}`, { method: 'PUT', body: { age: -1 } });
    expect(check).toMatchObject({ status: 400, body: { msg: "A value violates the check constraint 'customers_age_positive'" } });
    expect((await api(`/customers/${bob.id}`)).body.age).not.toBe(-1);
  });

  it('refuses a change by where matching more rows than the data setting maxRowsPerChange, changing nothing', async () => {
    const settings = (value: unknown) =>
      h.request('/api/v1/plugins/data/settings', { method: 'PUT', body: value, headers: { 'xc-auth': token } });
    expect((await h.request('/api/v1/plugins/data/settings', { headers: { 'xc-auth': token } })).body.value).toEqual({
      maxRowsPerChange: 10_000,
      estimateTotalAbove: 500_000,
    });
    expect(await settings({ maxRowsPerChange: 2 })).toMatchObject({ status: 200, body: { value: { maxRowsPerChange: 2 } } });
    try {
      for (const label of ['cap', 'cap', 'cap']) expect((await api('/tags', { body: { label } })).status).toBe(201);
      const tooMany = { status: 400, body: { msg: 'The filter matches more than 2 rows; change at most 2 rows at once' } };
      expect(await api('/tags/all?where=(label,eq,cap)', { method: 'PUT', body: { label: 'capped' } })).toMatchObject(tooMany);
      expect(await api('/tags/all?where=(label,eq,cap)', { method: 'DELETE' })).toMatchObject(tooMany);
      expect((await api('/tags/count?where=(label,eq,cap)')).body).toEqual({ count: 3 });
      // at the maximum it goes through
      expect((await api('/tags/all?where=(label,eq,cap)~and(id,gt,0)', { method: 'PUT', body: { label: 'cap' } })).status).toBe(400);
      const [first] = (await api('/tags?where=(label,eq,cap)&sort=id')).body.list;
      expect((await api(`/tags/all?where=(label,eq,cap)~and(id,gt,${first.id})`, { method: 'PUT', body: { label: 'two' } })).body).toEqual({
        updated: 2,
      });
      expect((await api('/tags/all?where=(label,eq,two)', { method: 'DELETE' })).body).toEqual({ deleted: 2 });
    } finally {
      await settings({ maxRowsPerChange: 10_000 });
    }
  });

  it.runIf(target.name === 'PostgreSQL')(
    'refuses an unlink the database refuses (a key it requires) with a 400, the link kept',
    async () => {
      const ada = (await api('/customers?where=(name,eq,Ada)')).body.list[0];
      const order = (await api('/orders', { body: { total: 9, customer_id: ada.id } })).body;
      // required in the database only: the meta still lets the unlink try
      await knex.raw('delete from orders where customer_id is null');
      await knex.raw('alter table orders alter column customer_id set not null');
      expect(await api(`/customers/${ada.id}/hm/orders/${order.id}`, { method: 'DELETE' })).toMatchObject({
        status: 400,
        body: { msg: "Column 'customer_id' is required" },
      });
      expect((await api(`/orders/${order.id}`)).body.customer_id).toBe(ada.id);
    },
  );
});
