import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginListItem } from '@plinth/sdk';
import { bootTestHost, inviteAccount, signUpSuperAdmin, type TestHost } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePackage, MINIMAL_PACKAGE_JSON, rawTarGz } from './packages.js';

const PLUGINS = ['mailer', 'auth'];

/** Sends a package as the App Store does: multipart, field `file`. */
async function upload(h: TestHost, token: string | undefined, archive: Buffer, name = 'plugin.tgz') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(archive)], { type: 'application/gzip' }), name);
  const res = await fetch(`${h.url}/api/v1/plugins/install`, { method: 'POST', body: form, headers: token ? { 'xc-auth': token } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const rpc = (h: TestHost, token: string, op: string, args: unknown) =>
  h.request(`/dashboard?q=sqlOp_${op}`, { body: { args }, headers: { 'xc-auth': token } });

describe('third-party plugins installed into a running host', () => {
  let h: TestHost;
  let admin: string;
  let creator: string;
  let hello: Buffer;

  beforeAll(async () => {
    [h, hello] = await Promise.all([bootTestHost({ plugins: PLUGINS, pluginInstall: true }), examplePackage()]);
    admin = await signUpSuperAdmin(h);
    creator = await inviteAccount(h, admin, 'creator@example.com', ['creator']);
  });
  afterAll(() => h?.close());

  const auth = (token: string) => ({ 'xc-auth': token });
  const pluginsDir = () => join(h.dataDir, 'plugins');
  const healthy = async () => expect((await h.request('/api/health')).body).toMatchObject({ ok: true, plugins: { auth: 'started' } });

  it('lets only the super admin install', async () => {
    expect((await upload(h, undefined, hello)).status).toBe(401);
    expect(await upload(h, creator, hello)).toEqual({
      status: 403,
      body: { msg: 'Only the super admin can install or uninstall plugins' },
    });
    expect((await h.request('/api/v1/plugins/install', { headers: auth(creator) })).body).toMatchObject({ enabled: true, allowed: false });
    expect((await h.request('/api/v1/plugins/install', { headers: auth(admin) })).body).toEqual({
      enabled: true,
      allowed: true,
      maxUploadBytes: 10 * 1024 * 1024,
    });
  });

  it('installs the example: its route, RPC operation and web module answer at once, and uninstall removes them', async () => {
    const installed = await upload(h, admin, hello);
    expect(installed.status).toBe(201);
    const item = installed.body as unknown as PluginListItem;
    expect(item).toMatchObject({
      id: 'hello',
      version: '1.0.0',
      displayName: 'Hello',
      kind: 'installed',
      state: 'started',
      category: 'Tools',
      icon: 'smiley',
      routes: ['/api/v1/hello'],
      rpcOperations: ['helloGreet'],
      installed: { source: 'upload', package: 'plinth-plugin-hello@1.0.0' },
    });
    expect(item.webModule).toMatch(/^\/plugin-assets\/hello\/1\.0\.0-[0-9a-f]{8}\/dist\/web\.js$/);

    expect((await h.request('/api/v1/hello', { headers: auth(creator) })).body).toEqual({ msg: 'Hello, creator@example.com!' });
    expect((await h.request('/api/v1/hello')).status).toBe(401);
    expect((await rpc(h, creator, 'helloGreet', { name: 'Ada' })).body).toEqual({ greeting: 'Hello, Ada!' });
    expect((await rpc(h, creator, 'helloGreet', {})).status).toBe(400);
    const web = await fetch(h.url + item.webModule);
    expect(web.status).toBe(200);
    expect(web.headers.get('content-type')).toMatch(/javascript/);
    expect(await web.text()).toContain('__plinthShared');
    expect((await fetch(`${h.url}${item.webModule!.replace('dist/web.js', 'package.json')}`)).status).toBe(404);
    expect((await fetch(`${h.url}${item.webModule!.replace('dist/web.js', '..%2f..%2f..%2fmeta.db')}`)).status).toBe(404);
    const inventory = h.host.inventory();
    expect(inventory.routes.filter((r) => r.pluginId === 'hello').map((r) => r.path)).toEqual(['/api/v1/hello']);
    expect(inventory.operations.map((o) => o.name)).toContain('helloGreet');

    // Disabled, its route and operation are gone; enabled, they are back.
    expect((await h.request('/api/v1/plugins/hello/disable', { method: 'POST', headers: auth(admin) })).body).toMatchObject({
      state: 'disabled',
    });
    expect((await h.request('/api/v1/hello', { headers: auth(creator) })).status).toBe(404);
    expect((await rpc(h, creator, 'helloGreet', { name: 'Ada' })).status).toBe(404);
    expect((await h.request('/api/v1/plugins/hello/enable', { method: 'POST', headers: auth(admin) })).body).toMatchObject({
      state: 'started',
    });
    expect((await rpc(h, creator, 'helloGreet', { name: 'Ada' })).body).toEqual({ greeting: 'Hello, Ada!' });

    expect((await h.request('/api/v1/plugins/hello', { method: 'DELETE', headers: auth(creator) })).status).toBe(403);
    expect((await h.request('/api/v1/plugins/hello', { method: 'DELETE', headers: auth(admin) })).body).toEqual({
      msg: "Plugin 'hello' was uninstalled",
    });
    expect((await h.request('/api/v1/hello', { headers: auth(creator) })).status).toBe(404);
    expect((await rpc(h, creator, 'helloGreet', { name: 'Ada' })).status).toBe(404);
    expect((await fetch(h.url + item.webModule)).status).toBe(404);
    expect(((await h.request('/api/v1/plugins')).body as PluginListItem[]).map((p) => p.id)).not.toContain('hello');
    expect(existsSync(join(pluginsDir(), 'hello'))).toBe(false);
    expect((await h.request('/api/v1/plugins/auth', { method: 'DELETE', headers: auth(admin) })).body).toEqual({
      msg: "Plugin 'auth' is built in: disable it instead",
    });
  });

  it('installs one of two simultaneous uploads of the same plugin and refuses the other, leaving the first intact', async () => {
    const answers = await Promise.all([upload(h, admin, hello), upload(h, admin, hello)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await rpc(h, creator, 'helloGreet', { name: 'Ada' })).body).toEqual({ greeting: 'Hello, Ada!' });
    const item = answers.find((a) => a.status === 201)!.body as unknown as PluginListItem;
    expect((await fetch(h.url + item.webModule)).status).toBe(200);
    expect((await h.request('/api/v1/plugins/hello', { method: 'DELETE', headers: auth(admin) })).status).toBe(200);
  });

  it('refuses broken packages with the reason, writes nothing, and keeps serving', async () => {
    const cases: [string, Buffer | Promise<Buffer>, number, string][] = [
      ['not a tgz', Buffer.from('hello, this is not an archive'), 400, 'The plugin package was refused: '],
      ['no manifest', examplePackage({ plinth: { sdk: undefined } }), 400, 'package.json plinth.sdk is missing'],
      ['bad id', examplePackage({ plinth: { id: 'Hello World' } }), 400, 'package.json plinth.id: lower-case letters'],
      [
        'unmet SDK range',
        examplePackage({ plinth: { sdk: '^9.0.0' } }),
        400,
        'it was built for @plinth/sdk ^9.0.0; this server runs 0.1.0',
      ],
      ['missing dependency', examplePackage({ plinth: { dependsOn: ['ghost'] } }), 400, "it needs plugin 'ghost', which is not running"],
      ['id clash', examplePackage({ plinth: { id: 'auth' } }), 409, "a plugin with id 'auth' is built in"],
      [
        'npm dependencies',
        examplePackage({ packageJson: { dependencies: { lodash: '^4.0.0' } } }),
        400,
        'it depends on lodash: bundle them',
      ],
      [
        'setup throws',
        examplePackage({
          server: `import { definePlugin } from '@plinth/sdk';
export default definePlugin({ manifest: { id: 'hello', version: '1.0.0', displayName: 'Hello' }, server: { setup() { throw new Error('no licence key'); } } });`,
        }),
        400,
        "Plugin 'hello' could not start: setup failed: no licence key",
      ],
      [
        'entry declares another id',
        examplePackage({ server: `export default { manifest: { id: 'other', version: '1.0.0', displayName: 'Other' } };` }),
        400,
        "declares plugin id 'other', the package 'hello'",
      ],
      [
        'path escape',
        rawTarGz([
          { name: 'package/package.json', body: MINIMAL_PACKAGE_JSON },
          { name: 'package/../../evil.js', body: 'boom' },
        ]),
        400,
        "the entry 'package/../../evil.js' leaves the package",
      ],
      [
        'absolute path',
        rawTarGz([
          { name: 'package/package.json', body: MINIMAL_PACKAGE_JSON },
          { name: '/tmp/evil.js', body: 'boom' },
        ]),
        400,
        "the entry '/tmp/evil.js' leaves the package",
      ],
      [
        'symbolic link',
        rawTarGz([
          { name: 'package/package.json', body: MINIMAL_PACKAGE_JSON },
          { name: 'package/dist/server.js', type: '2', linkname: '/etc/passwd' },
        ]),
        400,
        "the entry 'package/dist/server.js' is a SymbolicLink, not a file",
      ],
      [
        'missing entry',
        rawTarGz([{ name: 'package/package.json', body: MINIMAL_PACKAGE_JSON }]),
        400,
        "its entry 'dist/server.js' is not in the package",
      ],
    ];
    for (const [what, archive, status, msg] of cases) {
      const answer = await upload(h, admin, await archive);
      expect([what, answer.status], what).toEqual([what, status]);
      expect(answer.body.msg, what).toContain(msg);
    }
    const tooLarge = await upload(h, admin, Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(tooLarge).toEqual({ status: 413, body: { msg: 'The plugin package is larger than 10 MB' } });
    expect(existsSync(pluginsDir()) ? readdirSync(pluginsDir()).filter((d) => d !== 'node_modules') : []).toEqual([]);
    expect(((await h.request('/api/v1/plugins')).body as PluginListItem[]).filter((p) => p.kind === 'installed')).toEqual([]);
    await healthy();
  });
});

describe('installed plugins across restarts, their tables, and the switch', () => {
  it('loads an installed plugin again at start, and drops its meta tables only when asked', async () => {
    const withTable = await examplePackage({
      server: `import { definePlugin } from '@plinth/sdk';
import { createRouter } from '@plinth/sdk/server';
export default definePlugin({
  manifest: { id: 'hello', version: '1.0.0', displayName: 'Hello' },
  server: {
    migrations: [{ name: '001_greetings', up: (knex) => knex.schema.createTable('hello_greetings', (t) => { t.increments('id'); t.string('text'); }) }],
    setup(ctx) {
      const router = createRouter();
      router.get('/', ctx.http.publicRoute('test'), async (_req, res) => res.json({ count: (await ctx.meta('hello_greetings').count({ n: '*' }))[0] }));
      ctx.http.mount('/api/v1/hello', router);
    },
  },
});`,
    });
    let h = await bootTestHost({ plugins: PLUGINS, pluginInstall: true });
    const dataDir = h.dataDir;
    const restart = async (pluginInstall: boolean) => {
      await h.host.close();
      h = await bootTestHost({ plugins: PLUGINS, dataDir, pluginInstall });
    };
    const count = async () => Number(((await h.request('/api/v1/hello')).body as { count: { n: number } }).count.n);
    try {
      const admin = await signUpSuperAdmin(h);
      const headers = { 'xc-auth': admin };
      expect((await upload(h, admin, withTable)).status).toBe(201);
      await h.host.meta.knex('hello_greetings').insert({ text: 'hi' });
      await restart(false);
      expect(await count()).toBe(1);
      // Installing is off on this start; uninstalling stays possible, and keeps the tables.
      expect(await upload(h, admin, withTable)).toEqual({
        status: 403,
        body: { msg: 'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it' },
      });
      expect((await h.request('/api/v1/plugins/hello', { method: 'DELETE', headers })).status).toBe(200);
      expect(await h.host.meta.knex.schema.hasTable('hello_greetings')).toBe(true);
      await restart(true);
      expect((await h.request('/api/v1/hello')).status).toBe(404);
      // Installed again, it finds its rows; uninstalled with its tables, they are gone.
      expect((await upload(h, admin, withTable)).status).toBe(201);
      expect(await count()).toBe(1);
      expect((await h.request('/api/v1/plugins/hello?dropTables=1', { method: 'DELETE', headers })).status).toBe(200);
      expect(await h.host.meta.knex.schema.hasTable('hello_greetings')).toBe(false);
      expect((await upload(h, admin, withTable)).status).toBe(201);
      expect(await count()).toBe(0);
    } finally {
      await h.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
