/**
 * Live updates across two servers sharing a PostgreSQL meta store, one data folder and Redis
 * (issue 25): a row edited through one server's API reaches the grid of a browser connected to
 * the other (the live plugin's socket.io Redis adapter, WebSocket transport only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtInPlugins } from '@plinth/host-server';
import {
  bootTestHost,
  builtWebDist,
  createTestDatabase,
  openBrowser,
  signedUpProject,
  type TestBrowser,
  type TestDatabase,
  type TestHost,
  type TestProjectSession,
} from '@plinth/sdk/testing';
import type { WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REDIS_URL = process.env.PLINTH_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: TestDatabase;
let dataDir: string;
let a: TestHost;
let b: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;

beforeAll(async () => {
  const webDist = builtWebDist();
  db = await createTestDatabase('pg', 'plinth_scale_live');
  dataDir = mkdtempSync(join(tmpdir(), 'plinth-scale-live-'));
  const boot = () => bootTestHost({ plugins: builtInPlugins, metaDb: db.url, dataDir, webDist });
  // Both plugins read their settings when they set up: write them once, then boot the two servers.
  const first = await boot();
  await first.host.meta.writeSettings('cluster', { redisUrl: REDIS_URL });
  await first.host.meta.writeSettings('live', { redisUrl: REDIS_URL });
  await first.close();
  a = await boot();
  b = await boot();
  session = await signedUpProject(a, { title: 'Twin grid' });
  await session.createTables({ items: { id: 'ID', name: 'SingleLineText' } });
  expect((await session.api('/items', { body: { name: 'before' } })).status).toBe(201);
  tb = await openBrowser({ width: 1280, height: 800 });
  await session.signIn(tb.page);
}, 180_000);

afterAll(async () => {
  await tb?.close();
  await a?.close();
  await b?.close();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('live updates across two servers', () => {
  it('shows a row edited through one server in the grid of a browser on the other', async () => {
    const page = tb.page;
    let subscribed = false;
    page.on('websocket', (ws: WebSocket) =>
      ws.on('framereceived', ({ payload }) => void (/^43\d+\[\{"ok":true\}\]$/.test(String(payload)) && (subscribed = true))),
    );
    await page.goto(`${b.url}/?t=${Date.now()}#/nc/${session.projectId}?name=items&dbalias=db&type=table`);
    await page.getByTestId('cell-0-id').waitFor({ timeout: 30_000 });
    await expect.poll(async () => page.getByTestId('cell-0-name').textContent()).toBe('before');
    await expect.poll(() => subscribed, { timeout: 15_000 }).toBe(true);

    // Through A, not from the page: only the Redis adapter can carry the change to B's socket.
    const edited = await session.api('/items/1', { method: 'PUT', body: { name: 'edited on A' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await expect.poll(async () => page.getByTestId('cell-0-name').textContent(), { timeout: 10_000 }).toBe('edited on A');
  });
});
