/**
 * Host overhead: a plugin route served through the kernel (dynamic mounts, SQL timing,
 * settings from the meta store) against a bare express + knex handler doing the same work,
 * in the same process and run. Prints req/s, p50 / p99 latency and the ratio Plinth / baseline.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import knexFactory from 'knex';
import { startHost } from '@plinth/host-server';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

async function measure(url: string) {
  // a short warm-up so JIT and pools settle before the measured run
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-'));
const host = await startHost({ dataDir, port: 0, host: '127.0.0.1', quiet: true, plugins: ['themes'] });

// Baseline: the same answer from the same meta database, with nothing around it.
const { PRESET_PALETTES } = await import('../plugins/themes/palettes.js');
const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: join(dataDir, 'meta.db') }, useNullAsDefault: true });
const app = express();
app.get('/palettes', async (_req, res) => {
  const row = await knex('plinth_plugin_settings').where({ plugin_id: 'themes' }).first('value');
  res.json({ list: PRESET_PALETTES, defaultTheme: row ? JSON.parse(row.value).defaultTheme : 'Default' });
});
const baseline = app.listen(0, '127.0.0.1');
await new Promise((r) => baseline.once('listening', r));
const baseUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/palettes`;

try {
  const base = await measure(baseUrl);
  const plinth = await measure(`http://127.0.0.1:${host.port}/api/v1/themes/palettes`);
  const fmt = (n: number) => n.toFixed(0).padStart(7);
  console.info(`                 req/s    p50 ms  p99 ms`);
  console.info(`baseline      ${fmt(base.rps)}   ${base.p50}       ${base.p99}`);
  console.info(`plinth        ${fmt(plinth.rps)}   ${plinth.p50}       ${plinth.p99}`);
  console.info(`host-bench plugin_route_ratio=${(plinth.rps / base.rps).toFixed(2)}`);
} finally {
  baseline.close();
  await knex.destroy();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
}
