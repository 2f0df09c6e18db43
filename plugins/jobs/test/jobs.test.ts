/**
 * The jobs engines on real stores: the meta store engine on a SQLite file and on PostgreSQL (two
 * engines with their own connection pools are two servers), BullMQ on the real Redis; and the
 * plugin in a host, keeping a waiting job across a restart.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Queue } from 'bullmq';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, type Logger } from '@plinth/sdk';
import { JobsToken, knexClientWithDriver, type JobsService } from '@plinth/sdk/server';
import { bootTestHost, createTestDatabase, type TestDatabase } from '@plinth/sdk/testing';
import { bullmqEngine } from '../server/bullmq-engine.js';
import { metaStoreEngine, type JobsEngine } from '../server/meta-engine.js';
import { migrations, QUEUE_TABLE } from '../server/store.js';
import { CONTRACT_JOB_NAMES, engineContract, eventually } from './engine-contract.js';

const REDIS_URL = process.env.PLINTH_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// The drivers this test declares, handed to knex (see knexClientWithDriver).
const SQLITE = knexClientWithDriver('better-sqlite3', Database);
const PG = knexClientWithDriver('pg', pg);
const log: Logger = { debug() {}, info() {}, warn() {}, error() {} };

const open = new Set<JobsEngine>();
const track = (engine: JobsEngine) => (open.add(engine), engine);
afterEach(async () => {
  await Promise.all([...open].map((e) => e.close()));
  open.clear();
});

/** A meta store engine with its own pool, closed with it. */
function engineOnOwnPool(config: Knex.Config): JobsEngine {
  const knex = knexFactory(config);
  const engine = metaStoreEngine(knex, log, { pollMs: 50 });
  return { ...engine, close: async () => (await engine.close(), await knex.destroy()) };
}

async function migrate(config: Knex.Config) {
  const knex = knexFactory(config);
  try {
    for (const m of migrations) await m.up(knex);
  } finally {
    await knex.destroy();
  }
}

describe('meta store engine on SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-jobs-'));
  let n = 0;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  engineContract(async () => {
    const config: Knex.Config = { client: SQLITE, connection: { filename: join(dir, `meta-${++n}.db`) }, useNullAsDefault: true };
    await migrate(config);
    return () => engineOnOwnPool(config);
  }, track);

  it('tries a job again when the server that claimed it stopped renewing its lease', async () => {
    const config: Knex.Config = { client: SQLITE, connection: { filename: join(dir, 'lease.db') }, useNullAsDefault: true };
    await migrate(config);
    const knex = knexFactory(config);
    try {
      await knex(QUEUE_TABLE).insert({
        id: 'crashed-1',
        name: 'resume',
        payload: '{"x":1}',
        status: 'active',
        attempt: 1,
        attempts: 3,
        backoff_ms: 10,
        run_at: Date.now() - 5000,
        locked_by: 'a-server-that-died',
        locked_until: Date.now() - 1000,
        created_at: Date.now() - 5000,
      });
      const engine = track(engineOnOwnPool(config));
      const runs: number[] = [];
      engine.handle('resume', (_p, job) => void runs.push(job.attempt));
      expect(await eventually(() => runs.length === 1)).toBe(true);
      expect(runs).toEqual([2]);
      expect(await eventually(async () => (await knex(QUEUE_TABLE).where({ id: 'crashed-1' }).first()).status === 'done')).toBe(true);
    } finally {
      await knex.destroy();
    }
  });
});

describe('meta store engine on PostgreSQL (servers sharing the meta store)', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const db of databases) await db.drop();
  });
  engineContract(async () => {
    const db = await createTestDatabase('pg', 'plinth_jobs');
    databases.push(db);
    await migrate({ client: PG, connection: db.url });
    return () => engineOnOwnPool({ client: PG, connection: db.url, pool: { min: 0, max: 4 } });
  }, track);
});

describe('BullMQ engine on Redis', () => {
  const prefixes: string[] = [];
  // Redis keeps nothing on disk here, but a machine's Redis outlives test runs: leave no queues behind.
  afterAll(async () => {
    for (const prefix of prefixes)
      for (const name of [...CONTRACT_JOB_NAMES, 'schedules']) {
        const queue = new Queue(name, {
          connection: { host: new URL(REDIS_URL).hostname, port: Number(new URL(REDIS_URL).port || 6379) },
          prefix,
        });
        await queue.obliterate({ force: true });
        await queue.close();
      }
  });
  engineContract(async () => {
    const prefix = `plinth-test-${randomBytes(4).toString('hex')}`;
    prefixes.push(prefix);
    return () => bullmqEngine(REDIS_URL, prefix, log);
  }, track);
});

describe('jobs plugin in a host', () => {
  let jobs: JobsService | undefined;
  const consumer = definePlugin({
    manifest: { id: 'jobs-consumer', version: '0.0.0', displayName: 'Consumer', dependsOn: ['jobs'] },
    server: {
      setup(ctx) {
        jobs = ctx.services.get(JobsToken);
      },
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-jobs-host-'));
  beforeAll(() => void delete process.env.PLINTH_REDIS_URL);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('provides JobsToken on the meta store, and a waiting job outlives a restart of the host', async () => {
    const first = await bootTestHost({ plugins: ['jobs', consumer], dataDir });
    expect(jobs?.sharedQueue).toBe(false);
    await jobs!.enqueue('after-restart', { hello: 'world' }, { delayMs: 500 });
    await first.close();

    const second = await bootTestHost({ plugins: ['jobs', consumer], dataDir });
    try {
      const got: unknown[] = [];
      jobs!.handle('after-restart', (payload) => void got.push(payload));
      expect(await eventually(() => got.length === 1)).toBe(true);
      expect(got).toEqual([{ hello: 'world' }]);
    } finally {
      await second.close();
    }
  });
});
