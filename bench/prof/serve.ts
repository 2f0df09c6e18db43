/**
 * Profiling aid for bench/rest.ts (not a benchmark): Plinth and the same hand-written baseline
 * serving list / read on a PostgreSQL table of 5,000 rows, until SIGINT. The addresses and the
 * token go to $PROF_OUT (JSON); load comes from another process (load.mjs), so that the counts
 * are the servers' own.
 *
 *   cd bench && node --import tsx prof/serve.ts &       # prints "ready <pid>"
 *   (PROF_COUNT=1 for count.sh's promise counts)
 *   prof/count.sh <pid> read 1000     # per request: promises made, express layers tried, routers entered
 *   kill -USR2 <pid>; node prof/load.mjs plinth read 5000; kill -USR2 <pid>   # CPU profile to $PROF_DIR
 *
 * Counts do not move with the machine's load; req/s and CPU time on a shared machine do.
 * PROF_STACKS=1 also writes where the promises were made (stacks.txt, on SIGUSR1).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { startHost } from '@plinth/host-server';
import { connectionFromUrl, createTestDatabase, columnsOf } from '@plinth/sdk/testing';
import { baselineApp, JWT_SECRET, listen } from '../baseline.js';
import { signUpForBench } from '../dataset.js';

process.env.PLINTH_JWT_SECRET = JWT_SECRET;
const ITEMS = 5000;
const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'data', 'rest-api'];

const dataDir = mkdtempSync(join(tmpdir(), 'plinth-prof-'));
const host = await startHost({ dataDir, port: 0, host: '127.0.0.1', quiet: true, plugins: PLUGINS });
const hostUrl = `http://127.0.0.1:${host.port}`;
const pgDb = await createTestDatabase('pg', 'plinth_prof');
const { token, rpc } = await signUpForBench(hostUrl);
const project = await rpc('projectCreate', undefined, {
  title: 'Prof',
  db: {
    client: 'pg',
    connection: connectionFromUrl(pgDb.url),
  },
});
const id = project.id as string;
await rpc('tableCreate', id, {
  tn: 'items',
  columns: columnsOf({ id: 'ID', title: 'SingleLineText', score: 'Number', category: 'SingleLineText' }),
});
const knex = knexFactory({ client: 'pg', connection: pgDb.url, pool: { min: 0, max: 10 } });
await knex.batchInsert(
  'items',
  Array.from({ length: ITEMS }, (_, i) => ({
    title: `item ${i + 1}`,
    score: ((i + 1) * 7919) % 100_000,
    category: `c${String((i + 1) % 100).padStart(2, '0')}`,
  })),
  5000,
);
await knex.schema.alterTable('items', (t) => t.index(['category', 'score'], 'items_category_score_idx'));
await knex.raw('vacuum analyze');

// The very baseline bench/rest.ts measures against.
const baseline = await listen(baselineApp(knex, true));
const baseUrl = baseline.url;
const where = `where=${encodeURIComponent('(category,eq,c07)')}&sort=-score`;
writeFileSync(
  process.env.PROF_OUT ?? '/tmp/prof-urls.json',
  JSON.stringify({
    token,
    plinth: { read: `${hostUrl}/nc/${id}/api/v1/items/4242`, list: `${hostUrl}/nc/${id}/api/v1/items?${where}` },
    base: { read: `${baseUrl}/items/4242`, list: `${baseUrl}/items?category=c07` },
  }),
);
// SIGUSR2 starts a CPU profile, the next one writes it to $PROF_DIR/<n>.cpuprofile.
const { Session } = await import('node:inspector/promises');
const session = new Session();
session.connect();
let profiling = false;
let n = 0;
async function toggleProfiling(): Promise<void> {
  if (!profiling) {
    profiling = true;
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  } else {
    profiling = false;
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(process.env.PROF_DIR ?? '/tmp', `${++n}.cpuprofile`), JSON.stringify(profile));
    console.info('profile written', n);
  }
}
process.on('SIGUSR2', () => void toggleProfiling());
// SIGUSR1 prints the promises created since the last SIGUSR1 (a count, not a time: repeatable).
const { createHook } = await import('node:async_hooks');
let promises = 0;
// With PROF_STACKS set, also where each promise was made (the first frames outside node internals).
const stacks = new Map<string, number>();
const promiseSite = () => {
  const lines = (new Error().stack ?? '')
    .split('\n')
    .slice(3)
    .filter((l) => !l.includes('node:internal') && !l.includes('node:async_hooks'));
  return lines
    .slice(0, 4)
    .map((l) => l.trim().replace(/file:\/\/\/work\/main\/|\/tmp\/restprof\/before\/|\S*node_modules\/\.pnpm\/[^/]+\/node_modules\//g, ''))
    .join(' < ');
};
// Only when counting (PROF_COUNT=1): a promise hook slows every promise, so CPU figures and
// profiles taken with it on overstate what promises cost.
if (process.env.PROF_COUNT === '1')
  createHook({
    init(_id, type) {
      if (type !== 'PROMISE') return;
      promises++;
      if (process.env.PROF_STACKS) {
        const k = promiseSite();
        stacks.set(k, (stacks.get(k) ?? 0) + 1);
      }
    },
  }).enable();
// Express layers tried (path matches) and routers entered, counted on the router package's prototypes.
const { createRequire } = await import('node:module');
const requireFromExpress = createRequire(createRequire(import.meta.url).resolve('express'));
const Layer = requireFromExpress('router/lib/layer.js');
const RouterProto = requireFromExpress('router');
let layerMatches = 0;
let routerEntries = 0;
const match = Layer.prototype.match;
Layer.prototype.match = function (this: unknown, path: string) {
  layerMatches++;
  return match.call(this, path);
};
const handle = RouterProto.prototype.handle;
RouterProto.prototype.handle = function (this: unknown, ...a: unknown[]) {
  routerEntries++;
  return handle.apply(this, a);
};
process.on('SIGUSR1', () => {
  writeFileSync(join(process.env.PROF_DIR ?? '/tmp', 'layers.txt'), `${layerMatches} ${routerEntries}`);
  layerMatches = 0;
  routerEntries = 0;
  writeFileSync(join(process.env.PROF_DIR ?? '/tmp', 'promises.txt'), String(promises));
  writeFileSync(
    join(process.env.PROF_DIR ?? '/tmp', 'stacks.txt'),
    [...stacks]
      .sort((x, y) => y[1] - x[1])
      .map(([k, v]) => `${v}\t${k}`)
      .join('\n'),
  );
  promises = 0;
  stacks.clear();
});
console.info('ready', process.pid);
let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await baseline.close();
  await knex.destroy();
  await host.close();
  await pgDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
