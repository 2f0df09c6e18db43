/** A host with one SQLite project of related tables, for the OpenAPI and client tests. */
import { expect } from 'vitest';
import { bootTestHost, HOSTILE_NAMES, type TestHost } from '@plinth/sdk/testing';

export const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api'];
export const PASSWORD = 'correct horse battery';

/** A table and a column whose names try to break out of strings, comments and templates. */
export const ODD = {
  table: HOSTILE_NAMES.table,
  column: '*/ x` ${y} "z"',
  options: ["it's", '*/b', 'c"d'],
};

export interface ShopFixture {
  h: TestHost;
  token: string;
  projectId: string;
  base: string;
  rpc(op: string, args: unknown, token?: string): ReturnType<TestHost['request']>;
  get(path: string, token?: string | null, accept?: string): ReturnType<TestHost['request']>;
}

export async function bootShop(): Promise<ShopFixture> {
  const h = await bootTestHost({ plugins: PLUGINS });
  const token = (await h.request('/auth/signup', { body: { email: 'admin@example.com', password: PASSWORD } })).body.token as string;
  const rpcIn =
    (projectId: string | undefined) =>
    (op: string, args: unknown, as = token) =>
      h.request(`/dashboard?q=sqlOp_${op}`, { body: { project_id: projectId, args }, headers: { 'xc-auth': as } });
  const project = await rpcIn(undefined)('projectCreate', { title: 'Shop' });
  expect(project.status, JSON.stringify(project.body)).toBe(200);
  const projectId = project.body.id as string;
  const rpc = rpcIn(projectId);

  const table = async (tn: string, columns: unknown[]) => {
    const r = await rpc('tableCreate', { tn, columns: [{ cn: 'id', uidt: 'ID' }, ...columns] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  await table('customers', [
    { cn: 'name', uidt: 'SingleLineText', rqd: true },
    { cn: 'email', uidt: 'Email' },
    { cn: 'site', uidt: 'URL' },
    { cn: 'age', uidt: 'Number' },
    { cn: 'vip', uidt: 'Checkbox' },
    { cn: 'tier', uidt: 'SingleSelect', dtxp: "'gold','silver'" },
    { cn: 'born', uidt: 'Date' },
    { cn: 'seen', uidt: 'DateTime' },
  ]);
  await table('orders', [{ cn: 'total', uidt: 'Decimal' }]);
  await table('tags', [{ cn: 'label', uidt: 'SingleLineText' }]);
  // A table called `swagger` shares its list path with the Swagger UI page.
  await table('swagger', [{ cn: 'note', uidt: 'SingleLineText' }]);
  const quoted = ODD.options.map((o) => `'${o.replace(/'/g, "''")}'`).join(',');
  await table(ODD.table, [{ cn: ODD.column, uidt: 'SingleSelect', dtxp: quoted }]);
  expect((await rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' })).status).toBe(200);
  expect((await rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' })).status).toBe(200);
  const virtual = async (tn: string, column: unknown) => {
    const r = await rpc('virtualColumnCreate', { tn, column });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  await virtual('customers', { _cn: 'spent', rl: { rltn: 'orders', rlcn: 'total', type: 'hm', fn: 'sum' } });
  await virtual('customers', { _cn: 'order totals', lk: { ltn: 'orders', type: 'hm', lcn: 'total' } });
  await virtual('orders', { _cn: 'buyer', lk: { ltn: 'customers', type: 'bt', lcn: 'name' } });
  await virtual('customers', { _cn: 'greeting', formula: { value: "CONCAT('Hi ', {name})" } });
  await virtual('customers', { _cn: 'grown', formula: { value: '{age} >= 18' } });
  await virtual('customers', { _cn: 'order count', count: { ctn: 'orders', type: 'hm' } });
  await virtual('orders', { _cn: 'with tax', formula: { value: 'ROUND({total} * 1.2, 2)' } });

  const get = (path: string, as: string | null = token, accept = 'application/json') =>
    h.request(path, { headers: { accept, ...(as !== null && { 'xc-auth': as }) } });
  return { h, token, projectId, base: `/nc/${projectId}/api/v1`, rpc, get };
}
