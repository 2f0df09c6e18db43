/**
 * Two Plinth servers sharing a PostgreSQL meta store and Redis (the jobs plugin's BullMQ engine,
 * under a queue prefix of this run): a job due every second runs once per tick across both,
 * and each run is recorded once in its history.
 */
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, createTestDatabase, type TestDatabase, type TestHost } from '@plinth/sdk/testing';
import type { CronJob, CronRun } from '../types.js';
import { actionCalls, eventually, sleep, testActions } from './helpers.js';

const REDIS_URL = process.env.PLINTH_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PLUGINS = ['jobs', 'dialect-sqlite', 'projects', 'cron-jobs', testActions];
const prefix = `plinth-cron-test-${randomBytes(4).toString('hex')}`;

let db: TestDatabase;
const hosts: TestHost[] = [];
const queueOf = (name: string) => {
  const { hostname, port } = new URL(REDIS_URL);
  return new Queue(name, { connection: { host: hostname, port: Number(port || 6379) }, prefix });
};

beforeAll(async () => {
  db = await createTestDatabase('pg', 'plinth_cron');
  // The jobs plugin reads its settings when it sets up: write them once, then boot the two servers.
  const first = await bootTestHost({ plugins: PLUGINS, metaDb: db.url });
  await first.host.meta.writeSettings('jobs', { redisUrl: REDIS_URL, queuePrefix: prefix });
  await first.close();
  hosts.push(await bootTestHost({ plugins: PLUGINS, metaDb: db.url }));
  hosts.push(await bootTestHost({ plugins: PLUGINS, metaDb: db.url }));
}, 90_000);

afterAll(async () => {
  await Promise.all(hosts.map((h) => h.close()));
  // A machine's Redis outlives test runs: leave no queues of this run behind.
  for (const name of ['cron-jobs.run', 'schedules']) {
    const queue = queueOf(name);
    await queue.obliterate({ force: true });
    await queue.close();
  }
  await db?.drop();
}, 60_000);

describe('cron jobs on two servers sharing PostgreSQL and Redis', () => {
  it('runs a job due every second exactly once per tick', async () => {
    const [a, b] = hosts as [TestHost, TestHost];
    const project = await a.request('/dashboard?q=sqlOp_projectCreate', { body: { args: { title: 'Twin' } } });
    expect(project.status, JSON.stringify(project.body)).toBe(200);
    const base = `/api/v1/cron-jobs/${project.body.id}`;
    const made = await a.request(base, {
      body: {
        name: 'Tick',
        cron: '* * * * * *',
        timezone: 'UTC',
        action: { kind: 'plugin', actionId: 'test.count', params: { tag: prefix } },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const job = made.body as CronJob;
    const calls = () => actionCalls.filter((c) => c.params.tag === prefix);

    expect(await eventually(() => calls().length > 0, 10_000)).toBe(true);
    const start = calls()[0]!.at;
    await sleep(5200);
    const window = calls().filter((c) => c.at >= start && c.at < start + 5000);
    // Five ticks fall in five seconds; a tick run by both servers would make about ten.
    expect(window.length).toBeGreaterThanOrEqual(4);
    expect(window.length).toBeLessThanOrEqual(6);

    // Disabled through the other server: both stop, and each run was recorded once.
    const off = await b.request(`${base}/${job.id}`, { method: 'PATCH', body: { enabled: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await sleep(1500);
    const total = calls().length;
    await sleep(1500);
    expect(calls().length).toBe(total);
    const history = await b.request(`${base}/${job.id}/runs?limit=500`);
    expect(history.status).toBe(200);
    const runs = history.body.list as CronRun[];
    expect(runs).toHaveLength(total);
    expect(runs.every((r) => r.status === 'ok' && r.trigger === 'schedule')).toBe(true);
    // The runs went through this run's queue in Redis.
    const queue = queueOf('cron-jobs.run');
    try {
      expect(await queue.getCompletedCount()).toBe(total);
    } finally {
      await queue.close();
    }
    expect((await a.request(`${base}/${job.id}`, { method: 'DELETE' })).status).toBe(200);
  }, 60_000);
});
