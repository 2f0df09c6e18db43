/**
 * The fuzzed project: a full host, an owner and a viewer, a project on the target database with
 * three related tables (has-many, belongs-to, many-to-many), most column types, virtual columns
 * and seeded rows.
 */
import { builtInPlugins } from '@plinth/host-server';
import { ProjectsToken, type Knex } from '@plinth/sdk/server';
import { bootTestHost, signedUpProject, type ProjectTarget, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';

/** The tables as created, with what the fuzz names in requests. */
export const TABLES = {
  customers: [
    { cn: 'name', uidt: 'SingleLineText', rqd: true },
    { cn: 'email', uidt: 'Email' },
    { cn: 'age', uidt: 'Number' },
    { cn: 'score', uidt: 'Decimal' },
    { cn: 'vip', uidt: 'Checkbox' },
    { cn: 'born', uidt: 'Date' },
    { cn: 'seen', uidt: 'DateTime' },
    { cn: 'prefs', uidt: 'JSON' },
    { cn: 'tier', uidt: 'SingleSelect', dtxp: "'gold','silver'" },
    { cn: 'site', uidt: 'URL' },
    { cn: 'notes', uidt: 'LongText' },
  ],
  orders: [
    { cn: 'total', uidt: 'Decimal' },
    { cn: 'placed', uidt: 'Date' },
    { cn: 'memo', uidt: 'SingleLineText' },
  ],
  tags: [{ cn: 'label', uidt: 'SingleLineText', rqd: true }],
} as const;

export const JUNCTION = 'customers_tags';

/** What requests name: tables, their columns (physical and virtual) and relations. */
export interface FuzzModel {
  tables: string[];
  columns: Record<string, string[]>;
  /** Per table: its stored columns (aliases), the fields a written row answers with. */
  physical: Record<string, string[]>;
  /** Per table: related tables by kind, as `hm` / `bt` / `mm` take them. */
  relations: Record<string, { hm: string[]; bt: string[]; mm: string[] }>;
  /** Primary keys of the seeded rows, per table. */
  ids: Record<string, number[]>;
}

export interface FuzzProject {
  h: TestHost;
  projectId: string;
  owner: string;
  viewer: string;
  /** The project database, to snapshot what is stored. */
  knex: Knex;
  model: FuzzModel;
  close(): Promise<void>;
}

const customer = (i: number) => ({
  name: `Customer ${i}`,
  email: `c${i}@example.com`,
  age: 18 + ((i * 7) % 60),
  score: Number(((i * 13.37) % 100).toFixed(2)),
  vip: i % 3 === 0,
  born: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
  seen: `2024-0${1 + (i % 9)}-0${1 + (i % 9)} 1${i % 10}:30:00`,
  prefs: { theme: i % 2 ? 'dark' : 'light', n: i },
  tier: i % 2 ? 'gold' : 'silver',
  site: `https://example.com/${i}`,
  notes: `Notes of ${i}: 'quoted' "double" ; -- 表 😀`,
});

/** Creates the schema of `TABLES`, the relations and virtual columns, and seeds rows. */
async function buildSchema({ rpc, api: request }: TestProjectSession): Promise<FuzzModel> {
  const api = async (path: string, body: unknown) => {
    const r = await request(path, { body });
    if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  for (const [tn, columns] of Object.entries(TABLES)) await rpc('tableCreate', { tn, columns: [{ cn: 'id', uidt: 'ID' }, ...columns] });
  await rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
  await rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
  for (const column of [
    { _cn: 'orderCount', count: { ctn: 'orders', type: 'hm' } },
    { _cn: 'spent', rl: { rltn: 'orders', rlcn: 'total', type: 'hm', fn: 'sum' } },
    { _cn: 'label', formula: { value: "CONCAT(UPPER({name}), '-', {age})" } },
    { _cn: 'tagLabels', lk: { ltn: 'tags', type: 'mm', lcn: 'label' } },
  ]) {
    await rpc('virtualColumnCreate', { tn: 'customers', column });
  }
  await rpc('virtualColumnCreate', { tn: 'orders', column: { _cn: 'buyer', lk: { ltn: 'customers', type: 'bt', lcn: 'name' } } });

  const customers = (
    await api(
      '/customers/bulk',
      Array.from({ length: 20 }, (_, i) => customer(i)),
    )
  ).list as { id: number }[];
  const tags = (
    await api(
      '/tags/bulk',
      ['vip', 'early', 'loyal', 'new', "o'brien", '表', '', 'x'.repeat(200)].map((label) => ({ label })),
    )
  ).list as { id: number }[];
  const orders = (
    await api(
      '/orders/bulk',
      Array.from({ length: 40 }, (_, i) => ({
        total: (i * 3.5) % 97,
        placed: `2024-0${1 + (i % 9)}-2${i % 8}`,
        memo: `order ${i}`,
        customer_id: customers[i % 15]!.id,
      })),
    )
  ).list as { id: number }[];
  const links = customers.slice(0, 12).flatMap((c, i) => [
    { customers_id: c.id, tags_id: tags[i % tags.length]!.id },
    { customers_id: c.id, tags_id: tags[(i + 3) % tags.length]!.id },
  ]);
  const junction = (await api(`/${JUNCTION}/bulk`, links)).list as { id?: number }[];

  const tableMetas = (await rpc('xcTableAndViewList', { includeM2M: true })).list as { tn: string }[];
  const columns: Record<string, string[]> = {};
  const physical: Record<string, string[]> = {};
  for (const { tn } of tableMetas) {
    const meta = JSON.parse((await rpc('tableXcModelGet', { tn })).meta) as { columns: { _cn: string }[]; v?: { _cn: string }[] };
    physical[tn] = meta.columns.map((c) => c._cn);
    columns[tn] = [...physical[tn], ...(meta.v ?? []).map((v) => v._cn)];
  }
  return {
    tables: tableMetas.map((m) => m.tn),
    columns,
    physical,
    relations: {
      customers: { hm: ['orders', 'orders:customer_id'], bt: [], mm: ['tags'] },
      orders: { hm: [], bt: ['customers', 'customers:customer_id'], mm: [] },
      tags: { hm: [], bt: [], mm: ['customers'] },
      [JUNCTION]: { hm: [], bt: ['customers', 'tags'], mm: [] },
    },
    ids: {
      customers: customers.map((c) => c.id),
      orders: orders.map((o) => o.id),
      tags: tags.map((t) => t.id),
      [JUNCTION]: junction.map((j) => j.id ?? 0),
    },
  };
}

/** Boots a host with every built-in plugin and the fuzzed project on `target`'s database. */
export async function openFuzzProject(target: ProjectTarget): Promise<FuzzProject> {
  const h = await bootTestHost({ plugins: builtInPlugins });
  const database = await target.open();
  try {
    const session = await signedUpProject(h, { title: 'Fuzz', db: database.input });
    const { token: owner, projectId } = session;
    const viewer = await session.member('viewer@example.com', 'viewer');
    const model = await buildSchema(session);
    const { knex } = await h.host.kernel.services.get(ProjectsToken).database(projectId);
    return {
      h,
      projectId,
      owner,
      viewer,
      knex,
      model,
      async close() {
        await h.close();
        await database.drop();
      },
    };
  } catch (err) {
    await h.close();
    await database.drop();
    throw err;
  }
}
