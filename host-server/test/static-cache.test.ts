import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost } from '../src/index.js';

// The web app's files: the shell revalidated on every load, hashed assets cached for good.
describe('serving the built web app', () => {
  const root = mkdtempSync(join(tmpdir(), 'plinth-static-'));
  const webDist = join(root, 'dist');
  let host: Awaited<ReturnType<typeof startHost>>;
  let base = '';

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(webDist, 'assets', 'index-Dtm1CBm_.js'), 'export {};');
    writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
    host = await startHost({ dataDir: join(root, 'data'), port: 0, host: '127.0.0.1', quiet: true, plugins: [], webDist });
    base = `http://127.0.0.1:${host.port}`;
  });
  afterAll(async () => {
    await host?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('marks hashed assets immutable for a year', async () => {
    const res = await fetch(`${base}/assets/index-Dtm1CBm_.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the shell and unhashed files revalidated or short-lived', async () => {
    expect((await fetch(`${base}/index.html`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/robots.txt`)).headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
