import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { definePlugin, defineManifest, type PluginSettingsAnswer } from '@plinth/sdk';
import { MailerToken, type Mailer } from '@plinth/sdk/server';
import { bootTestHost, signUpSuperAdmin, type TestHost } from '@plinth/sdk/testing';
import { parseFrom } from '../server/smtp.js';

/** A plugin that exposes the mailer over HTTP so the test drives it like a consumer would. */
const sender = definePlugin({
  manifest: defineManifest({ id: 'sender', version: '1.0.0', displayName: 'Sender', dependsOn: ['mailer'] }),
  server: {
    setup(ctx) {
      const mailer: Mailer = ctx.services.get(MailerToken);
      ctx.http.mount('/test/send', ctx.http.publicRoute('test'), async (req, res) => res.json(await mailer.send(req.body)));
    },
  },
});

interface Received {
  user: unknown;
  to: string[];
  data: string;
}

/** A local SMTP server that takes mail only from these accounts (user -> password). */
async function smtpServer(accounts: Record<string, string>) {
  const received: Received[] = [];
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, done) {
      if (auth.username && accounts[auth.username] === auth.password) done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({ user: session.user, to: session.envelope.rcptTo.map((r) => r.address), data });
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  delete process.env.PLINTH_SMTP_URL;
  delete process.env.PLINTH_MAIL_FROM;
});

async function boot(plugins: Parameters<typeof bootTestHost>[0]['plugins']): Promise<TestHost> {
  const h = await bootTestHost({ plugins });
  cleanups.push(() => h.close());
  return h;
}

const PASSWORD = 'correct smtp password';

describe('mailer settings (App Store)', () => {
  it('sends through the SMTP server saved in the settings, at once, and never shows its password', async () => {
    const smtp = await smtpServer({ mailer: PASSWORD, other: 'second password' });
    cleanups.push(smtp.close);
    const h = await boot(['mailer', 'auth', sender]);
    const admin = { 'xc-auth': await signUpSuperAdmin(h, 'ada@example.com') };
    const settingsUrl = '/api/v1/plugins/mailer/settings';
    const testUrl = '/api/v1/plugins/mailer/settings/tests/send-test-mail';

    const initial = (await h.request(settingsUrl, { headers: admin })).body as PluginSettingsAnswer;
    expect(initial.value).toEqual({ smtpPort: 587, secure: false, password: null });
    expect(initial.secretsSet).toEqual([]);
    expect(initial.schema.properties).toMatchObject({ password: { type: 'string', writeOnly: true } });
    // No pattern: the App Store's form sends a cleared host as '' (the fallback) instead of leaving it out.
    expect(initial.schema.properties).not.toHaveProperty('smtpHost.pattern');
    // No SMTP server anywhere: nothing to test yet, and mail stays in the outbox.
    expect(await h.request(testUrl, { body: {}, headers: admin })).toMatchObject({
      status: 400,
      body: { msg: 'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)' },
    });
    expect((await h.request('/test/send', { body: { to: 'bob@example.com', subject: 'Before', text: 'Kept' } })).body).toMatchObject({
      delivered: false,
    });

    const bad = await h.request(settingsUrl, { method: 'PUT', body: { from: 'Plinth <not an address>' }, headers: admin });
    expect(bad).toMatchObject({ status: 400, body: { msg: 'from: Give an address or Name <address>' } });
    const badHost = await h.request(settingsUrl, { method: 'PUT', body: { smtpHost: 'mail example com' }, headers: admin });
    expect(badHost).toMatchObject({ status: 400, body: { msg: 'smtpHost: Give a host name or an IP address' } });

    const form = { smtpHost: '127.0.0.1', smtpPort: smtp.port, user: 'mailer', password: PASSWORD, from: 'Plinth Team <team@example.com>' };
    const saved = await h.request(settingsUrl, { method: 'PUT', body: form, headers: admin });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ value: { ...form, secure: false, password: null }, secretsSet: ['password'] });
    const read = await h.request(settingsUrl, { headers: admin });
    expect(read.body).toMatchObject({ value: { ...form, password: null }, secretsSet: ['password'] });
    expect(JSON.stringify(read.body)).not.toContain(PASSWORD);
    expect(JSON.stringify(saved.body)).not.toContain(PASSWORD);

    // A password-reset mail goes out through it at once, signed in as the saved user.
    expect((await h.request('/auth/password/forgot', { body: { email: 'ada@example.com' } })).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ user: 'mailer', to: ['ada@example.com'] });
    expect(smtp.received[0]!.data).toMatch(/^From: Plinth Team <team@example\.com>$/m);
    expect(smtp.received[0]!.data).toContain('Subject: Reset your Plinth password');

    // The test button: a wrong password in the form (not saved) answers why; the saved one works.
    const wrong = await h.request(testUrl, { body: { password: 'not it' }, headers: admin });
    expect(wrong.status).toBe(502);
    expect(wrong.body.msg).toMatch(/^The test mail could not be sent: Invalid login: 535 .*Invalid username or password/);
    expect(wrong.body.msg).not.toContain('    at ');
    expect(smtp.received).toHaveLength(1);
    expect((await h.request(testUrl, { body: {}, headers: admin })).body).toEqual({ msg: 'A test mail was sent to ada@example.com' });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]).toMatchObject({ user: 'mailer', to: ['ada@example.com'] });
    expect(smtp.received[1]!.data).toContain('Subject: Plinth test mail');
    // The failed test changed nothing stored.
    expect(await h.host.meta.readSettings('mailer')).toMatchObject({ password: PASSWORD });

    // Saving other credentials applies to the very next mail (no restart); a save without the password keeps it.
    await h.request(settingsUrl, { method: 'PUT', body: { user: 'other', password: 'second password' }, headers: admin });
    expect((await h.request('/test/send', { body: { to: 'bob@example.com', subject: 'After', text: 'Sent' } })).body).toMatchObject({
      delivered: true,
    });
    expect(smtp.received[2]).toMatchObject({ user: 'other', to: ['bob@example.com'] });
    await h.request(settingsUrl, { method: 'PUT', body: { from: 'team@example.com', password: null }, headers: admin });
    expect((await h.request('/test/send', { body: { to: 'bob@example.com', subject: 'Again', text: 'Sent' } })).body).toMatchObject({
      delivered: true,
    });
    expect(smtp.received[3]).toMatchObject({ user: 'other' });
    expect(smtp.received[3]!.data).toMatch(/^From: team@example\.com$/m);

    // A wrong saved password: the mail is recorded with the reason and the sender gets a 502.
    await h.request(settingsUrl, { method: 'PUT', body: { password: 'stale' }, headers: admin });
    const failed = await h.request('/test/send', { body: { to: 'bob@example.com', subject: 'Fails', text: 'x' } });
    expect(failed.status).toBe(502);
    expect(failed.body.msg).toMatch(/^The e-mail could not be sent: Invalid login: 535 /);
    expect(smtp.received).toHaveLength(4);
  });

  it('answers a caller without an e-mail address, and an unreachable server, with a message', async () => {
    const h = await boot(['mailer', sender]);
    const testUrl = '/api/v1/plugins/mailer/settings/tests/send-test-mail';
    // The open test access lets in an anonymous admin: no address to send to.
    expect(await h.request(testUrl, { body: { smtpHost: '127.0.0.1' } })).toMatchObject({
      status: 400,
      body: { msg: 'Your account has no e-mail address to send a test mail to' },
    });

    const closed = await smtpServer({});
    await closed.close();
    const signedIn = await boot(['mailer', 'auth']);
    const admin = { 'xc-auth': await signUpSuperAdmin(signedIn) };
    const refused = await signedIn.request('/api/v1/plugins/mailer/settings/tests/send-test-mail', {
      body: { smtpHost: '127.0.0.1', smtpPort: closed.port },
      headers: admin,
    });
    expect(refused.status).toBe(502);
    expect(refused.body.msg).toMatch(/^The test mail could not be sent: .*ECONNREFUSED/);
  });

  it('falls back to PLINTH_SMTP_URL and PLINTH_MAIL_FROM while no SMTP host is saved', async () => {
    const envServer = await smtpServer({ env: 'env password' });
    cleanups.push(envServer.close);
    const saved = await smtpServer({ mailer: PASSWORD });
    cleanups.push(saved.close);
    process.env.PLINTH_SMTP_URL = `smtp://env:${encodeURIComponent('env password')}@127.0.0.1:${envServer.port}?ignoreTLS=true`;
    process.env.PLINTH_MAIL_FROM = 'Env Sender <env@example.com>';
    const h = await boot(['mailer', sender]);
    const send = async () => (await h.request('/test/send', { body: { to: 'bob@example.com', subject: 'Hi', text: 'Hello' } })).body;

    expect(await send()).toMatchObject({ delivered: true });
    expect(envServer.received[0]).toMatchObject({ user: 'env' });
    expect(envServer.received[0]!.data).toMatch(/^From: Env Sender <env@example\.com>$/m);

    const put = (body: unknown) => h.request('/api/v1/plugins/mailer/settings', { method: 'PUT', body });
    expect((await put({ smtpHost: '127.0.0.1', smtpPort: saved.port, user: 'mailer', password: PASSWORD })).status).toBe(200);
    expect(await send()).toMatchObject({ delivered: true });
    expect(saved.received).toHaveLength(1);
    expect(saved.received[0]!.data).toMatch(/^From: Env Sender <env@example\.com>$/m);

    // The host cleared: back to the environment's server.
    expect((await put({ smtpHost: '' })).status).toBe(200);
    expect(await send()).toMatchObject({ delivered: true });
    expect(envServer.received).toHaveLength(2);
    expect(saved.received).toHaveLength(1);
  });
});

describe('the sender setting', () => {
  it.each([
    ['Plinth Team <team@example.com>', { name: 'Plinth Team', address: 'team@example.com' }],
    ['"Plinth, Inc." <team@example.com>', { name: 'Plinth, Inc.', address: 'team@example.com' }],
    ['<team@example.com>', { name: '', address: 'team@example.com' }],
    [' team@example.com ', { name: '', address: 'team@example.com' }],
  ])('reads %j', (text, sender) => expect(parseFrom(text)).toEqual(sender));

  it.each(['', 'Plinth', 'Plinth <team>', 'a@b.com, c@d.com', 'Plinth <a@b.com> <c@d.com>', 'Evil\r\nBcc: x@y.com <a@b.com>'])(
    'refuses %j',
    (text) => expect(parseFrom(text)).toBeUndefined(),
  );
});
