/** A host with one SQLite project of related tables, for the OpenAPI and client tests. */
import { bootTestHost, HOSTILE_NAMES, signedUpProject, type TestHost } from '@plinth/sdk/testing';

export const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api'];

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
  const session = await signedUpProject(h, { title: 'Shop' });
  const { token, projectId, rpcAnswer: rpc } = session;

  const table = (tn: string, columns: unknown[]) => session.rpc('tableCreate', { tn, columns: [{ cn: 'id', uidt: 'ID' }, ...columns] });
  await session.createTables({
    customers: {
      id: 'ID',
      name: { uidt: 'SingleLineText', rqd: true },
      email: 'Email',
      site: 'URL',
      age: 'Number',
      vip: 'Checkbox',
      tier: { uidt: 'SingleSelect', dtxp: "'gold','silver'" },
      born: 'Date',
      seen: 'DateTime',
    },
    orders: { id: 'ID', total: 'Decimal' },
    tags: { id: 'ID', label: 'SingleLineText' },
    // A table called `swagger` shares its list path with the Swagger UI page.
    swagger: { id: 'ID', note: 'SingleLineText' },
  });
  const quoted = ODD.options.map((o) => `'${o.replace(/'/g, "''")}'`).join(',');
  await table(ODD.table, [{ cn: ODD.column, uidt: 'SingleSelect', dtxp: quoted }]);
  await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
  await session.rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
  const virtual = (tn: string, column: unknown) => session.rpc('virtualColumnCreate', { tn, column });
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
