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
 * REST over node:http, gRPC over node:http2 with pre-encoded frames: clients of the same weight),
 * in alternating one-second slices after a one-second warm-up each, BENCH_SECONDS (default 4) of
 * each in all. Prints req/s and p50 / p99 latency (ms) per side and the ratio gRPC / REST
 * (req/s); also REST's default list (with its COUNT) for reference. Beside it, the host thread's
 * busy time per call (event loop utilisation while a side runs / its calls): what a call costs the
 * server, whatever the callers cost (they share the machine's cores with it). The last line is
 * `grpc-bench list_ratio_vs_rest=<x>` with the PostgreSQL req/s ratio, after the SQLite one and
 * the server-time ratios (REST ms per call / gRPC ms per call).
 */
import { mkdtempSync, rmSync } from 'node:fs';
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

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;
const ITEMS = Number(process.env.BENCH_ROWS ?? 20_000);
const CATEGORY = 'c07';
const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'data', 'rest-api', 'grpc-api'];

// BENCH_PROFILE_DIR: a CPU profile of the host thread during each side's first measured slice (for tuning).
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

/** Throughput and latency as the callers saw them; `serverMs`: the host thread's busy time per call. */
type Side = { rps: number; p50: number; p99: number; serverMs: number };
/** One slice with the host thread's active (busy) milliseconds meanwhile. */
type Timed = Slice & { activeMs: number };

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
  const at = (q: number) => Math.round((all[Math.min(all.length - 1, Math.floor(q * all.length))] ?? 0) * 10) / 10;
  return { rps: n / seconds, p50: at(0.5), p99: at(0.99), serverMs: active / Math.max(1, n) };
}

/**
 * A slice, with the busy time of this thread (the host's: express, grpc-js, the data service and
 * the database drivers all run on it; the callers run in their workers) while it ran.
 */
async function timedSlice(side: ReturnType<typeof loader>, ms: number): Promise<Timed> {
  const before = performance.eventLoopUtilization();
  const slice = await side.slice(ms);
  return { ...slice, activeMs: performance.eventLoopUtilization(before).active };
}

/** The sides in alternating one-second slices, so that other load weighs on all alike. */
async function compare(key: string, sides: Record<string, ReturnType<typeof loader>>): Promise<Record<string, Side>> {
  const names = Object.keys(sides);
  for (const name of names) await sides[name]!.slice(1000);
  const slices: Record<string, Timed[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < Math.max(1, Math.round(DURATION_S)); i++) {
    const order = i % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const stop = PROFILE_DIR && i === 0 ? await startProfile() : undefined;
      slices[name]!.push(await timedSlice(sides[name]!, 1000));
      await stop?.(join(PROFILE_DIR!, `grpc-${key}-${name}.cpuprofile`));
    }
  }
  return Object.fromEntries(names.map((n) => [n, summary(slices[n]!)]));
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
const fmt = (s: Side) =>
  `${s.rps.toFixed(0).padStart(6)} ${String(s.p50).padStart(6)} ${String(s.p99).padStart(6)} ${s.serverMs.toFixed(3).padStart(9)}`;

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
      const r = await compare(target.key, sides);
      ratios[target.key] = r.grpc!.rps / r.rest!.rps;
      serverRatios[target.key] = r.rest!.serverMs / r.grpc!.serverMs;
      console.info(`\n${target.key.padEnd(8)} 25-row list        req/s p50 ms p99 ms server ms/call`);
      console.info(`  REST (withTotal=false)  ${fmt(r.rest!)}`);
      console.info(
        `  gRPC List               ${fmt(r.grpc!)}   ratio ${ratios[target.key]!.toFixed(2)} (req/s), ${serverRatios[target.key]!.toFixed(2)} (server time, REST / gRPC)`,
      );
      console.info(`  REST (default, COUNT)   ${fmt(r.restWithTotal!)}   gRPC / this ${(r.grpc!.rps / r.restWithTotal!.rps).toFixed(2)}`);
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
const shownServer = (k: string) => (serverRatios[k] === undefined ? 'n/a' : serverRatios[k]!.toFixed(2));
console.info(`sqlite list_ratio_vs_rest=${shown('sqlite')} server_time_ratio=${shownServer('sqlite')}`);
console.info(`pg server_time_ratio=${shownServer('pg')}`);
console.info(`grpc-bench list_ratio_vs_rest=${shown('pg')}`);
