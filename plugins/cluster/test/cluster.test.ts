/**
 * Cluster messages: on one server, the in-process bus; on two servers sharing one meta store and
 * the real Redis, a table access rule or hidden table set on one server applies on the other at
 * once (well inside the minute its cached copy would otherwise live).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@plinth/sdk';
import { bootTestHost, signedUpProject, type TestHost } from '@plinth/sdk/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { localBus, localCounter, redisBus } from '../server/bus.js';

const REDIS_URL = process.env.PLINTH_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PLUGINS = ['cluster', 'mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'acl', 'rest-api'];
const errors: unknown[] = [];
const log: Logger = { debug() {}, info() {}, warn() {}, error: (...args: unknown[]) => void errors.push(args) };

/** Polls `check` until it holds or `ms` pass; answers whether it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  do {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  } while (Date.now() < end);
  return false;
}

describe('cluster bus', () => {
  it('in one process: delivers to this server only, and a failing subscriber stops no other', async () => {
    const bus = localBus(log);
    expect(bus.reachesOtherServers).toBe(false);
    const got: unknown[] = [];
    bus.subscribe('c', () => {
      throw new Error('boom');
    });
    const stop = bus.subscribe('c', (m) => got.push(m));
    await bus.publish('c', { n: 1 });
    await bus.publish('other', { n: 2 });
    stop();
    await bus.publish('c', { n: 3 });
    expect(got).toEqual([{ n: 1 }]);
    // The failing subscriber ran for both messages on its channel; the other got its first.
    expect(errors).toHaveLength(2);
  });

  it('through Redis: another server hears a message once; its publisher at once and not twice', async () => {
    const a = await redisBus(REDIS_URL, log);
    const b = await redisBus(REDIS_URL, log);
    try {
      const heardA: unknown[] = [];
      const heardB: unknown[] = [];
      a.bus.subscribe('t', (m) => heardA.push(m));
      b.bus.subscribe('t', (m) => heardB.push(m));
      await a.bus.publish('t', { projectId: 'p1' });
      expect(heardA).toEqual([{ projectId: 'p1' }]);
      expect(await within(2000, async () => heardB.length === 1)).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
      expect(heardA).toHaveLength(1);
      expect(heardB).toEqual([{ projectId: 'p1' }]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('table access across two servers', () => {
  const hosts: TestHost[] = [];
  let dataDir: string;
  afterAll(async () => {
    for (const h of hosts) await h.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies a rule and a hidden table set on one server on the other at once', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'plinth-cluster-'));
    const first = await bootTestHost({ plugins: PLUGINS, dataDir });
    const session = await signedUpProject(first, { title: 'Payroll' });
    const admin = { 'xc-auth': session.token };
    const set = await first.request('/api/v1/plugins/cluster/settings', { method: 'PUT', body: { redisUrl: REDIS_URL }, headers: admin });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await session.createTables({ salaries: { id: 'ID', amount: 'Number' } });
    const viewer = await session.member('viewer@example.com', 'viewer');
    await first.close();

    const a = await bootTestHost({ plugins: PLUGINS, dataDir });
    hosts.push(a);
    const b = await bootTestHost({ plugins: PLUGINS, dataDir });
    hosts.push(b);
    const readOnB = async () => (await b.request(`/nc/${session.projectId}/api/v1/salaries`, { headers: { 'xc-auth': viewer } })).status;
    // B caches the project's rules (none yet).
    expect(await readOnB()).toBe(200);

    const rule = { roles: { viewer: { read: false, create: false, update: false, delete: false } } };
    expect((await a.request(`/api/v1/acl/${session.projectId}/salaries`, { method: 'PUT', body: rule, headers: admin })).status).toBe(200);
    expect(await within(1500, async () => (await readOnB()) === 403)).toBe(true);

    const open = { roles: { viewer: { read: true, create: false, update: false, delete: false } } };
    expect((await a.request(`/api/v1/acl/${session.projectId}/salaries`, { method: 'PUT', body: open, headers: admin })).status).toBe(200);
    expect(await within(1500, async () => (await readOnB()) === 200)).toBe(true);

    const hide = await a.request(`/api/v1/acl/${session.projectId}/hidden/salaries`, {
      method: 'PUT',
      body: { roles: ['viewer'] },
      headers: admin,
    });
    expect(hide.status).toBe(200);
    expect(await within(1500, async () => (await readOnB()) === 404)).toBe(true);
  });
});

describe('shared counters', () => {
  it('count per key within a window, in one process and through Redis across two connections', async () => {
    let now = 1_000;
    const local = localCounter(() => now);
    expect(await local.increment('k', 100)).toBe(1);
    expect(await local.increment('k', 100)).toBe(2);
    expect(await local.get('other')).toBe(0);
    now += 100;
    expect(await local.get('k')).toBe(0);
    expect(await local.increment('k', 100)).toBe(1);

    const a = await redisBus(REDIS_URL, log);
    const b = await redisBus(REDIS_URL, log);
    try {
      const key = `test:${Date.now()}:${Math.random()}`;
      expect(await a.counter.increment(key, 300)).toBe(1);
      expect(await b.counter.increment(key, 300)).toBe(2);
      expect(await a.counter.get(key)).toBe(2);
      expect(await within(2000, async () => (await b.counter.get(key)) === 0)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
