import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import { z } from '@plinth/sdk';

let loaded: typeof Nodemailer | undefined;
/** nodemailer, required when a first transport is made: imported eagerly it was a large share of the server's start. */
export const nodemailer = (): typeof Nodemailer => (loaded ??= createRequire(import.meta.url)('nodemailer') as typeof Nodemailer);

/** A host name or an IP address (v4 or v6), or empty: no SMTP server set here. */
const HOST = /^$|^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$|^[0-9A-Fa-f:.]{2,45}$/;

/** `Name <address>` (the name optionally in double quotes) or a bare address. */
const FROM = /^(?:"?([^"<>\r\n]*?)"?\s*<([^<>\s]+)>|([^<>\s"]+))$/;

/** Display name and address of a sender; undefined when the text is neither form. */
export function parseFrom(text: string | undefined): { name: string; address: string } | undefined {
  const m = FROM.exec(text?.trim() ?? '');
  if (!m) return undefined;
  const address = m[2] ?? m[3]!;
  return z.email().safeParse(address).success ? { name: (m[1] ?? '').trim(), address } : undefined;
}

/** Settings of the App Store form; each unset field falls back to the environment. */
export const mailerSettings = z.object({
  smtpHost: z
    .string()
    .trim()
    // A check, not a JSON Schema pattern: the App Store's form then sends '' when the host is cleared.
    .refine((v) => HOST.test(v), 'Give a host name or an IP address')
    .optional()
    .meta({ title: 'SMTP host', description: 'Unset: PLINTH_SMTP_URL, else mail stays in the outbox and the server log.' }),
  smtpPort: z.number().int().min(1).max(65_535).default(587).meta({ title: 'SMTP port' }),
  secure: z
    .boolean()
    .default(false)
    .meta({ title: 'TLS on connect', description: 'On for port 465; off upgrades with STARTTLS when the server offers it.' }),
  user: z.string().max(320).optional().meta({ title: 'User name' }),
  password: z.string().max(1024).optional().meta({ title: 'Password', writeOnly: true }),
  from: z
    .string()
    .trim()
    .max(320)
    .refine((v) => v === '' || parseFrom(v) !== undefined, 'Give an address or Name <address>')
    .optional()
    .meta({ title: 'Sender', description: 'Name <address>, e.g. Plinth <no-reply@example.com>; unset: PLINTH_MAIL_FROM.' }),
});
export type MailerSettings = z.infer<typeof mailerSettings>;

const DEFAULT_FROM = 'Plinth <no-reply@localhost>';

/** The sender of a mail: the setting, else `PLINTH_MAIL_FROM`, else a local no-reply address. */
export function senderOf(settings: MailerSettings): { name: string; address: string } | string {
  return parseFrom(settings.from) ?? (process.env.PLINTH_MAIL_FROM || DEFAULT_FROM);
}

type SmtpOptions = string | Exclude<Parameters<typeof Nodemailer.createTransport>[0], undefined | string>;

/**
 * How to reach the SMTP server: the settings when they name a host, else `PLINTH_SMTP_URL`;
 * undefined: no SMTP server (the outbox only).
 */
export function smtpOptionsOf(settings: MailerSettings): SmtpOptions | undefined {
  if (settings.smtpHost) {
    return {
      host: settings.smtpHost,
      port: settings.smtpPort,
      secure: settings.secure,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
      // An unreachable server answers the sender (a password reset, the test button) within seconds.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    };
  }
  return process.env.PLINTH_SMTP_URL || undefined;
}

/** An error of nodemailer as one line for an admin (never a stack). */
export function reasonOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  const line = text.replace(/\s+/g, ' ').trim() || 'unknown error';
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/**
 * The SMTP transport of the current settings, built again (and the old one closed) when they
 * change, so saved settings apply to the next mail without a restart.
 */
export class TransportCache {
  private current?: { key: string; transport: ReturnType<typeof Nodemailer.createTransport> };

  get(options: SmtpOptions | undefined): ReturnType<typeof Nodemailer.createTransport> | undefined {
    if (options === undefined) {
      this.close();
      return undefined;
    }
    const key = JSON.stringify(options);
    if (this.current?.key !== key) {
      this.close();
      this.current = { key, transport: nodemailer().createTransport(options) };
    }
    return this.current.transport;
  }

  close(): void {
    this.current?.transport.close();
    this.current = undefined;
  }
}
