/**
 * The Excel / CSV import (plugins/sheet-import) of a 1,000,000-row, 10-column CSV into an
 * embedded project: upload, preview, start, poll until done, as the web app does, on a host with
 * the plugins an import needs (auth, projects, data, acl; no audit, which would record every
 * imported cell). Baseline, in the same run: a raw knex batch insert of the same rows, generated
 * in memory chunk by chunk, into a table of the same columns in another SQLite file (chunks of
 * 2,000 rows per transaction, 500 per statement, as the import's inserts).
 *   rows_per_s   imported rows per second, upload to done
 *   ratio        rows_per_s / the baseline's rows per second (target >= 0.6)
 *   peak_rss_mb  the process's peak resident memory during the import (host in process; target < 400)
 * BENCH_IMPORT_ROWS changes the row count. Last line:
 * `import-bench rows_per_s=<n> ratio=<n> peak_rss_mb=<n>`.
 */
import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { promisify } from 'node:util';
import knexFactory from 'knex';
import { startHost } from '@plinth/host-server';
import { call, signUpForBench } from './dataset.js';

const run = promisify(execFile);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const CHUNK = 2_000;
const PER_STATEMENT = 500;
const HEADER = ['title', 'qty', 'price', 'day', 'seen_at', 'active', 'email', 'site', 'note', 'rank'];

/** Row `i` of the data set, as CSV fields. */
function fields(i: number): string[] {
  const d = new Date(Date.UTC(2020, 0, 1) + (i % 1500) * 86_400_000).toISOString();
  return [
    `i${i}`,
    String(i % 1000),
    ((i % 10_000) / 100).toFixed(2),
    d.slice(0, 10),
    `${d.slice(0, 10)} ${String(i % 24).padStart(2, '0')}:30:00`,
    i % 2 ? 'true' : 'false',
    `u${i % 5000}@ex.com`,
    `https://ex.com/${i % 777}`,
    `n${i * 7}`,
    String(i),
  ];
}

/** The same row as the baseline inserts it. */
function dbRow(i: number): Record<string, unknown> {
  const f = fields(i);
  return {
    title: f[0],
    qty: Number(f[1]),
    price: Number(f[2]),
    day: f[3],
    seen_at: f[4],
    active: f[5] === 'true',
    email: f[6],
    site: f[7],
    note: f[8],
    rank: Number(f[9]),
  };
}

async function writeCsv(path: string): Promise<void> {
  const out = createWriteStream(path);
  out.write(`${HEADER.join(',')}\n`);
  let buffer = '';
  for (let i = 1; i <= ROWS; i++) {
    buffer += `${fields(i).join(',')}\n`;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}

/** Samples the process's resident memory until stopped; answers the peak in MB. */
function rssSampler(): () => number {
  let peak = process.memoryUsage.rss();
  let heap = 0;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  return () => {
    clearInterval(timer);
    console.info(`peak JS heap used ${Math.round(heap / 1024 / 1024)} MB`);
    return Math.round(Math.max(peak, process.memoryUsage.rss()) / 1024 / 1024);
  };
}

/**
 * The upload as a browser sends it, from another process (curl): the RSS measured is the server's,
 * not a client's copy of the file.
 */
async function uploadWithCurl(url: string, token: string, csv: string): Promise<{ uploadId: string; msg?: string }> {
  const { stdout } = await run(
    'curl',
    [
      '-sS',
      '-w',
      '\n%{http_code}',
      '-H',
      `xc-auth: ${token}`,
      '-F',
      `file=@${csv};filename=bench.csv`,
      `${url}/api/v1/sheet-import/uploads`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const status = stdout.slice(stdout.lastIndexOf('\n') + 1);
  const answer = JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n'))) as { uploadId: string; msg?: string };
  if (status !== '201') throw new Error(`upload: ${status} ${answer.msg}`);
  return answer;
}

async function importThroughPlinth(dataDir: string, csv: string): Promise<{ seconds: number; peakRssMb: number }> {
  const host = await startHost({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    plugins: ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'acl', 'sheet-import'],
  });
  const url = `http://127.0.0.1:${host.port}`;
  try {
    const { token } = await signUpForBench(url);
    console.info(`RSS before the import ${Math.round(process.memoryUsage.rss() / 1024 / 1024)} MB`);
    const stopRss = rssSampler();
    const t0 = performance.now();
    const answer = await uploadWithCurl(url, token, csv);
    const { sheetColumns } = await import('../plugins/sheet-import/sheet.js');
    const sheet = (answer as unknown as { sheets: Parameters<typeof sheetColumns>[0][] }).sheets[0]!;
    const columns = sheetColumns(sheet, 1);
    console.info(`upload and preview ${((performance.now() - t0) / 1000).toFixed(1)} s; columns ${columns.map((c) => c.uidt).join(', ')}`);
    console.info(`RSS after the upload ${Math.round(process.memoryUsage.rss() / 1024 / 1024)} MB`);
    const job = (await call(url, '/api/v1/sheet-import/jobs', {
      token,
      body: { uploadId: answer.uploadId, title: 'Import bench', sheets: [{ sheet: 0, table: 'rows', headerRow: 1, columns }] },
    })) as { id: string };
    for (;;) {
      const state = (await call(url, `/api/v1/sheet-import/jobs/${job.id}`, { token })) as {
        status: string;
        rowsDone: number;
        error?: string;
      };
      if (state.status === 'done' && state.rowsDone === ROWS) break;
      if (state.status !== 'running') throw new Error(`import ${state.status}: ${state.error} after ${state.rowsDone} rows`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - t0) / 1000;
    return { seconds, peakRssMb: stopRss() };
  } finally {
    await host.close();
  }
}

async function rawKnexInsert(dir: string): Promise<number> {
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: join(dir, 'baseline.db') }, useNullAsDefault: true });
  try {
    await knex.schema.createTable('rows', (t) => {
      t.increments('id');
      t.string('title');
      t.integer('qty');
      t.decimal('price');
      t.date('day');
      t.datetime('seen_at');
      t.boolean('active');
      t.string('email');
      t.text('site');
      t.string('note');
      t.integer('rank');
    });
    const t0 = performance.now();
    for (let first = 1; first <= ROWS; first += CHUNK) {
      const chunk = Array.from({ length: Math.min(CHUNK, ROWS - first + 1) }, (_, j) => dbRow(first + j));
      await knex.transaction(async (trx) => {
        for (let i = 0; i < chunk.length; i += PER_STATEMENT) await trx('rows').insert(chunk.slice(i, i + PER_STATEMENT));
      });
    }
    return (performance.now() - t0) / 1000;
  } finally {
    await knex.destroy();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'plinth-bench-import-'));
try {
  const csv = join(dir, 'bench.csv');
  await writeCsv(csv);
  console.info(`CSV of ${ROWS} rows, ${(statSync(csv).size / 1024 / 1024).toFixed(1)} MB`);
  const imported = await importThroughPlinth(join(dir, 'data'), csv);
  const rowsPerS = ROWS / imported.seconds;
  console.info(`import ${imported.seconds.toFixed(1)} s (${Math.round(rowsPerS)} rows/s), peak RSS ${imported.peakRssMb} MB`);
  const baselineSeconds = await rawKnexInsert(dir);
  const baselineRowsPerS = ROWS / baselineSeconds;
  console.info(`raw knex batch insert ${baselineSeconds.toFixed(1)} s (${Math.round(baselineRowsPerS)} rows/s)`);
  console.info(
    `import-bench rows_per_s=${Math.round(rowsPerS)} ratio=${(rowsPerS / baselineRowsPerS).toFixed(2)} peak_rss_mb=${imported.peakRssMb}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
