/**
 * REST data API overhead: the generated routes of plugins/rest-api against hand-written minimal
 * express + knex handlers running the same SQL on the same database, in the same process and run.
 *
 * Two projects: (a) an embedded SQLite file, (b) a PostgreSQL database. Each has `items`
 * (100,000 rows: title, score, category) and `notes` (200,000 rows, two per item, has-many via
 * `item_id`), created through the RPC endpoint and bulk-loaded with knex directly. Both sides get
 * the same two indexes, created with knex after the load: items(category, score), notes(item_id).
 *
 * Cases (each side answers the same JSON shape, roughly):
 *   list    GET ?where=(category,eq,c07)&sort=-score            page of 25 + total (count in parallel)
 *   read    GET /:id
 *   create  POST {title, score, category}                      insert + read back, in a transaction
 *   nested  GET list as above &hm=notes                         + one query for the page's notes
 *
 * Auth: both sides verify the same HS256 access JWT (xc-auth header, jose, same secret) and
 * remember verified tokens until they expire. Plinth also does what its access control does per
 * request (user row with token version and global roles, project roles; cached for a short time,
 * see plugins/auth/server/access.ts); the baseline trusts the signed token. Those checks are
 * Plinth's cost and count against it.
 *
 * The load generator (autocannon) runs in a worker thread so that its CPU does not share the
 * event loop of the servers under test. Prints req/s, p50 / p99 latency (ms), the main thread's
 * CPU time per request (µs, from /proc: what the servers cost in this process, whatever else the
 * machine runs; event-loop busy time where /proc is missing) and the ratios Plinth / baseline of
 * req/s (the summary line) and of CPU per request (baseline / Plinth: what req/s tends to on an
 * otherwise idle machine, where the main thread is the bottleneck) per case. BENCH_SECONDS (default 4) per side and case, measured in
 * alternating 1 s slices after a 1 s warm-up of each. The summary line
 * (`rest-bench list_ratio=<n> read_ratio=<n> create_ratio=<n> nested_ratio=<n>`) gives each case's
 * minimum req/s ratio across both dialects.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { startHost } from '@plinth/host-server';
import { createTestDatabase } from '@plinth/sdk/testing';
import { baselineApp, JWT_SECRET, listen, PAGE } from './baseline.js';
import { call, createItemsAndNotes, loadItemsAndNotes, NOTES_PER_ITEM, benchTargets, signUpForBench } from './dataset.js';
import { startProfile } from './profile.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;
const ITEMS = Number(process.env.BENCH_ROWS ?? 100_000);
const CATEGORY = 'c07';
const READ_ID = 4242;
// Narrow a run while profiling: BENCH_TARGETS=pg BENCH_CASES=list,read (the summary line needs all).
const ONLY_TARGETS = process.env.BENCH_TARGETS?.split(',');
const ONLY_CASES = process.env.BENCH_CASES?.split(',');
// BENCH_PROFILE_DIR: a CPU profile of each side's first measured slice per case (for tuning).
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'data', 'rest-api'];

process.env.PLINTH_JWT_SECRET = JWT_SECRET;

/** The main thread's user + system CPU time in ms (Linux /proc; undefined elsewhere). */
function mainThreadCpuMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the parenthesised name: state is 3rd, utime 14th, stime 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100; // USER_HZ on Linux

/** req/s, latency percentiles (ms) and the main thread's CPU time per request (µs). */
type Side = { rps: number; p50: number; p99: number; cpu: number };
type CaseName = 'list' | 'read' | 'create' | 'nested';
interface Case {
  name: CaseName;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

function options(url: string, c: Case, token: string, duration: number): autocannon.Options {
  return {
    url: url + c.path,
    method: c.method,
    headers: { 'xc-auth': token, 'content-type': 'application/json' },
    body: c.body,
    connections: CONNECTIONS,
    workers: 1,
    duration,
  };
}

async function run(url: string, c: Case, token: string, duration: number): Promise<autocannon.Result> {
  const r = await autocannon(options(url, c, token, duration));
  if (r.non2xx || r.errors) throw new Error(`${c.method} ${url + c.path}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r;
}

/**
 * Baseline and Plinth in alternating one-second slices (BENCH_SECONDS of each in all), so that
 * whatever else the machine does in the meantime weighs on both sides alike. req/s is over all
 * slices; p50 / p99 are the request-weighted means of the slices' percentiles.
 */
async function compare(
  base: { url: string; c: Case },
  plinth: { url: string; c: Case },
  token: string,
  label: string,
): Promise<{ base: Side; plinth: Side }> {
  // A short warm-up so JIT, pools and caches settle before the measured runs.
  await run(base.url, base.c, token, 1);
  await run(plinth.url, plinth.c, token, 1);
  const slices = { base: [] as autocannon.Result[], plinth: [] as autocannon.Result[] };
  const busy = { base: 0, plinth: 0 };
  for (let i = 0; i < Math.max(1, Math.round(DURATION_S)); i++) {
    const order = i % 2 === 0 ? (['base', 'plinth'] as const) : (['plinth', 'base'] as const);
    for (const side of order) {
      const target = side === 'base' ? base : plinth;
      const elu = performance.eventLoopUtilization();
      const cpuBefore = mainThreadCpuMs();
      const profiling = i === 0 && PROFILE_DIR ? await startProfile() : undefined;
      slices[side].push(await run(target.url, target.c, token, 1));
      const cpuAfter = mainThreadCpuMs();
      busy[side] += cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : performance.eventLoopUtilization(elu).active;
      if (profiling) await profiling(join(PROFILE_DIR!, `${label}-${plinth.c.name}-${side}.cpuprofile`));
    }
  }
  const sum = (rs: autocannon.Result[], busyMs: number): Side => {
    const n = rs.reduce((a, r) => a + r.requests.total, 0);
    const seconds = rs.reduce((a, r) => a + r.duration, 0);
    const weighted = (f: (r: autocannon.Result) => number) => rs.reduce((a, r) => a + f(r) * r.requests.total, 0) / Math.max(1, n);
    return {
      rps: n / seconds,
      p50: Math.round(weighted((r) => r.latency.p50)),
      p99: Math.round(weighted((r) => r.latency.p99)),
      cpu: (busyMs * 1000) / Math.max(1, n),
    };
  };
  return { base: sum(slices.base, busy.base), plinth: sum(slices.plinth, busy.plinth) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-rest-'));
const host = await startHost({ dataDir, port: 0, host: '127.0.0.1', quiet: true, plugins: PLUGINS });
const hostUrl = `http://127.0.0.1:${host.port}`;
const pgDb = await createTestDatabase('pg', 'plinth_bench_rest');

const results: Record<string, Record<CaseName, { base: Side; plinth: Side }>> = {};
const fmt = (s: Side) =>
  `${s.rps.toFixed(0).padStart(6)} ${String(s.p50).padStart(6)} ${String(s.p99).padStart(6)} ${s.cpu.toFixed(0).padStart(6)}`;

try {
  const { token, rpc } = await signUpForBench(hostUrl);
  const targets = benchTargets(pgDb.url);

  for (const target of targets.filter((t) => !ONLY_TARGETS || ONLY_TARGETS.includes(t.key))) {
    const pg = target.key === 'pg';
    const project = await rpc('projectCreate', undefined, { title: `Bench ${target.key}`, ...(target.db && { db: target.db }) });
    const id = project.id as string;
    await createItemsAndNotes(rpc, id);

    // The same database the project uses, with the same pool shape as its dialect opens.
    const knex = pg
      ? knexFactory({ client: 'pg', connection: pgDb.url, pool: { min: 0, max: 10 } })
      : knexFactory({
          client: 'better-sqlite3',
          connection: { filename: join(dataDir, 'projects', `${id}.db`) },
          useNullAsDefault: true,
          pool: {
            min: 1,
            max: 1,
            afterCreate: (conn: { pragma(s: string): unknown }, done: (e: Error | null, c: unknown) => void) => {
              conn.pragma('journal_mode = WAL');
              conn.pragma('foreign_keys = ON');
              conn.pragma('busy_timeout = 5000');
              done(null, conn);
            },
          },
        });
    const t0 = Date.now();
    await loadItemsAndNotes(knex, pg, ITEMS);
    console.info(`${target.key}: loaded ${ITEMS} items and ${ITEMS * NOTES_PER_ITEM} notes in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const baseline = await listen(baselineApp(knex, pg));
    const createBody = JSON.stringify({ title: 'bench row', score: 1, category: 'new' });
    const where = `where=${encodeURIComponent(`(category,eq,${CATEGORY})`)}&sort=-score`;
    const plinthCases: Case[] = [
      { name: 'list', method: 'GET', path: `/nc/${id}/api/v1/items?${where}` },
      { name: 'read', method: 'GET', path: `/nc/${id}/api/v1/items/${READ_ID}` },
      { name: 'nested', method: 'GET', path: `/nc/${id}/api/v1/items?${where}&hm=notes` },
      { name: 'create', method: 'POST', path: `/nc/${id}/api/v1/items`, body: createBody },
    ];
    const baseCases: Record<CaseName, Case> = {
      list: { name: 'list', method: 'GET', path: `/items?category=${CATEGORY}` },
      read: { name: 'read', method: 'GET', path: `/items/${READ_ID}` },
      nested: { name: 'nested', method: 'GET', path: `/items?category=${CATEGORY}&hm=notes` },
      create: { name: 'create', method: 'POST', path: '/items', body: createBody },
    };

    // Both sides must answer the same page before anything is timed.
    const a = await call(hostUrl, plinthCases[2]!.path, { token });
    const b = await call(baseline.url, baseCases.nested.path, { token });
    const ids = (x: { list: { id: number }[] }) => x.list.map((r) => Number(r.id)).join(',');
    const disagreement =
      ids(a) !== ids(b)
        ? `ids ${ids(a)} / ${ids(b)}`
        : a.list.length !== PAGE
          ? `page of ${a.list.length}`
          : a.pageInfo.totalRows !== b.pageInfo.totalRows
            ? `totals ${a.pageInfo.totalRows} / ${b.pageInfo.totalRows}`
            : a.list[0].notesList.length !== NOTES_PER_ITEM
              ? `${a.list[0].notesList.length} notes`
              : undefined;
    if (disagreement) throw new Error(`${target.key}: Plinth and baseline disagree (${disagreement})`);

    results[target.key] = {} as Record<CaseName, { base: Side; plinth: Side }>;
    console.info(`\n${target.key.padEnd(8)}  baseline: req/s p50 ms p99 ms cpu µs | plinth: req/s p50 ms p99 ms cpu µs | ratio  cpu ratio`);
    try {
      for (const c of plinthCases.filter((x) => !ONLY_CASES || ONLY_CASES.includes(x.name))) {
        const { base, plinth } = await compare({ url: baseline.url, c: baseCases[c.name] }, { url: hostUrl, c }, token, target.key);
        results[target.key]![c.name] = { base, plinth };
        console.info(
          `  ${c.name.padEnd(8)}          ${fmt(base)} |        ${fmt(plinth)} | ${(plinth.rps / base.rps).toFixed(2)}  ${(base.cpu / plinth.cpu).toFixed(2)}`,
        );
      }
    } finally {
      await baseline.close();
      await knex.destroy();
    }
  }
} finally {
  await host.close();
  await pgDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

// The summary line takes each case's lower ratio of the two dialects: the target holds on both.
const ratio = (c: CaseName) => {
  const ratios = Object.values(results)
    .map((r) => r[c])
    .filter((r) => r !== undefined)
    .map((r) => r.plinth.rps / r.base.rps);
  return ratios.length ? Math.min(...ratios).toFixed(2) : 'n/a';
};
console.info(
  `rest-bench list_ratio=${ratio('list')} read_ratio=${ratio('read')} create_ratio=${ratio('create')} nested_ratio=${ratio('nested')}`,
);
