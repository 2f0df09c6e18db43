/**
 * Scale: the REST list's first page of a huge PostgreSQL table against that of a small one, and
 * a page with virtual columns against the same page without, in the same process and run.
 *
 * One PostgreSQL project (tables created through the RPC endpoint, rows loaded with
 * `insert ... select generate_series` on the project's database, then VACUUM ANALYZE):
 *   big       BENCH_BIG_ROWS rows (default 10,000,000): title, score
 *   small     BENCH_SMALL_ROWS rows (default 1,000), same columns
 *   customers 1,000 rows with has-many `orders` (0-2 each) and `notes` (1 each), many-to-many
 *             `tags` (1 each), and 6 virtual columns: 3 link counts (orders, notes, tags), 2 lookups
 *             (tag labels, note bodies) and 1 rollup (sum of the orders' amounts)
 *   people    the same 1,000 names, no relations and no virtual columns
 *
 * Cases: `GET /api/v1/big` against `GET /api/v1/small` (the default page, sorted by primary key,
 * with the total, as the grid's first request asks for it: on the big table the data plugin
 * answers the planner's estimate instead of counting 10,000,000 rows), and
 * `GET /api/v1/customers?limit=100` against `GET /api/v1/people?limit=100`.
 *
 * autocannon (10 connections, in a worker thread) measures each pair in alternating 1 s slices,
 * BENCH_SECONDS (default 4) of each after a 1 s warm-up, so that the machine's other load weighs
 * on both sides alike. The last line, `scale-bench first_page_ratio=<n> virtual_ratio=<n>`, gives
 * req/s ratios: small / big (target <= 1.5) and without / with the virtual columns (target <= 2).
 * For a quick run set BENCH_BIG_ROWS (e.g. 200000): at or under the data plugin's default
 * `estimateTotalAbove` (500,000) the bench sets it to 10 x BENCH_SMALL_ROWS, so the big table is
 * still estimated rather than counted.
 * BENCH_PROFILE_DIR: a CPU profile of the host (the main thread) during each side's first measured
 * slice (`<case>-<side>.cpuprofile`), for tuning.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { startHost } from '@plinth/host-server';
import { columnsOf, connectionFromUrl, createTestDatabase, type ColumnsSpec } from '@plinth/sdk/testing';
import { call, signUpForBench, type Rpc } from './dataset.js';
import { startProfile } from './profile.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const BIG_ROWS = Number(process.env.BENCH_BIG_ROWS ?? 10_000_000);
const SMALL_ROWS = Number(process.env.BENCH_SMALL_ROWS ?? 1_000);
const CUSTOMERS = 1_000;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'data', 'rest-api'];

type Side = { rps: number; p50: number; p99: number };

async function run(url: string, token: string, duration: number): Promise<autocannon.Result> {
  const r = await autocannon({ url, headers: { 'xc-auth': token }, connections: 10, workers: 1, duration });
  if (r.non2xx || r.errors) throw new Error(`GET ${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r;
}

/** Two URLs in alternating one-second slices: req/s over all slices, request-weighted p50 / p99 (ms). */
async function compare(a: string, b: string, token: string, label: string): Promise<[Side, Side]> {
  await run(a, token, 1);
  await run(b, token, 1);
  const slices: [autocannon.Result[], autocannon.Result[]] = [[], []];
  for (let i = 0; i < Math.max(1, Math.round(DURATION_S)); i++)
    for (const side of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const profiling = i === 0 && PROFILE_DIR ? await startProfile() : undefined;
      slices[side]!.push(await run(side === 0 ? a : b, token, 1));
      if (profiling) await profiling(join(PROFILE_DIR!, `${label}-${side === 0 ? 'a' : 'b'}.cpuprofile`));
    }
  const sum = (rs: autocannon.Result[]): Side => {
    const n = rs.reduce((x, r) => x + r.requests.total, 0);
    const seconds = rs.reduce((x, r) => x + r.duration, 0);
    const weighted = (f: (r: autocannon.Result) => number) => rs.reduce((x, r) => x + f(r) * r.requests.total, 0) / Math.max(1, n);
    return { rps: n / seconds, p50: Math.round(weighted((r) => r.latency.p50)), p99: Math.round(weighted((r) => r.latency.p99)) };
  };
  return [sum(slices[0]), sum(slices[1])];
}

const fmt = (name: string, s: Side) => `  ${name.padEnd(28)} ${s.rps.toFixed(0).padStart(7)} req/s  p50 ${s.p50} ms  p99 ${s.p99} ms`;

/** The tables, relations and virtual columns described above. */
async function createTables(rpc: Rpc, projectId: string): Promise<void> {
  const table = (tn: string, columns: ColumnsSpec) => rpc('tableCreate', projectId, { tn, columns: columnsOf(columns) });
  for (const tn of ['big', 'small']) await table(tn, { id: 'ID', title: 'SingleLineText', score: 'Number' });
  for (const tn of ['customers', 'people']) await table(tn, { id: 'ID', name: 'SingleLineText' });
  await table('orders', { id: 'ID', amount: 'Number' });
  await table('notes', { id: 'ID', body: 'SingleLineText' });
  await table('tags', { id: 'ID', label: 'SingleLineText' });
  await rpc('relationCreate', projectId, { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
  await rpc('relationCreate', projectId, { parentTable: 'customers', childTable: 'notes', childColumn: 'customer_id' });
  await rpc('xcM2MRelationCreate', projectId, { tn: 'customers', rtn: 'tags' });
  for (const column of [
    { _cn: 'orderCount', count: { ctn: 'orders', type: 'hm' } },
    { _cn: 'noteCount', count: { ctn: 'notes', type: 'hm' } },
    { _cn: 'tagCount', count: { ctn: 'tags', type: 'mm' } },
    { _cn: 'tagLabels', lk: { ltn: 'tags', type: 'mm', lcn: 'label' } },
    { _cn: 'noteBodies', lk: { ltn: 'notes', type: 'hm', lcn: 'body' } },
    { _cn: 'spent', rl: { rltn: 'orders', rlcn: 'amount', type: 'hm', fn: 'sum' } },
  ])
    await rpc('virtualColumnCreate', projectId, { tn: 'customers', column });
}

const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-scale-'));
const host = await startHost({ dataDir, port: 0, host: '127.0.0.1', quiet: true, plugins: PLUGINS });
const hostUrl = `http://127.0.0.1:${host.port}`;
const pgDb = await createTestDatabase('pg', 'plinth_bench_scale');
const knex = knexFactory({ client: 'pg', connection: pgDb.url, pool: { min: 0, max: 2 } });
let summary: string | undefined;

try {
  const { token, rpc } = await signUpForBench(hostUrl);
  const project = await rpc('projectCreate', undefined, {
    title: 'Bench scale',
    db: { client: 'pg', connection: connectionFromUrl(pgDb.url) },
  });
  const id = project.id as string;
  await createTables(rpc, id);
  // A quick run's big table (BENCH_BIG_ROWS) may be under the data plugin's default threshold
  // (500,000 rows): the threshold then drops below it so the run measures the same path.
  if (BIG_ROWS <= 500_000)
    await call(hostUrl, '/api/v1/plugins/data/settings', { method: 'PUT', body: { estimateTotalAbove: SMALL_ROWS * 10 }, token });

  const t0 = Date.now();
  const series = (tn: string, n: number) =>
    knex.raw(`insert into ?? (title, score) select 'item ' || g, (g::bigint * 7919) % 100000 from generate_series(1, ?::int) g`, [tn, n]);
  await series('big', BIG_ROWS);
  await series('small', SMALL_ROWS);
  const names = `select 'customer ' || g from generate_series(1, ${CUSTOMERS}) g`;
  await knex.raw(`insert into customers (name) ${names}`);
  await knex.raw(`insert into people (name) ${names}`);
  await knex.raw(`insert into tags (label) values ('t0'), ('t1')`);
  await knex.raw(`insert into orders (customer_id, amount) select c.id, k from customers c, generate_series(1, 2) k where k <= c.id % 3`);
  await knex.raw(`insert into notes (customer_id, body) select id, 'note ' || id from customers`);
  await knex.raw(`insert into customers_tags (customers_id, tags_id) select c.id, (select min(id) from tags) + c.id % 2 from customers c`);
  // The link tables get the indexes a real project's foreign keys would have.
  await knex.raw(
    'create index on orders (customer_id); create index on notes (customer_id); create index on customers_tags (customers_id)',
  );
  await knex.raw('vacuum analyze');
  console.info(`pg: loaded ${BIG_ROWS} + ${SMALL_ROWS} rows and the customers in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const api = (path: string) => `/nc/${id}/api/v1/${path}`;
  // Each side must answer a full page (and the big one its estimate) before anything is timed.
  const big = await call(hostUrl, api('big'), { token });
  const small = await call(hostUrl, api('small'), { token });
  const withVirtuals = await call(hostUrl, api('customers?limit=100'), { token });
  console.info(
    `  big: page of ${big.list.length}, totalRows ${big.pageInfo.totalRows}${big.pageInfo.totalRowsEstimated ? ' (estimated)' : ''}; ` +
      `small: page of ${small.list.length}, totalRows ${small.pageInfo.totalRows}; customers[1]: ${JSON.stringify(withVirtuals.list[1])}`,
  );
  if (big.list.length !== small.list.length || withVirtuals.list.length !== 100) throw new Error('unexpected page sizes');

  const [smallSide, bigSide] = await compare(hostUrl + api('small'), hostUrl + api('big'), token, 'first-page');
  console.info(`\nfirst page (default page size, with the total)\n${fmt(`small (${SMALL_ROWS} rows)`, smallSide)}`);
  console.info(fmt(`big (${BIG_ROWS} rows)`, bigSide));
  const [plainSide, virtualSide] = await compare(hostUrl + api('people?limit=100'), hostUrl + api('customers?limit=100'), token, 'virtual');
  console.info(`page of 100\n${fmt('without virtual columns', plainSide)}\n${fmt('with 6 virtual columns', virtualSide)}`);
  summary =
    `scale-bench first_page_ratio=${(smallSide.rps / bigSide.rps).toFixed(2)} ` +
    `virtual_ratio=${(plainSide.rps / virtualSide.rps).toFixed(2)} (req/s ratios: small/big, without/with)`;
} finally {
  await knex.destroy();
  await host.close();
  await pgDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.info(summary);
