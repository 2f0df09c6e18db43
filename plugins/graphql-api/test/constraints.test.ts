/**
 * A database's refusal (foreign key, unique, row still referenced) reaches a GraphQL client as
 * the data service's 4xx message with `extensions.status`, never "Internal server error", and a
 * refused bulk insert writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsToken, type Knex } from '@plinth/sdk/server';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, projectTargets, signedUpProject } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data', 'rest-api', 'graphql-api'];

type GqlError = { message: string; extensions?: { status?: number } };

describe.each(projectTargets('plinth_gqlc'))('GraphQL answers database refusals as client errors on $name', (target) => {
  let h: TestHost;
  let token: string;
  let projectId: string;
  let knex: Knex;
  let db: ProjectDatabase | undefined;
  const gql = async (query: string, variables?: Record<string, unknown>) =>
    (
      await h.request(`/nc/${projectId}/v1/graphql`, {
        body: { query, variables },
        headers: { accept: 'application/json', 'xc-auth': token },
      })
    ).body as { data?: any; errors?: GqlError[] };
  let rpc: TestProjectSession['rpc'];
  const count = async (table: string) => Number(((await knex(table).count({ n: '*' })) as { n: number | string }[])[0]!.n);
  /** The one error of a refused mutation. */
  const refused = async (query: string, variables?: Record<string, unknown>): Promise<GqlError> => {
    const body = await gql(query, variables);
    expect(body.errors, JSON.stringify(body)).toHaveLength(1);
    return body.errors![0]!;
  };

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    const session = await signedUpProject(h, { title: 'Shop', db: db.input });
    ({ token, projectId, rpc } = session);
    await session.createTables({
      customers: { id: 'ID', name: 'SingleLineText', email: 'SingleLineText' },
      orders: { id: 'ID', total: 'Number' },
    });
    await rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    knex = (await h.host.kernel.services.get(ProjectsToken).database(projectId)).knex;
    await knex.raw('create unique index customers_email_unique on customers (email)');
  });
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('answers a foreign key to no row, a duplicate and a referenced delete with their 4xx', async () => {
    const ada = (await gql('mutation { customersCreate(data: { name: "Ada", email: "ada@example.com" }) { id } }')).data.customersCreate;
    const fk = await refused('mutation { ordersCreate(data: { total: 1, customer_id: 999 }) { id } }');
    expect(fk.extensions?.status).toBe(400);
    expect(fk.message).toBe(
      target.sqlite ? 'A value matches no row of the table it references' : "Value of column 'customer_id' matches no row of 'customers'",
    );

    const dup = await refused('mutation { customersCreate(data: { name: "Eve", email: "ada@example.com" }) { id } }');
    expect(dup.extensions?.status).toBe(409);
    expect(dup.message).toMatch(/already exists/);

    await gql(`mutation { ordersCreate(data: { total: 2, customer_id: ${ada.id} }) { id } }`);
    const del = await refused(`mutation { customersDelete(id: "${ada.id}") }`);
    expect(del).toMatchObject({ message: expect.stringMatching(/^Record is referenced by/), extensions: { status: 409 } });
    expect(await count('customers')).toBe(1);

    const orders = await count('orders');
    const bulk = await refused(
      `mutation { ordersCreateBulk(data: [{ total: 3, customer_id: ${ada.id} }, { total: 4, customer_id: 999 }]) { id } }`,
    );
    expect(bulk).toMatchObject({ message: expect.stringMatching(/^Row 2: /), extensions: { status: 400 } });
    expect(await count('orders')).toBe(orders);

    const order = (await gql('query { ordersList { id } }')).data.ordersList[0];
    const update = await refused(`mutation { ordersUpdate(id: "${order.id}", data: { customer_id: 999 }) { id } }`);
    expect(update.extensions?.status).toBe(400);
    expect(update.message).not.toBe('Internal server error');
  });

  it("answers a value the database itself refuses with the REST status and the product's words, no driver text", async () => {
    const before = await count('customers');
    const long = 'x'.repeat(70_000);
    if (target.sqlite) return; // SQLite's text has no length to exceed
    const rest = await h.request(`/nc/${projectId}/api/v1/customers`, { body: { name: long }, headers: { 'xc-auth': token } });
    const error = await refused('mutation($name: String) { customersCreate(data: { name: $name }) { id } }', { name: long });
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
    expect(error.extensions?.status).toBe(rest.status);
    expect(error.message).toBe((rest.body as { msg: string }).msg);
    expect(error.message).not.toMatch(/insert into|varchar|character varying/i);
    expect(await count('customers')).toBe(before);
  });
});
