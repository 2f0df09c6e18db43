import { afterEach, describe, expect, it } from 'vitest';
import { definePlugin, defineManifest, z, type PluginDefinition, type PluginListItem, type PluginSettingsAnswer } from '@plinth/sdk';
import { HttpError } from '@plinth/sdk/server';
import { bootTestHost, type TestHost } from '@plinth/sdk/testing';
import { secretFieldsOf } from '../src/settings.js';

const SECRET = 'redis://:hunter2@cache.internal:6379';

const settings = z.object({
  name: z.string().default('plain'),
  /** An optional secret, as the Redis URLs of jobs, cluster and live are. */
  apiUrl: z.string().url().optional().meta({ writeOnly: true }),
});
type VaultSettings = z.infer<typeof settings>;

/** A plugin with a secret setting, a route showing what it reads, and a settings test echoing its draft. */
const vault = definePlugin<VaultSettings>({
  manifest: defineManifest({ id: 'vault', version: '1.0.0', displayName: 'Vault' }),
  server: {
    settings,
    settingsTests: [
      {
        name: 'echo',
        label: 'Echo the draft',
        async run(draft, ctx, caller) {
          if (draft.name === 'fail') throw new HttpError(502, 'The check failed: no answer');
          const stored = await ctx.settings.get();
          return `draft ${draft.name} ${draft.apiUrl ?? 'none'}; stored ${stored.name}; caller ${caller.kind}`;
        },
      },
    ],
    setup(ctx) {
      ctx.http.mount('/test/vault', ctx.http.publicRoute('test'), async (_req, res) => res.json(await ctx.settings.get()));
    },
  },
});

let h: TestHost | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const settingsOf = async (t: TestHost) => {
  const read = await t.request('/api/v1/plugins/vault/settings');
  expect(read.status).toBe(200);
  return read.body as PluginSettingsAnswer;
};
const put = (t: TestHost, body: unknown) => t.request('/api/v1/plugins/vault/settings', { method: 'PUT', body });

describe('plugin settings with a write-only secret', () => {
  it('marks an optional `.meta({ writeOnly: true })` field writeOnly in the JSON Schema', async () => {
    h = await bootTestHost({ plugins: [vault] });
    const { schema } = await settingsOf(h);
    expect(schema.properties).toEqual({
      name: { type: 'string', default: 'plain' },
      apiUrl: expect.objectContaining({ type: 'string', writeOnly: true }),
    });
    const item = ((await h.request('/api/v1/plugins')).body as PluginListItem[]).find((p) => p.id === 'vault');
    expect(item).toMatchObject({ hasSettings: true, settingsTests: [{ name: 'echo', label: 'Echo the draft' }] });
  });

  it('never sends a stored secret back, keeps it when a save leaves it out or sends null, and clears it on an empty string', async () => {
    h = await bootTestHost({ plugins: [vault] });
    expect(await settingsOf(h)).toMatchObject({ value: { name: 'plain', apiUrl: null }, secretsSet: [] });

    const saved = await put(h, { name: 'one', apiUrl: SECRET });
    expect(saved).toMatchObject({ status: 200, body: { value: { name: 'one', apiUrl: null }, secretsSet: ['apiUrl'] } });
    expect(JSON.stringify(saved.body)).not.toContain('hunter2');
    // The plugin itself reads the secret.
    expect((await h.request('/test/vault')).body).toEqual({ name: 'one', apiUrl: SECRET });

    const read = await h.request('/api/v1/plugins/vault/settings');
    expect(read.body).toMatchObject({ value: { name: 'one', apiUrl: null }, secretsSet: ['apiUrl'] });
    expect(JSON.stringify(read.body)).not.toContain('hunter2');

    // A form that never had the secret saves the other fields: left out, or sent back as null.
    expect((await put(h, { name: 'two' })).body).toEqual({ value: { name: 'two', apiUrl: null }, secretsSet: ['apiUrl'] });
    expect((await put(h, { name: 'three', apiUrl: null })).body).toEqual({
      value: { name: 'three', apiUrl: null },
      secretsSet: ['apiUrl'],
    });
    expect((await h.request('/test/vault')).body).toEqual({ name: 'three', apiUrl: SECRET });
    expect(await h.host.meta.readSettings('vault')).toEqual({ name: 'three', apiUrl: SECRET });

    // A new secret is checked by the schema like any field, and the old one stays on a refusal.
    const bad = await put(h, { apiUrl: 'not a url' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^apiUrl: /);
    expect(JSON.stringify(bad.body)).not.toContain('hunter2');
    expect((await h.request('/test/vault')).body.apiUrl).toBe(SECRET);

    // An empty string clears it.
    expect((await put(h, { apiUrl: '' })).body).toEqual({ value: { name: 'three', apiUrl: null }, secretsSet: [] });
    expect((await h.request('/test/vault')).body).toEqual({ name: 'three' });
    expect(await h.host.meta.readSettings('vault')).toEqual({ name: 'three' });
    expect(await settingsOf(h)).toMatchObject({ secretsSet: [] });
  });

  it('runs a settings test on the draft over the stored settings without saving it', async () => {
    h = await bootTestHost({ plugins: [vault] });
    await put(h, { name: 'stored', apiUrl: SECRET });
    const test = (body: unknown) => h!.request('/api/v1/plugins/vault/settings/tests/echo', { body });

    // The form's secret left out: the stored one is tested.
    expect((await test({ name: 'draft' })).body).toEqual({ msg: `draft draft ${SECRET}; stored stored; caller anonymous` });
    expect((await test({ apiUrl: 'https://other.example' })).body).toEqual({
      msg: 'draft stored https://other.example; stored stored; caller anonymous',
    });
    expect((await test({ apiUrl: '' })).body).toEqual({ msg: 'draft stored none; stored stored; caller anonymous' });
    // Nothing was saved.
    expect((await h.request('/test/vault')).body).toEqual({ name: 'stored', apiUrl: SECRET });

    expect(await test({ name: 'fail' })).toMatchObject({ status: 502, body: { msg: 'The check failed: no answer' } });
    expect((await test({ apiUrl: 'not a url' })).status).toBe(400);
    expect((await test([])).status).toBe(400);
    expect(await h.request('/api/v1/plugins/vault/settings/tests/nope', { body: {} })).toMatchObject({
      status: 404,
      body: { msg: "Plugin 'vault' has no settings test 'nope'" },
    });
  });
});

describe('secrets of the built-in plugins', () => {
  it.each([
    ['jobs', ['redisUrl']],
    ['cluster', ['redisUrl']],
    ['live', ['redisUrl']],
    ['mailer', ['password']],
  ])('%s marks %j write-only', async (id, secrets) => {
    const { default: plugin } = (await import(`../../plugins/${id}/server/index.ts`)) as { default: PluginDefinition<any> };
    expect(secretFieldsOf(plugin.server!.settings!)).toEqual(secrets);
  });
});

describe('xcPluginRead', () => {
  const read = (t: TestHost, args: unknown) => t.request('/dashboard?q=sqlOp_xcPluginRead', { body: { args } });

  it("answers a plugin's settings input by title or id as JSON text, secrets left out", async () => {
    h = await bootTestHost({ plugins: [vault] });
    expect((await put(h, { name: 'kept', apiUrl: SECRET })).status).toBe(200);
    const byTitle = await read(h, { title: 'Vault' });
    expect(byTitle.body).toEqual({ id: 'vault', title: 'Vault', input: JSON.stringify({ name: 'kept', apiUrl: null }), active: true });
    expect((await read(h, { title: 'vault' })).body.input).not.toContain('hunter2');
    expect((await read(h, { title: 'Nothing' })).body).toEqual({ msg: "No plugin is titled 'Nothing'" });
    expect((await read(h, {})).body).toEqual({ msg: 'title is required' });
  });
});
