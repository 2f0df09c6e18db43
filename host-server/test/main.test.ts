import { spawn } from 'node:child_process';
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
