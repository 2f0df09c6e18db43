import { defineManifest, MailerToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'mailer',
  version: '0.1.0',
  displayName: 'Mailer',
  description:
    'Sends e-mail through your SMTP server (set here, with a test button, or by PLINTH_SMTP_URL), or keeps it in an outbox and the server log.',
  category: 'Integrations',
  icon: 'mail',
  provides: [MailerToken.id],
});
