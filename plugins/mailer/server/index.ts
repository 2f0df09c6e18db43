import { definePlugin, z } from '@plinth/sdk';
import { createRouter, HttpError, MailerToken, type Mail, type Mailer, type ServerContext, type SettingsTest } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { mailerSettings, nodemailer, reasonOf, senderOf, smtpOptionsOf, TransportCache, type MailerSettings } from './smtp.js';
import { messages } from './messages/index.js';

const OUTBOX = 'mailer_outbox';
const mailSchema = z.object({
  to: z.email('Recipient must be a valid e-mail'),
  subject: z.string().min(1).max(500),
  text: z.string().min(1),
  html: z.string().optional(),
});

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string | Date;
  sent_at: string | Date | null;
  error: string | null;
}

function createMailer(ctx: ServerContext<MailerSettings>): Mailer {
  const transports = new TransportCache();
  ctx.onDispose(() => transports.close());

  return {
    async send(input: Mail) {
      const mail = mailSchema.parse(input);
      const settings = await ctx.settings.get();
      const transport = transports.get(smtpOptionsOf(settings));
      const [inserted] = await ctx
        .meta(OUTBOX)
        .insert({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, created_at: new Date() })
        .returning('id');
      const id = Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted);
      if (!transport) {
        ctx.log.info(`Mail #${id} to ${mail.to}: ${mail.subject}\n${mail.text}`);
        return { id, delivered: false };
      }
      try {
        await transport.sendMail({ from: senderOf(settings), ...mail });
        await ctx.meta(OUTBOX).where({ id }).update({ sent_at: new Date() });
        return { id, delivered: true };
      } catch (err) {
        const error = reasonOf(err);
        await ctx.meta(OUTBOX).where({ id }).update({ error });
        ctx.log.error(`Mail #${id} to ${mail.to} could not be sent: ${error}`);
        throw new HttpError(502, `The e-mail could not be sent: ${error}`);
      }
    },
  };
}

/** The App Store's 'Send a test mail': the form's (unsaved) settings, to the admin who asks. */
const sendTestMail: SettingsTest<MailerSettings> = {
  name: 'send-test-mail',
  label: 'Send a test mail',
  async run(draft, _ctx, caller) {
    const to = caller.email;
    if (!to) throw new HttpError(400, 'Your account has no e-mail address to send a test mail to');
    const options = smtpOptionsOf(draft);
    if (!options) throw new HttpError(400, 'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)');
    const transport = nodemailer().createTransport(options);
    try {
      await transport.sendMail({
        from: senderOf(draft),
        to,
        subject: 'Plinth test mail',
        text: 'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.',
      });
    } catch (err) {
      throw new HttpError(502, `The test mail could not be sent: ${reasonOf(err)}`);
    } finally {
      transport.close();
    }
    return `A test mail was sent to ${to}`;
  },
};

export default definePlugin<MailerSettings>({
  manifest,
  server: {
    messages,
    settings: mailerSettings,
    settingsTests: [sendTestMail],
    migrations: [
      {
        name: '001_outbox',
        async up(knex) {
          await knex.schema.createTable(OUTBOX, (t) => {
            t.increments('id');
            t.string('to', 320).notNullable();
            t.string('subject', 500).notNullable();
            t.text('text').notNullable();
            t.text('html');
            t.timestamp('created_at').notNullable();
            t.timestamp('sent_at');
            t.text('error');
          });
        },
      },
    ],
    async setup(ctx) {
      ctx.services.provide(MailerToken, createMailer(ctx));
      if (!smtpOptionsOf(await ctx.settings.get())) {
        ctx.log.info('No SMTP server (Mailer settings or PLINTH_SMTP_URL): e-mail goes to the outbox and this log');
      }
      const router = createRouter();
      // Admins read the outbox to help users when no SMTP server is configured.
      router.get('/outbox', ctx.http.requirePermission('mailerOutbox'), async (req, res) => {
        const limit = z.coerce
          .number()
          .int()
          .min(1)
          .max(200)
          .default(50)
          .parse(req.query.limit ?? undefined);
        const rows = await ctx
          .meta<OutboxRow>(OUTBOX)
          .select('id', 'to', 'subject', 'text', 'created_at', 'sent_at', 'error')
          .orderBy('id', 'desc')
          .limit(limit);
        res.json({ list: rows });
      });
      ctx.http.mount('/api/v1/mailer', router);
    },
  },
});
