import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { definePlugin, defineManifest } from '@plinth/sdk';
import { MailerToken, type Mailer } from '@plinth/sdk/server';
import { bootTestHost, type TestHost } from '@plinth/sdk/testing';

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

let h: TestHost | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  delete process.env.PLINTH_SMTP_URL;
});

describe('mailer', () => {
  it('keeps mail in the outbox when no SMTP server is configured, and validates it', async () => {
    h = await bootTestHost({ plugins: ['mailer', sender] });
    const sent = await h.request('/test/send', {
      body: { to: 'ada@example.com', subject: 'Reset', text: 'Open http://x/#/reset?token=1' },
    });
    expect(sent.body).toEqual({ id: 1, delivered: false });
    const outbox = await h.request('/api/v1/mailer/outbox');
    expect(outbox.body.list).toEqual([
      expect.objectContaining({ id: 1, to: 'ada@example.com', subject: 'Reset', sent_at: null, error: null }),
    ]);
    const bad = await h.request('/test/send', { body: { to: 'not-an-email', subject: 'x', text: 'y' } });
    expect(bad).toMatchObject({ status: 400, body: { msg: 'to: Recipient must be a valid e-mail' } });
    expect((await h.request('/api/v1/mailer/outbox?limit=0')).status).toBe(400);
  });

  it('delivers through SMTP when PLINTH_SMTP_URL is set', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    try {
      process.env.PLINTH_SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`;
      h = await bootTestHost({ plugins: ['mailer', sender] });
      const sent = await h.request('/test/send', { body: { to: 'bob@example.com', subject: 'Welcome', text: 'Hello Bob' } });
      expect(sent.body).toEqual({ id: 1, delivered: true });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Welcome');
      expect(received[0]).toContain('Hello Bob');
      const [row] = (await h.request('/api/v1/mailer/outbox')).body.list;
      expect(row.sent_at).not.toBeNull();
    } finally {
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});
