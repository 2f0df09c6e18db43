import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';

it('the server entry prints its URL, serves, and stops cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'host-server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PLINTH_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${out}`)), 20_000);
      child.stdout.on('data', () => {
        const m = /is running at (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
    });
    const health = await (await fetch(`${url}/api/health`)).json();
    expect(health).toMatchObject({ ok: true });
    const exit = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(out).toContain('SIGTERM received: stopping plugins and closing the meta store');
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it('refuses an invalid PORT with a clear message', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'host-server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: 'eighty' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
  expect(code).not.toBe(0);
  expect(err).toContain("PORT must be an integer between 0 and 65535, got 'eighty'");
});

/** Runs the server entry with `env` and answers its exit code and error output. */
async function failedStart(env: Record<string, string>): Promise<{ code: number | null; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'host-server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
  return { code, err };
}

it('names the setting to change when the port is taken, the data folder cannot be written or the meta database cannot be reached', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-main-'));
  const taken = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => taken.once('listening', r));
  const port = (taken.address() as AddressInfo).port;
  try {
    const busy = await failedStart({ PORT: String(port), PLINTH_DATA_DIR: dataDir });
    expect(busy.code).toBe(1);
    expect(busy.err.trim()).toBe(`Plinth could not start: Port ${port} is already in use: set PORT to a free port (0 picks one)`);

    // A folder inside a regular file can never be created (root may write anywhere else).
    const unwritable = await failedStart({ PORT: '0', PLINTH_DATA_DIR: '/etc/hostname/data' });
    expect(unwritable.code).toBe(1);
    expect(unwritable.err.trim()).toBe(
      'Plinth could not start: The data folder /etc/hostname/data cannot be written (ENOTDIR): set PLINTH_DATA_DIR to a writable folder',
    );

    const unreachable = await failedStart({
      PORT: '0',
      PLINTH_DATA_DIR: dataDir,
      PLINTH_META_DB: 'postgres://plinth:secret@127.0.0.1:1/meta',
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.err.trim()).toBe(
      'Plinth could not start: The meta database 127.0.0.1:1/meta cannot be reached (ECONNREFUSED): check PLINTH_META_DB',
    );
    expect(unreachable.err).not.toContain('secret');
  } finally {
    taken.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
