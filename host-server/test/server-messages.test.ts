import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineManifest, definePlugin } from '@plinth/sdk';
import { createRouter, type MessageBundles } from '@plinth/sdk/server';
import { bootTestHost, localeProblems, type TestHost } from '@plinth/sdk/testing';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Each package's server catalog folder (scripts/server-messages.mjs writes their en.ts and index.ts). */
const catalogs: [string, string][] = [
  ['host', join(ROOT, 'host-server/src/messages')],
  ...readdirSync(join(ROOT, 'plugins'))
    .sort()
    .map((id): [string, string] => [id, join(ROOT, 'plugins', id, 'server/messages')])
    .filter(([, dir]) => existsSync(dir)),
];

const bundlesOf = async (dir: string): Promise<MessageBundles> => {
  const module = (await import(join(dir, 'index.ts'))) as { messages?: MessageBundles; HOST_MESSAGES?: MessageBundles };
  return (module.messages ?? module.HOST_MESSAGES)!;
};

describe('server message catalogs', () => {
  it('list every message the source answers with', () => {
    // Exits 1 naming the texts when an en.ts is behind (or ahead of) its package's source.
    expect(() => execFileSync('node', ['scripts/server-messages.mjs', '--check'], { cwd: ROOT, stdio: 'pipe' })).not.toThrow();
  });

  it.each(catalogs)('%s: every message in every locale', async (id, dir) => {
    expect(localeProblems(`${id} (server)`, await bundlesOf(dir))).toEqual([]);
  });
});

describe('answers in the request language', () => {
  let host: TestHost;
  let authDe: Readonly<Record<string, string>>;
  // A message-only answer is a toast's text; an answer with data is the caller's data, left alone.
  const echo = definePlugin({
    manifest: defineManifest({ id: 'message-echo', version: '1.0.0', displayName: 'Message echo' }),
    server: {
      setup(ctx) {
        const router = createRouter();
        const reason = ctx.http.publicRoute('a test route');
        router.get('/toast', reason, (_req, res) => res.json({ msg: 'Invalid email or password' }));
        router.get('/row', reason, (_req, res) => res.json({ id: 1, msg: 'Invalid email or password' }));
        router.get('/mail', reason, (req, res) => res.json({ language: ctx.messages.language(req) }));
        router.get('/signed-in', ctx.http.requirePermission('projectCreate'), (_req, res) =>
          res.status(400).json({ msg: 'Invalid token' }),
        );
        ctx.http.mount('/api/v1/message-echo', router);
      },
    },
  });

  beforeAll(async () => {
    host = await bootTestHost({ plugins: ['mailer', 'auth', echo] });
    authDe = (await bundlesOf(join(ROOT, 'plugins/auth/server/messages'))).de!;
  });
  afterAll(() => host?.close());

  const signIn = (headers: Record<string, string>) =>
    host.request('/auth/signin?tool=1', {
      method: 'POST',
      body: { email: 'nobody@example.com', password: 'wrong-password' },
      headers,
    });

  it("translates a refusal into the Accept-Language's best supported locale", async () => {
    const english = await signIn({});
    expect(english.status).toBe(400);
    expect(english.body.msg).toBe('Invalid email or password');
    const german = await signIn({ 'accept-language': 'tlh, de-AT;q=0.8, en;q=0.5' });
    expect(german.status).toBe(400);
    expect(german.body.msg).toBe(authDe['Invalid email or password']);
    expect(german.body.msg).not.toBe('Invalid email or password');
    expect(german.headers.get('vary')).toMatch(/Accept-Language/i);
    expect((await signIn({ 'accept-language': '*' })).body.msg).toBe('Invalid email or password');
  });

  it('fills the variable parts of a message into its translation', async () => {
    const host404 = (await bundlesOf(join(ROOT, 'host-server/src/messages'))).ja!['Not Found: {{method}} {{path}}']!;
    const answer = await host.request('/api/v1/no-such-route', { headers: { 'accept-language': 'ja' } });
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe(host404.replace('{{method}}', 'GET').replace('{{path}}', '/api/v1/no-such-route'));
  });

  it("translates a message-only success, never a row's data", async () => {
    const headers = { 'accept-language': 'de' };
    expect((await host.request('/api/v1/message-echo/toast', { headers })).body.msg).toBe(authDe['Invalid email or password']);
    expect((await host.request('/api/v1/message-echo/row', { headers })).body).toEqual({ id: 1, msg: 'Invalid email or password' });
  });

  it("answers a signed-in user in their chosen language when the request names none, the request's when it does", async () => {
    const signUp = await host.request('/auth/signup?tool=1', {
      method: 'POST',
      body: { email: 'ada@example.com', password: 'a-Long-pass-1' },
    });
    const token = signUp.body.token as string;
    expect((await host.request('/user/me', { method: 'PATCH', body: { language: 'ru' }, headers: { 'xc-auth': token } })).status).toBe(200);
    const ru = (await bundlesOf(join(ROOT, 'plugins/auth/server/messages'))).ru!['Invalid token'];
    const refused = (headers: Record<string, string>) =>
      host.request('/api/v1/message-echo/signed-in', { headers: { 'xc-auth': token, ...headers } });
    expect((await refused({ 'accept-language': '*' })).body.msg).toBe(ru);
    expect((await refused({ 'accept-language': 'de' })).body.msg).toBe(authDe['Invalid token']);
  });

  it('tells a plugin the language to write a mail in', async () => {
    expect((await host.request('/api/v1/message-echo/mail', { headers: { 'accept-language': 'he-IL' } })).body.language).toBe('iw');
    expect((await host.request('/api/v1/message-echo/mail', { headers: { 'accept-language': 'nb' } })).body.language).toBe('no');
    expect((await host.request('/api/v1/message-echo/mail', { headers: { 'accept-language': 'zh-Hant-HK' } })).body.language).toBe('zh_HK');
    expect((await host.request('/api/v1/message-echo/mail', { headers: { 'accept-language': '*' } })).body.language).toBe('en');
  });
});
