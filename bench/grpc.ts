/**
 * gRPC against REST on the same host, database and rows: plugins/grpc-api and plugins/rest-api
 * both read through the data plugin, so the difference is the transport (HTTP/2 + protobuf
 * encoding of typed messages against express routes and JSON).
 *
 * Two projects, an embedded SQLite file and a PostgreSQL database, each with `items`
 * (BENCH_ROWS rows, default 20,000: title, score, category; index on (category, score)), loaded
 * as bench/graphql.ts does. One case, the same rows on both sides: a page of 25 items filtered
 * and sorted, without a total (gRPC's List never counts; REST is asked `withTotal=false`, so both
 * run the same single statement):
 *   REST  GET /nc/{id}/api/v1/items?where=(category,eq,c07)&sort=-score&limit=25&withTotal=false
 *   gRPC  plinth.<id>.Items/List { where: "(category,eq,c07)", sort: "-score", limit: 25 }
 * the request encoded with protobufjs from the downloaded .proto.
 *
 * Load: the same closed loop for both (bench/grpc/load-worker.ts, a worker thread, 10 callers;
 * REST over node:http, gRPC over node:http2 with pre-encoded frames: clients of the same weight).
 * After a one-second warm-up of each side, BENCH_ROUNDS (default 15) rounds, each a slice of
 * BENCH_SLICE_MS (default 500) of every side, in alternating order (so that other load on the
 * machine weighs on all alike). Each round gives a ratio gRPC / REST (req/s) from its two
 * adjacent slices; the figure is the median of the rounds' ratios (a busy moment spoils a round
 * or two, not the figure), printed with their range and the ratio of the pooled req/s.
 *
 * Per side (all rounds pooled): req/s, p50 / p99 latency (ms), and per call the host thread's
 * busy time (event loop utilisation), its CPU time (Linux), and the callers' busy time; also
 * REST's default list (with its COUNT) for reference. The host's CPU time per call is what a call
 * costs the server whatever else runs (busy time also counts waits for a core on a loaded
 * machine, and req/s follows the scheduler there). The last line is
 * `grpc-bench list_ratio_vs_rest=<x>` with the PostgreSQL median, after the SQLite one and the
 * server ratios (REST / gRPC: busy time per call, median of the rounds; CPU time per call, pooled).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { startHost } from '@plinth/host-server';
import { ProjectsToken } from '@plinth/sdk/server';
import { createTestDatabase } from '@plinth/sdk/testing';
import { benchTargets, call, createItemsAndNotes, loadItemsAndNotes, signUpForBench } from './dataset.js';
import type { LoadTarget, Slice } from './grpc/load-worker.js';
import { startProfile } from './profile.js';

const ROUNDS = Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS ?? 15)));
const SLICE_MS = Math.max(100, Number(process.env.BENCH_SLICE_MS ?? 500));
const CONNECTIONS = 10;
const ITEMS = Number(process.env.BENCH_ROWS ?? 20_000);
const CATEGORY = 'c07';
const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'data', 'rest-api', 'grpc-api'];

// BENCH_PROFILE_DIR: a CPU profile of the host thread during each side's first measured slice (for tuning).
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

/**
 * Throughput and latency as the callers saw them; busy time per call of the host thread and of the
 * callers; the host thread's CPU time per call (NaN where /proc is not there).
 */
type Side = { rps: number; p50: number; p99: number; serverMs: number; clientMs: number; cpuMs: number };
/** One slice with the host thread's active (busy) milliseconds and CPU milliseconds meanwhile. */
type Timed = Slice & { activeMs: number; cpuMs: number };

/**
 * This thread's CPU time in ms (Linux: utime + stime of /proc/self/task/<pid>/stat, in ticks of
 * 10 ms; the main thread's id is the process id), NaN elsewhere. Busy time (event loop
 * utilisation) counts the time the thread waits for a core on a loaded machine too; CPU time
 * does not, so it stays the server's cost per call when other work crowds the cores.
 */
function threadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** A load worker for one side; `slice(ms)` runs the loop that long. */
function loader(target: LoadTarget) {
  // The worker is TypeScript too: tsx's loader is registered in its thread before it is imported.
  const entry = new URL('./grpc/load-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  const worker = new Worker(boot, { eval: true, workerData: target });
  const ask = <T>(message: object) =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', (m: { ok?: T; error?: string }) => (m.ok ? resolve(m.ok) : reject(new Error(m.error))));
      worker.postMessage(message);
    });
  const slice = (ms: number) => ask<Slice>({ ms, connections: CONNECTIONS });
  /** One call's row ids, through the same client as the timed calls. */
  const ids = () => ask<string[]>({ ids: true });
  return { slice, ids, close: () => worker.terminate() };
}

function summary(slices: Timed[]): Side {
  const all = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const n = slices.reduce((a, s) => a + s.count, 0);
  const seconds = slices.reduce((a, s) => a + s.seconds, 0);
  const active = slices.reduce((a, s) => a + s.activeMs, 0);
  const client = slices.reduce((a, s) => a + s.clientMs, 0);
  const cpu = slices.reduce((a, s) => a + s.cpuMs, 0);
  const at = (q: number) => Math.round((all[Math.min(all.length - 1, Math.floor(q * all.length))] ?? 0) * 10) / 10;
  return {
    rps: n / seconds,
    p50: at(0.5),
    p99: at(0.99),
    serverMs: active / Math.max(1, n),
    clientMs: client / Math.max(1, n),
    cpuMs: cpu / Math.max(1, n),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Per round: gRPC / REST req/s, and REST / gRPC host time per call, from the round's slices of both. */
function roundRatios(rest: Timed[], grpc: Timed[]) {
  const rps = rest.map((r, i) => grpc[i]!.count / grpc[i]!.seconds / (r.count / r.seconds));
  const server = rest.map((r, i) => r.activeMs / r.count / (grpc[i]!.activeMs / grpc[i]!.count));
  return { rps, server };
}

/**
 * A slice, with the busy time of this thread (the host's: express, grpc-js, the data service and
 * the database drivers all run on it; the callers run in their workers) while it ran.
 */
async function timedSlice(side: ReturnType<typeof loader>, ms: number): Promise<Timed> {
  const before = performance.eventLoopUtilization();
  const cpu = threadCpuMs();
  const slice = await side.slice(ms);
  return { ...slice, activeMs: performance.eventLoopUtilization(before).active, cpuMs: threadCpuMs() - cpu };
}

/** Warm-up, then ROUNDS rounds of one slice per side in alternating order; the slices of each side. */
async function compare(key: string, sides: Record<string, ReturnType<typeof loader>>): Promise<Record<string, Timed[]>> {
  const names = Object.keys(sides);
  for (const name of names) await sides[name]!.slice(1000);
  const slices: Record<string, Timed[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const stop = PROFILE_DIR && i === 0 ? await startProfile() : undefined;
      slices[name]!.push(await timedSlice(sides[name]!, SLICE_MS));
      await stop?.(join(PROFILE_DIR!, `grpc-${key}-${name}.cpuprofile`));
    }
  }
  return slices;
}

const previousPort = process.env.PLINTH_GRPC_PORT;
process.env.PLINTH_GRPC_PORT = '0';
process.env.PLINTH_GRPC_HOST = '127.0.0.1';
const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-grpc-'));
const host = await startHost({ dataDir, port: 0, host: '127.0.0.1', quiet: true, plugins: PLUGINS });
if (previousPort === undefined) delete process.env.PLINTH_GRPC_PORT;
const url = `http://127.0.0.1:${host.port}`;
const pgDb = await createTestDatabase('pg', 'plinth_bench_grpc');
const ratios: Record<string, number> = {};
const serverRatios: Record<string, number> = {};
const cpuRatios: Record<string, number> = {};
const ranges: Record<string, string> = {};
const fmt = (s: Side) =>
  `${s.rps.toFixed(0).padStart(6)} ${String(s.p50).padStart(6)} ${String(s.p99).padStart(6)} ${s.serverMs.toFixed(3).padStart(9)} ${s.cpuMs.toFixed(3).padStart(9)} ${s.clientMs.toFixed(3).padStart(9)}`;

try {
  const { token, rpc } = await signUpForBench(url);
  for (const target of benchTargets(pgDb.url)) {
    const project = await rpc('projectCreate', undefined, {
      title: `Bench ${target.key}`,
      projectType: 'grpc',
      ...(target.db && { db: target.db }),
    });
    const id = project.id as string;
    await createItemsAndNotes(rpc, id);
    const t0 = Date.now();
    await loadItemsAndNotes((await host.kernel.services.get(ProjectsToken).database(id)).knex, target.key === 'pg', ITEMS);
    console.info(`${target.key}: loaded ${ITEMS} items in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const where = `(category,eq,${CATEGORY})`;
    const restPath = `/nc/${id}/api/v1/items?where=${encodeURIComponent(where)}&sort=-score&limit=25`;
    const info = await call(url, `/api/v1/grpc/${id}/info`, { token });
    const proto = await (await fetch(`${url}/api/v1/grpc/${id}/proto`, { headers: { 'xc-auth': token } })).text();
    const grpcTarget: LoadTarget = {
      kind: 'grpc',
      address: `127.0.0.1:${info.port}`,
      proto,
      pkg: info.package,
      service: 'Items',
      request: { where, sort: '-score', limit: 25 },
      token,
    };
    const sides = {
      rest: loader({ kind: 'rest', url: `${url}${restPath}&withTotal=false`, token }),
      grpc: loader(grpcTarget),
      restWithTotal: loader({ kind: 'rest', url: `${url}${restPath}`, token }),
    };
    try {
      // Both sides must answer the same rows, through the bench's own callers, before anything is timed.
      const [viaRest, viaGrpc] = await Promise.all([sides.rest.ids(), sides.grpc.ids()]);
      if (viaRest.length !== 25 || viaRest.join(',') !== viaGrpc.join(','))
        throw new Error(`${target.key}: REST and gRPC disagree: ${viaRest.join(',')} / ${viaGrpc.join(',')}`);
      const slices = await compare(target.key, sides);
      const r = Object.fromEntries(Object.entries(slices).map(([n, timed]) => [n, summary(timed)]));
      const rounds = roundRatios(slices.rest!, slices.grpc!);
      ratios[target.key] = median(rounds.rps);
      serverRatios[target.key] = median(rounds.server);
      cpuRatios[target.key] = r.rest!.cpuMs / r.grpc!.cpuMs;
      const pooled = r.grpc!.rps / r.rest!.rps;
      ranges[target.key] =
        `median of ${ROUNDS} rounds (${SLICE_MS} ms per side each, alternating order): ` +
        `rounds ${Math.min(...rounds.rps).toFixed(2)} to ${Math.max(...rounds.rps).toFixed(2)}, pooled req/s ${pooled.toFixed(2)}`;
      console.info(`\n${target.key.padEnd(8)} 25-row list        req/s p50 ms p99 ms  server ms   host CPU  client ms (per call)`);
      console.info(`  REST (withTotal=false)  ${fmt(r.rest!)}`);
      console.info(`  gRPC List               ${fmt(r.grpc!)}`);
      console.info(`  REST (default, COUNT)   ${fmt(r.restWithTotal!)}   gRPC / this ${(r.grpc!.rps / r.restWithTotal!.rps).toFixed(2)}`);
      console.info(`  gRPC / REST req/s by round: ${rounds.rps.map((x) => x.toFixed(2)).join(' ')}`);
      console.info(`  REST / gRPC server time by round: ${rounds.server.map((x) => x.toFixed(2)).join(' ')}`);
      console.info(`  REST / gRPC host CPU per call (all rounds): ${cpuRatios[target.key]!.toFixed(2)}`);
    } finally {
      await Promise.all(Object.values(sides).map((s) => s.close()));
    }
    await new Promise((done) => setTimeout(done, 300));
  }
} finally {
  await host.close();
  await pgDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const shown = (k: string) => (ratios[k] === undefined ? 'n/a' : ratios[k]!.toFixed(2));
const shownServer = (k: string) =>
  serverRatios[k] === undefined ? 'n/a' : `${serverRatios[k]!.toFixed(2)} cpu_ratio=${cpuRatios[k]!.toFixed(2)}`;
console.info(`sqlite list_ratio_vs_rest=${shown('sqlite')} server_time_ratio=${shownServer('sqlite')} (${ranges.sqlite ?? 'n/a'})`);
console.info(`pg server_time_ratio=${shownServer('pg')}; list_ratio_vs_rest: ${ranges.pg ?? 'n/a'}`);
console.info(`grpc-bench list_ratio_vs_rest=${shown('pg')}`);
