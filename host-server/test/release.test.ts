/**
 * `xcRelease` (000 s.7, s.9): the newest published Plinth from the npm registry
 * (`PLINTH_NPM_REGISTRY`) through the SSRF guard, cached 10 minutes; `{ version: 'unknown' }`
 * when the registry does not answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, signUpSuperAdmin, type TestHost } from '@plinth/sdk/testing';
import { plinthPackageName, plinthVersion } from '../src/config.js';
import { RELEASE_CACHE_MS, ReleaseCheck } from '../src/http/release.js';

describe('xcRelease', () => {
  let registry: Server;
  let url: string;
  let latest = '99.0.0';
  const asked: string[] = [];

  beforeAll(async () => {
    process.env.PLINTH_SSRF_ALLOW = '127.0.0.1';
    registry = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === `/${plinthPackageName}`) {
        res.setHeader('content-type', 'application/json');
        return void res.end(JSON.stringify({ name: plinthPackageName, 'dist-tags': { latest } }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
    await new Promise<void>((done) => registry.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(registry.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    delete process.env.PLINTH_SSRF_ALLOW;
    registry?.close();
  });

  it('answers the registry’s latest version to anyone signed in, asking the registry once per 10 minutes', async () => {
    const h: TestHost = await bootTestHost({ plugins: ['mailer', 'auth'], npmRegistry: url });
    try {
      const token = await signUpSuperAdmin(h);
      const call = (auth?: string) => h.request('/dashboard?q=sqlOp_xcRelease', { body: {}, headers: auth ? { 'xc-auth': auth } : {} });
      expect((await call()).status).toBe(401);
      asked.length = 0;
      expect((await call(token)).body).toEqual({ version: '99.0.0', current: plinthVersion, updateAvailable: true });
      latest = '99.0.1';
      expect((await call(token)).body.version).toBe('99.0.0');
      expect(asked).toEqual([`/${plinthPackageName}`]);
    } finally {
      await h.close();
    }
  });

  it('reads again after 10 minutes; no update when the running version is the latest; unknown when offline', async () => {
    let now = 0;
    const check = new ReleaseCheck({ packageName: plinthPackageName, current: '99.0.1', registry: url, now: () => now });
    latest = '99.0.1';
    expect(await check.latest()).toEqual({ version: '99.0.1', current: '99.0.1', updateAvailable: false });
    latest = '100.0.0';
    now = RELEASE_CACHE_MS - 1;
    expect((await check.latest()).version).toBe('99.0.1');
    now = RELEASE_CACHE_MS;
    expect(await check.latest()).toEqual({ version: '100.0.0', current: '99.0.1', updateAvailable: true });

    const missing = new ReleaseCheck({ packageName: 'not-published', current: '1.0.0', registry: url });
    expect(await missing.latest()).toEqual({ version: 'unknown', current: '1.0.0' });
    // A closed port: no answer, no error.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const offline = new ReleaseCheck({ packageName: plinthPackageName, current: '1.0.0', registry: `http://127.0.0.1:${port}` });
    expect(await offline.latest()).toEqual({ version: 'unknown', current: '1.0.0' });
    // The SSRF guard applies: a loopback registry is refused when the operator does not allow it.
    delete process.env.PLINTH_SSRF_ALLOW;
    try {
      expect(await new ReleaseCheck({ packageName: plinthPackageName, current: '1.0.0', registry: url }).latest()).toEqual({
        version: 'unknown',
        current: '1.0.0',
      });
    } finally {
      process.env.PLINTH_SSRF_ALLOW = '127.0.0.1';
    }
  });
});
