/**
 * A plugin's migrations on the embedded meta store: each runs once, a restart with every one
 * recorded runs none (and skips knex's run), one added later still runs, and the names are the
 * plugin's own (another plugin's migration of the same name is not taken for it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Migration } from '@plinth/sdk/server';
import { openMetaStore, type MetaStore } from '../src/meta-store.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function counted(name: string, runs: string[]): Migration {
  return {
    name,
    async up(knex) {
      runs.push(name);
      await knex.schema.createTable(`t_${name}`, (t) => t.increments('id'));
    },
  };
}

it('runs each migration once across restarts, one added later too, and keys them by plugin', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-migrate-'));
  dirs.push(dataDir);
  const runs: string[] = [];
  const open = async <T>(use: (meta: MetaStore) => Promise<T>) => {
    const meta = await openMetaStore(dataDir);
    try {
      return await use(meta);
    } finally {
      await meta.close();
    }
  };
  expect(await open((m) => m.migrate('alpha', [counted('001_a', runs)]))).toEqual(['alpha/001_a']);
  expect(await open((m) => m.migrate('alpha', [counted('001_a', runs)]))).toEqual([]);
  expect(await open((m) => m.migrate('alpha', [counted('001_a', runs), counted('002_b', runs)]))).toEqual(['alpha/002_b']);
  const beta: Migration = { name: '001_a', up: async () => void runs.push('beta 001_a') };
  expect(await open((m) => m.migrate('beta', [beta]))).toEqual(['beta/001_a']);
  expect(runs).toEqual(['001_a', '002_b', 'beta 001_a']);
  const recorded = await open((m) => m.knex('plinth_migrations').pluck('name'));
  expect(recorded.filter((n: string) => !n.startsWith('host/')).sort()).toEqual(['alpha/001_a', 'alpha/002_b', 'beta/001_a']);
});
