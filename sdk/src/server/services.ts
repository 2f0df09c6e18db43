import { defineServiceToken } from '@plinth/kernel/contracts';
import type { AccessControl } from './types.js';

/** One e-mail. `text` is required so every mail reads in a plain client and the server log. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends (SMTP when configured) and always records the mail in the outbox. */
  send(mail: Mail): Promise<{ id: number; delivered: boolean }>;
}

/** Service tokens of the platform. */
export const AccessControlToken = defineServiceToken<AccessControl>('plinth.accessControl', {
  description: 'Authenticates requests and checks permissions (provided by the auth plugin).',
});

export const MailerToken = defineServiceToken<Mailer>('plinth.mailer', {
  description: 'Sends e-mail: SMTP when configured, otherwise the outbox and the server log (mailer plugin).',
});
