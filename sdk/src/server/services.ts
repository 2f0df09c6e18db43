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

export { AccessControlToken, MailerToken } from '../service-tokens.js';
