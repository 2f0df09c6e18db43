/**
 * Two test servers on loopback sharing a fresh PostgreSQL meta store, one data folder and the
 * cluster plugin's Redis, for the scale-out tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootTestHost, createTestDatabase, type TestHost } from '@plinth/sdk/testing';

export const REDIS_URL = process.env.PLINTH_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TwinServers {
  a: TestHost;
  b: TestHost;
  close(): Promise<void>;
}

/** Boots the two servers; `name` names the meta database and the data folder. */
export async function bootTwinServers(plugins: string[], name: string): Promise<TwinServers> {
  const db = await createTestDatabase('pg', `plinth_${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), `plinth-${name}-`));
  const boot = () => bootTestHost({ plugins, metaDb: db.url, dataDir });
  // The cluster plugin reads its settings when it sets up: write them once, then boot both.
  const first = await boot();
  await first.host.meta.writeSettings('cluster', { redisUrl: REDIS_URL });
  await first.close();
  const a = await boot();
  const b = await boot();
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it holds or `ms` pass; answers whether it held. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  do {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 5));
  } while (Date.now() < end);
  return false;
}
