/**
 * GraphQL against REST on the same host, database and rows: plugins/graphql-api and
 * plugins/rest-api both read through the data plugin, so the difference is the transport
 * (parsing, validation with the depth and cost rules, execution, per-field resolvers and the
 * relation loader against express routes and res.json).
 *
 * Two projects: (a) an embedded SQLite file, (b) a PostgreSQL database, each with `items`
 * (BENCH_ROWS rows, default 20,000: title, score, category) and `notes` (two per item, has-many via
 * `item_id`), created through the RPC endpoint and bulk-loaded with knex on the project's own
 * pool, with indexes items(category, score) and notes(item_id).
 *
 * One case, the same on both sides: a page of 25 items filtered and sorted, each with its notes.
 *   REST     GET /nc/{id}/api/v1/items?where=(category,eq,c07)&sort=-score&hm=notes
 *   GraphQL  POST /nc/{id}/v1/graphql  { itemsList(where: "(category,eq,c07)", sort: "-score")
 *                                          { id title score category notesList { id body item_id } } }
 * (REST also answers pageInfo; both run the data service's page, its total beside it, and one
 * statement for the notes.)
 *
 * autocannon (10 connections, in a worker thread) runs the two sides in alternating one-second
 * slices after a one-second warm-up each, BENCH_SECONDS (default 4) of each in all. Prints req/s,
 * p50 / p99 latency (ms) per side and the ratio GraphQL / REST (req/s); then one
 * `<dialect> ratio=<x>` line per dialect, and last `graphql-bench ratio=<x>`: the MINIMUM of the
 * two (the target holds on both dialects or not at all).
 *
 * BENCH_PROFILE_DIR: a CPU profile of the host (the main thread) during each side's first measured
 * slice per dialect, `<dialect>-<side>.cpuprofile` (for tuning).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startHost } from '@plinth/host-server';
import { ProjectsToken } from '@plinth/sdk/server';
import { createTestDatabase } from '@plinth/sdk/testing';
import { call, createItemsAndNotes, loadItemsAndNotes, NOTES_PER_ITEM, benchTargets, signUpForBench } from './dataset.js';
import { startProfile } from './profile.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;
const ITEMS = Number(process.env.BENCH_ROWS ?? 20_000);
const CATEGORY = 'c07';
const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'data', 'rest-api', 'graphql-api'];

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}
type Side = { rps: number; p50: number; p99: number };

const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

async function run(url: string, r: Request, token: string, duration: number): Promise<autocannon.Result> {
  const result = await autocannon({
    url: url + r.path,
    method: r.method,
    headers: { 'xc-auth': token, 'content-type': 'application/json', accept: 'application/json' },
    body: r.body,
    connections: CONNECTIONS,
    workers: 1,
    duration,
  });
  if (result.non2xx || result.errors) throw new Error(`${r.method} ${r.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

/** REST and GraphQL in alternating one-second slices, so that other load weighs on both alike. */
async function compare(url: string, rest: Request, graphql: Request, token: string, label: string): Promise<{ rest: Side; graphql: Side }> {
  await run(url, rest, token, 1);
  await run(url, graphql, token, 1);
  const slices = { rest: [] as autocannon.Result[], graphql: [] as autocannon.Result[] };
  for (let i = 0; i < Math.max(1, Math.round(DURATION_S)); i++) {
    const order = i % 2 === 0 ? (['rest', 'graphql'] as const) : (['graphql', 'rest'] as const);
    for (const side of order) {
      const profiling = i === 0 && PROFILE_DIR ? await startProfile() : undefined;
      slices[side].push(await run(url, side === 'rest' ? rest : graphql, token, 1));
      if (profiling) await profiling(join(PROFILE_DIR!, `${label}-${side}.cpuprofile`));
    }
  }
  const sum = (rs: autocannon.Result[]): Side => {
    const n = rs.reduce((a, r) => a + r.requests.total, 0);
    const seconds = rs.reduce((a, r) => a + r.duration, 0);
    const weighted = (f: (r: autocannon.Result) => number) => rs.reduce((a, r) => a + f(r) * r.requests.total, 0) / Math.max(1, n);
    return { rps: n / seconds, p50: Math.round(weighted((r) => r.latency.p50)), p99: Math.round(weighted((r) => r.latency.p99)) };
  };
  return { rest: sum(slices.rest), graphql: sum(slices.graphql) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-graphql-'));
const host = await startHost({ dataDir, port: 0, host: '127.0.0.1', quiet: true, plugins: PLUGINS });
const url = `http://127.0.0.1:${host.port}`;
const pgDb = await createTestDatabase('pg', 'plinth_bench_gql');
const ratios: Record<string, number> = {};
const fmt = (s: Side) => `${s.rps.toFixed(0).padStart(6)} ${String(s.p50).padStart(6)} ${String(s.p99).padStart(6)}`;

try {
  const { token, rpc } = await signUpForBench(url);
  const targets = benchTargets(pgDb.url);

  for (const target of targets) {
    const project = await rpc('projectCreate', undefined, {
      title: `Bench ${target.key}`,
      projectType: 'graphql',
      ...(target.db && { db: target.db }),
    });
    const id = project.id as string;
    await createItemsAndNotes(rpc, id);
    const t0 = Date.now();
    await loadItemsAndNotes((await host.kernel.services.get(ProjectsToken).database(id)).knex, target.key === 'pg', ITEMS);
    console.info(`${target.key}: loaded ${ITEMS} items and ${ITEMS * NOTES_PER_ITEM} notes in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const where = `(category,eq,${CATEGORY})`;
    const rest: Request = { method: 'GET', path: `/nc/${id}/api/v1/items?where=${encodeURIComponent(where)}&sort=-score&hm=notes` };
    const query = `{ itemsList(where: ${JSON.stringify(where)}, sort: "-score") { id title score category notesList { id body item_id } } }`;
    const graphql: Request = { method: 'POST', path: `/nc/${id}/v1/graphql`, body: JSON.stringify({ query }) };

    // Both sides must answer the same rows before anything is timed.
    const a = (await call(url, rest.path, { token })).list as { id: number; notesList: { id: number }[] }[];
    const b = (await call(url, graphql.path, { token, body: { query } })).data.itemsList as { id: number; notesList: { id: number }[] }[];
    const shape = (rows: typeof a) =>
      rows
        .map(
          (r) =>
            `${r.id}:${r.notesList
              .map((n) => n.id)
              .sort()
              .join('/')}`,
        )
        .join(',');
    if (a.length !== Math.min(25, ITEMS / 100) || shape(a) !== shape(b) || a[0]!.notesList.length !== NOTES_PER_ITEM) {
      throw new Error(`${target.key}: REST and GraphQL disagree: ${shape(a)} / ${shape(b)} (${a.length} / ${b.length})`);
    }

    console.info(`\n${target.key.padEnd(8)}  REST: req/s p50 ms p99 ms | GraphQL: req/s p50 ms p99 ms | ratio`);
    const r = await compare(url, rest, graphql, token, target.key);
    ratios[target.key] = r.graphql.rps / r.rest.rps;
    console.info(`  list+nested     ${fmt(r.rest)} |           ${fmt(r.graphql)} | ${ratios[target.key]!.toFixed(2)}`);
    // Requests the load generator left in flight finish before the database goes away.
    await new Promise((done) => setTimeout(done, 500));
  }
} finally {
  await host.close();
  await pgDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const shown = (k: string) => (ratios[k] === undefined ? 'n/a' : ratios[k]!.toFixed(2));
console.info(`sqlite ratio=${shown('sqlite')}`);
console.info(`pg ratio=${shown('pg')}`);
const all = Object.values(ratios);
console.info(`graphql-bench ratio=${all.length ? Math.min(...all).toFixed(2) : 'n/a'}`);
