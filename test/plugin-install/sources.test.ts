import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootTestHost, signUpSuperAdmin, type TestHost } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePackage, MINIMAL_PACKAGE_JSON, rawTarGz } from './packages.js';

describe('plugin packages from the npm registry, and archive limits', () => {
  let registry: Server;
  let registryUrl: string;
  let h: TestHost;
  let admin: string;
  let tarball: Buffer;
  let integrity: string;
  const previousAllow = process.env.PLINTH_SSRF_ALLOW;

  beforeAll(async () => {
    tarball = await examplePackage();
    integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
    // A registry on loopback answering like registry.npmjs.org: packuments and tarballs.
    registry = createServer((req, res) => {
      const base = `http://127.0.0.1:${(registry.address() as AddressInfo).port}`;
      const packument = (dist: Record<string, string>) => ({
        name: 'plinth-plugin-hello',
        'dist-tags': { latest: '1.0.0' },
        versions: {
          '0.9.0': { dist: { tarball: `${base}/missing.tgz`, integrity } },
          '1.0.0': { dist: { tarball: `${base}/hello.tgz`, ...dist } },
        },
      });
      if (req.url === '/plinth-plugin-hello') return res.end(JSON.stringify(packument({ integrity })));
      if (req.url === '/tampered') return res.end(JSON.stringify(packument({ integrity: 'sha512-AAAA' })));
      if (req.url === '/hello.tgz') return res.end(tarball);
      res.statusCode = 404;
      res.end('{}');
    });
    await new Promise<void>((done) => registry.listen(0, '127.0.0.1', done));
    registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}`;
    h = await bootTestHost({ plugins: ['mailer', 'auth'], pluginInstall: true, npmRegistry: registryUrl });
    admin = await signUpSuperAdmin(h);
  });
  afterAll(async () => {
    process.env.PLINTH_SSRF_ALLOW = previousAllow;
    if (previousAllow === undefined) delete process.env.PLINTH_SSRF_ALLOW;
    await h?.close();
    registry?.close();
  });

  const install = (npm: unknown) => h.request('/api/v1/plugins/install', { body: { npm }, headers: { 'xc-auth': admin } });

  it('refuses more files, and more unpacked bytes, than the limits however well they compress', async () => {
    const upload = async (archive: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(archive)]), 'p.tgz');
      const res = await fetch(`${h.url}/api/v1/plugins/install`, { method: 'POST', body: form, headers: { 'xc-auth': admin } });
      return [res.status, ((await res.json()) as { msg: string }).msg];
    };
    const many = rawTarGz(Array.from({ length: 2001 }, (_, i) => ({ name: `package/f${i}.js`, body: 'x' })));
    expect(await upload(many)).toEqual([400, 'The plugin package was refused: more than 2000 files']);
    const bomb = rawTarGz([
      { name: 'package/package.json', body: MINIMAL_PACKAGE_JSON },
      { name: 'package/dist/zeros.js', body: Buffer.alloc(51 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await upload(bomb)).toEqual([400, 'The plugin package was refused: more than 50 MB unpacked']);
    const link = rawTarGz([{ name: 'package/x.js', type: '1', linkname: 'package/package.json' }]);
    expect(await upload(link)).toEqual([400, "The plugin package was refused: the entry 'package/x.js' is a Link, not a file"]);
    expect(await upload(rawTarGz([{ name: 'loose.js', body: 'x' }]))).toEqual([
      400,
      "The plugin package was refused: the entry 'loose.js' is not inside a package folder",
    ]);
  });

  it('goes through the SSRF guard: a registry on loopback is refused unless the operator allows it', async () => {
    delete process.env.PLINTH_SSRF_ALLOW;
    const refused = await install('plinth-plugin-hello');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/loopback|private|not allowed/i);
  });

  it('installs the newest version, checked against the registry integrity, and refuses what does not match', async () => {
    process.env.PLINTH_SSRF_ALLOW = '127.0.0.1';
    expect((await install('not a name!')).body).toEqual({ msg: "'not a name!' is not an npm package name" });
    expect(await install('plinth-plugin-nothing')).toEqual(
      expect.objectContaining({ status: 404, body: { msg: "The npm registry has no package 'plinth-plugin-nothing'" } }),
    );
    expect((await install('plinth-plugin-hello@^2')).body).toEqual({
      msg: "The npm registry has no version of 'plinth-plugin-hello' matching '^2'",
    });
    expect((await install('tampered')).body).toEqual({ msg: "The package tampered@1.0.0 does not match the registry's integrity hash" });
    const installed = await install('plinth-plugin-hello@^1');
    expect(installed.status).toBe(201);
    expect(installed.body).toMatchObject({
      id: 'hello',
      state: 'started',
      installed: { source: 'npm', package: 'plinth-plugin-hello@1.0.0' },
    });
    expect((await h.request('/api/v1/hello', { headers: { 'xc-auth': admin } })).body).toEqual({ msg: 'Hello, admin@example.com!' });
  });
});
