import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { definePlugin, defineManifest, z, type HealthResponse, type PluginListItem } from '@plinth/sdk';
import { AccessControlToken, HttpError, type AccessControl, type Knex } from '@plinth/sdk/server';
import { bootTestHost, type TestHost } from '@plinth/sdk/testing';

const hosts: TestHost[] = [];
async function boot(...args: Parameters<typeof bootTestHost>) {
  const h = await bootTestHost(...args);
  hosts.push(h);
  return h;
}
afterEach(async () => {
  while (hosts.length) await hosts.pop()!.close();
});

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'plinth-host-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('host with the themes plugin on a temporary SQLite meta store', () => {
  it('sends no Server-Timing unless asked to (PLINTH_SERVER_TIMING)', async () => {
    const h = await boot({ plugins: ['themes'], serverTiming: false });
    const health = await h.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('server-timing')).toBeNull();
  });

  it('reports health, lists plugins and serves the themes route over HTTP', async () => {
    const h = await boot({ plugins: ['themes'] });

    const health = await h.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.body as HealthResponse).toEqual({
      ok: true,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      plugins: { themes: 'started', 'test-open-access': 'started' },
    });
    expect(health.headers.get('server-timing')).toMatch(/^sql;dur=\d+(\.\d+)?;desc="1"$/);

    const plugins = await h.request('/api/v1/plugins');
    expect(plugins.status).toBe(200);
    const themes = (plugins.body as PluginListItem[]).find((p) => p.id === 'themes')!;
    expect(themes).toMatchObject({
      state: 'started',
      enabled: true,
      hasWeb: expect.any(Boolean),
      routes: ['/api/v1/themes'],
      kind: 'built-in',
    });

    const palettes = await h.request('/api/v1/themes/palettes');
    expect(palettes.status).toBe(200);
    expect(palettes.body.list.map((p: { name: string }) => p.name)).toEqual(['Orange', 'Default', 'Strawberry', 'Grapes']);
    for (const p of palettes.body.list) {
      expect(Object.keys(p.colors).sort()).toEqual(['accent', 'error', 'info', 'primary', 'secondary', 'success', 'warning']);
      for (const c of Object.values(p.colors)) expect(c).toMatch(/^#[0-9A-F]{6}$/i);
    }
    expect(palettes.body.defaultTheme).toBe('Default');
  });

  it('unmounts a disabled plugin route, remembers the choice across a restart, and mounts it again when enabled', async () => {
    const dataDir = tempDir();
    let h = await boot({ plugins: ['themes'], dataDir });
    const off = await h.request('/api/v1/plugins/themes/disable', { method: 'POST' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: 'themes', state: 'disabled', enabled: false, routes: [] });
    expect((await h.request('/api/v1/themes/palettes')).status).toBe(404);
    await hosts.pop()!.close();

    h = await boot({ plugins: ['themes'], dataDir });
    expect((await h.request('/api/health')).body.plugins).toEqual({ themes: 'disabled', 'test-open-access': 'started' });
    expect((await h.request('/api/v1/themes/palettes')).status).toBe(404);
    const on = await h.request('/api/v1/plugins/themes/enable', { method: 'POST' });
    expect(on.body).toMatchObject({ state: 'started', enabled: true });
    expect((await h.request('/api/v1/themes/palettes')).status).toBe(200);

    expect((await h.request('/api/v1/plugins/ghost/enable', { method: 'POST' })).body).toEqual({ msg: "Unknown plugin 'ghost'" });
    expect((await h.request('/api/v1/plugins/themes/explode', { method: 'POST' })).status).toBe(404);
  });

  it('validates and stores plugin settings against the plugin schema', async () => {
    const h = await boot({ plugins: ['themes'] });
    const read = await h.request('/api/v1/plugins/themes/settings');
    expect(read.body.value).toEqual({ defaultTheme: 'Default' });
    expect(read.body.schema.properties.defaultTheme.enum).toEqual(['Orange', 'Default', 'Strawberry', 'Grapes']);

    const bad = await h.request('/api/v1/plugins/themes/settings', { method: 'PUT', body: { defaultTheme: 'Neon' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^defaultTheme: /);
    expect((await h.request('/api/v1/themes/palettes')).body.defaultTheme).toBe('Default');

    const good = await h.request('/api/v1/plugins/themes/settings', { method: 'PUT', body: { defaultTheme: 'Grapes' } });
    expect(good.body).toEqual({ value: { defaultTheme: 'Grapes' }, secretsSet: [] });
    expect((await h.request('/api/v1/themes/palettes')).body.defaultTheme).toBe('Grapes');
  });

  it('answers unknown paths and malformed JSON with a 4xx { msg }', async () => {
    const h = await boot({ plugins: ['themes'] });
    expect(await h.request('/api/v1/nothing-here')).toMatchObject({ status: 404, body: { msg: 'Not Found: GET /api/v1/nothing-here' } });
    const bad = await h.request('/api/v1/plugins/themes/settings', { method: 'PUT', body: '{"defaultTheme":' });
    expect(bad).toMatchObject({ status: 400, body: { msg: 'Request body is not valid JSON' } });
  });
});

describe('plugin failures keep the host serving', () => {
  it('marks a plugin that throws in setup, and its dependants, failed on /api/health', async () => {
    const broken = definePlugin({
      manifest: defineManifest({ id: 'broken', version: '1.0.0', displayName: 'Broken' }),
      server: {
        setup(ctx) {
          ctx.http.mount('/api/v1/broken', ctx.http.publicRoute('test'), (_req, res) => res.json({ reachable: true }));
          throw new Error('cannot reach the mail server');
        },
      },
    });
    const dependant = definePlugin({
      manifest: defineManifest({ id: 'dependant', version: '1.0.0', displayName: 'Dependant', dependsOn: ['broken'] }),
    });
    const h = await boot({ plugins: ['themes', broken, dependant] });
    const health = await h.request('/api/health');
    expect(health.body.plugins).toEqual({ themes: 'started', broken: 'failed', dependant: 'failed', 'test-open-access': 'started' });
    const list = (await h.request('/api/v1/plugins')).body as PluginListItem[];
    expect(list.find((p) => p.id === 'broken')!.error).toBe('setup failed: cannot reach the mail server');
    // the route it mounted before throwing was taken down with it
    expect((await h.request('/api/v1/broken')).status).toBe(404);
    expect((await h.request('/api/v1/themes/palettes')).status).toBe(200);
  });

  it('reports a plugin folder that does not exist as failed', async () => {
    const h = await boot({ plugins: ['themes', 'no-such-plugin'] });
    const list = (await h.request('/api/v1/plugins')).body as PluginListItem[];
    expect(list.find((p) => p.id === 'no-such-plugin')).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/^register failed: No entry file in /),
    });
  });
});

describe('meta-store migrations', () => {
  const notes = (up: (k: Knex) => Promise<void> = async () => {}) =>
    definePlugin({
      manifest: defineManifest({ id: 'notes', version: '1.0.0', displayName: 'Notes' }),
      server: {
        migrations: [
          {
            name: '001_notes',
            async up(knex) {
              await knex.schema.createTable('notes_items', (t) => {
                t.increments('id');
                t.string('text').notNullable();
              });
            },
          },
          { name: '002_seed', up },
        ],
        setup(ctx) {
          ctx.http.mount('/api/v1/notes', ctx.http.publicRoute('test'), async (_req, res) => {
            res.json(await ctx.meta('notes_items').select('text').orderBy('id'));
          });
        },
      },
    });

  it('runs each migration once, records it, and counts SQL in Server-Timing', async () => {
    const dataDir = tempDir();
    const seed = async (knex: Knex) => void (await knex('notes_items').insert({ text: 'first' }));
    let h = await boot({ plugins: [notes(seed)], dataDir });
    const res = await h.request('/api/v1/notes');
    expect(res.body).toEqual([{ text: 'first' }]);
    expect(res.headers.get('server-timing')).toMatch(/^sql;dur=[\d.]+;desc="1"$/);
    await hosts.pop()!.close();

    h = await boot({ plugins: [notes(seed)], dataDir });
    expect((await h.request('/api/v1/notes')).body).toEqual([{ text: 'first' }]);
    const recorded = await h.host.meta.knex('plinth_migrations').pluck('name');
    expect(recorded).toEqual(expect.arrayContaining(['host/001_plugins', 'notes/001_notes', 'notes/002_seed']));
  });

  it("rolls the plugin's failing migration batch back whole and fails only that plugin", async () => {
    const failing = async (knex: Knex) => {
      await knex('notes_items').insert({ text: 'half-written' });
      throw new Error('bad migration');
    };
    const h = await boot({ plugins: ['themes', notes(failing)] });
    expect((await h.request('/api/health')).body.plugins).toEqual({ themes: 'started', notes: 'failed', 'test-open-access': 'started' });
    // the batch ran in one transaction: neither the table of 001 nor the row of 002 remains
    expect(await h.host.meta.knex.schema.hasTable('notes_items')).toBe(false);
    expect(await h.host.meta.knex('plinth_migrations').where('name', 'like', 'notes/%').pluck('name')).toEqual([]);
  });
});

describe('the RPC endpoint POST /dashboard?q=sqlOp_{operation}', () => {
  const calls = definePlugin({
    manifest: defineManifest({ id: 'calls', version: '1.0.0', displayName: 'Calls' }),
    server: {
      setup(ctx) {
        ctx.rpc.operation('echo', (call) => ({ args: call.args, plus: call.plus, project: call.body.project_id, env: call.body.env }), {
          public: true,
          reason: 'test',
        });
        ctx.rpc.operation('tableCreate', (call) => ({ created: call.args.tn }), {
          permission: 'tableCreate',
          args: z.object({ tn: z.string().regex(/^\w+$/, 'Table name must be word characters') }),
        });
        ctx.rpc.operation(
          'upload',
          (call) => ({ json: call.args, files: call.files.map((f) => [f.fieldname, f.originalname, f.buffer.toString('utf8')]) }),
          { public: true, reason: 'test' },
        );
        ctx.rpc.operation(
          'teapot',
          () => {
            throw new HttpError(418, 'I am a teapot');
          },
          { public: true, reason: 'test' },
        );
        ctx.rpc.operation(
          'crash',
          () => {
            throw new Error('secret internals at /srv/x.ts:12');
          },
          { public: true, reason: 'test' },
        );
      },
    },
  });

  it('dispatches sqlOp_ and sqlOpPlus_ calls to the owning plugin', async () => {
    const h = await boot({ plugins: [calls] });
    const plain = await h.request('/dashboard?q=sqlOp_echo', {
      body: { api: 'xcAuth', env: '_noco', dbAlias: 'db', project_id: 'p1', args: { a: 1 } },
    });
    expect(plain).toMatchObject({ status: 200, body: { args: { a: 1 }, plus: false, project: 'p1', env: '_noco' } });
    const plus = await h.request('/dashboard?q=sqlOpPlus_echo', { body: { args: 'x', sqlOpPlus: true } });
    expect(plus.body).toMatchObject({ args: 'x', plus: true });
    const list = (await h.request('/api/v1/plugins')).body as PluginListItem[];
    expect(list[0]!.rpcOperations.sort()).toEqual(['crash', 'echo', 'tableCreate', 'teapot', 'upload']);
  });

  it('answers bad calls with a 4xx { msg } and hides internal errors', async () => {
    const h = await boot({ plugins: [calls] });
    expect(await h.request('/dashboard?q=sqlOp_nope', { body: {} })).toMatchObject({
      status: 404,
      body: { msg: "Unknown operation 'nope'" },
    });
    expect(await h.request('/dashboard', { body: {} })).toMatchObject({
      status: 400,
      body: { msg: 'Missing operation: call /dashboard?q=sqlOp_{operation}' },
    });
    expect((await h.request('/dashboard?q=echo', { body: {} })).status).toBe(400);
    expect(await h.request('/dashboard?q=sqlOp_echo', { body: '[1,2]' })).toMatchObject({
      status: 400,
      body: { msg: 'Request body must be a JSON object' },
    });
    expect(await h.request('/dashboard?q=sqlOp_tableCreate', { body: { args: { tn: 'x; drop table y' } } })).toMatchObject({
      status: 400,
      body: { msg: 'Table name must be word characters' },
    });
    expect(await h.request('/dashboard?q=sqlOp_teapot', { body: {} })).toMatchObject({ status: 418, body: { msg: 'I am a teapot' } });
    const crash = await h.request('/dashboard?q=sqlOp_crash', { body: {} });
    expect(crash).toMatchObject({ status: 500, body: { msg: 'Internal server error' } });
    expect(JSON.stringify(crash.body)).not.toContain('secret');
  });

  it('takes multipart uploads with a file part and a json part', async () => {
    const h = await boot({ plugins: [calls] });
    const form = new FormData();
    form.append('json', JSON.stringify({ api: 'xcAuth', project_id: 'p1', args: { tn: 'books' } }));
    form.append('file', new Blob(['id,title\n1,Dune\n'], { type: 'text/csv' }), 'books.csv');
    const res = await fetch(`${h.url}/dashboard?q=sqlOp_upload`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ json: { tn: 'books' }, files: [['file', 'books.csv', 'id,title\n1,Dune\n']] });

    const broken = new FormData();
    broken.append('json', '{not json');
    const bad = await fetch(`${h.url}/dashboard?q=sqlOp_upload`, { method: 'POST', body: broken });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ msg: "The 'json' part is not valid JSON" });
  });

  it('refuses every guarded call without an access-control service, and operations that declare no guard', async () => {
    const h = await boot({ plugins: [calls], access: 'none' });
    expect(await h.request('/dashboard?q=sqlOp_tableCreate', { body: { args: { tn: 'books' } } })).toMatchObject({
      status: 503,
      body: { msg: 'Authentication is unavailable: the access-control plugin is not running' },
    });
    // Public on purpose (with a reason) still answers.
    expect((await h.request('/dashboard?q=sqlOp_echo', { body: {} })).status).toBe(200);
    const unguarded = definePlugin({
      manifest: defineManifest({ id: 'unguarded', version: '1.0.0', displayName: 'Unguarded' }),
      server: { setup: (ctx) => ctx.rpc.operation('open', () => ({}), { permission: null } as never) },
    });
    const u = await boot({ plugins: [unguarded] });
    expect(u.host.kernel.status('unguarded')).toMatchObject({
      state: 'failed',
      error: "setup failed: RPC operation 'open' needs a permission, or public: true with a reason",
    });
    expect((await u.request('/dashboard?q=sqlOp_open', { body: {} })).status).toBe(404);
  });

  it('checks the operation permission through the access-control service', async () => {
    const access: AccessControl = {
      async authenticate(req) {
        const token = req.header('xc-auth');
        return token ? { kind: 'user', email: `${token}@example.com`, roles: { [token]: true } } : null;
      },
      async authorize(principal, permission) {
        if (!principal) return 'unauthenticated';
        return principal.roles.creator || (principal.roles.editor && permission !== 'tableCreate') ? 'allow' : 'forbidden';
      },
      grantProjectRole: async () => {},
      projectIdsOf: async () => [],
      forgetProject: async () => {},
    };
    const auth = definePlugin({
      manifest: defineManifest({ id: 'fake-auth', version: '1.0.0', displayName: 'Fake auth', provides: [AccessControlToken.id] }),
      server: { setup: (ctx) => ctx.services.provide(AccessControlToken, access) },
    });
    const h = await boot({ plugins: [auth, calls] });
    const call = (role?: string) =>
      h.request('/dashboard?q=sqlOp_tableCreate', { body: { args: { tn: 'books' } }, headers: role ? { 'xc-auth': role } : {} });
    expect(await call()).toMatchObject({ status: 401, body: { msg: 'Unauthorized' } });
    expect(await call('editor')).toMatchObject({ status: 403, body: { msg: "Forbidden: this action needs the 'tableCreate' permission" } });
    expect(await call('creator')).toMatchObject({ status: 200, body: { created: 'books' } });
    // public operations still pass without a principal
    expect((await h.request('/dashboard?q=sqlOp_echo', { body: {} })).status).toBe(200);
    // managing plugins needs its permission too
    expect((await h.request('/api/v1/plugins/calls/disable', { method: 'POST', headers: { 'xc-auth': 'viewer' } })).status).toBe(403);
    expect((await h.request('/api/v1/plugins/calls/disable', { method: 'POST' })).status).toBe(401);
  });
});
