/**
 * Every way a request names a table or column, tried with the names of the databases' own
 * tables and the meta store's: REST paths, fields, sort, where, hm / bt / mm, condition graphs
 * and GraphQL fields and arguments. Each must be refused.
 */
import { encode, type FuzzCase } from './rest-cases.js';
import { SYSTEM_TABLES } from './values.js';

const COLUMNS = ['sql', 'tbl_name', 'passwd', 'usename', 'rolname', 'setting', 'query', 'rowid', 'oid', 'ctid'];

function restProbes(base: string, name: string): FuzzCase[] {
  const n = encode(name);
  const get = (path: string): FuzzCase => ({
    transport: 'rest',
    op: 'probe',
    method: 'GET',
    path: `${base}${path}`,
    caller: 'owner',
    mustRefuse: true,
  });
  const write = (method: 'POST' | 'PUT', path: string, body: string): FuzzCase => ({
    transport: 'rest',
    op: 'probe',
    method,
    path: `${base}${path}`,
    body,
    caller: 'owner',
    mustRefuse: true,
  });
  const graph = (relation: string) => encode(JSON.stringify({ [name]: { relation } }));
  return [
    get(`/${n}`),
    get(`/${n}?fields=name,sql`),
    get(`/${n}/count`),
    get(`/${n}/1`),
    write('POST', `/${n}`, '{"name":"x"}'),
    write('POST', `/${n}/bulk`, '[{"name":"x"}]'),
    write('PUT', `/${n}/1`, '{"name":"x"}'),
    get(`/customers?fields=${n}`),
    get(`/customers?sort=${n}`),
    get(`/customers?where=${encode(`(${name},eq,1)`)}`),
    get(`/customers?where=${encode(`(${name}.name,eq,customers)`)}`),
    ...['hm', 'bt', 'mm'].flatMap((kind) => [
      get(`/customers?${kind}=${n}`),
      get(`/customers/1?${kind}=${n}`),
      get(`/customers?conditionGraph=${graph(kind)}`),
    ]),
    get(`/customers?hm=${encode(`${name}:name`)}`),
    get(`/customers/m2mNotChildren/${n}/1`),
  ];
}

function graphqlProbes(path: string, name: string): FuzzCase[] {
  const field = name.replace(/\./g, '_');
  const probe = (query: string, variables: Record<string, unknown> = {}): FuzzCase => ({
    transport: 'graphql',
    op: 'probe',
    method: 'POST',
    path,
    body: JSON.stringify({ query, variables }),
    caller: 'owner',
    mustRefuse: true,
  });
  return [
    probe(`{ ${field} { name sql } }`),
    probe(`{ ${field}List { name sql } }`),
    probe(`{ ${field}Read(id: 1) { name } }`),
    probe(`{ ${field}Count }`),
    probe(`mutation { ${field}Create(data: { name: "x" }) { name } }`),
    probe(`{ customersList { id ${field} } }`),
    probe('query P($w: String) { customersList(where: $w) { id } }', { w: `(${name},eq,1)` }),
    probe('query P($s: String) { customersList(sort: $s) { id } }', { s: name }),
    ...['hm', 'bt', 'mm'].map((relation) =>
      probe('query P($g: JSON) { customersList(conditionGraph: $g) { id } }', { g: { [name]: { relation } } }),
    ),
    probe('query P($g: JSON) { customersCount(conditionGraph: $g) }', { g: { [name]: { relation: 'hm', where: '(name,like,%)' } } }),
    probe(`{ m2mNotChildren(pid: "1", assoc: ${JSON.stringify(name)}, parent: "customers") }`),
  ];
}

/** Every probe, for every system table and column name. */
export function systemTableProbes(restBase: string, graphqlPath: string): FuzzCase[] {
  const columnProbes = COLUMNS.flatMap((c): FuzzCase[] => [
    { transport: 'rest', op: 'probe', method: 'GET', path: `${restBase}/customers?fields=${encode(c)}`, caller: 'owner', mustRefuse: true },
    {
      transport: 'rest',
      op: 'probe',
      method: 'GET',
      path: `${restBase}/customers?where=${encode(`(${c},like,%)`)}`,
      caller: 'owner',
      mustRefuse: true,
    },
    {
      transport: 'graphql',
      op: 'probe',
      method: 'POST',
      path: graphqlPath,
      body: JSON.stringify({ query: `{ customersList { ${c} } }` }),
      caller: 'owner',
      mustRefuse: true,
    },
  ]);
  return [...SYSTEM_TABLES.flatMap((name) => [...restProbes(restBase, name), ...graphqlProbes(graphqlPath, name)]), ...columnProbes];
}
