/**
 * The five SSL usage modes of the connection form, resolved once into what every TLS driver
 * understands; each dialect copies the result into its driver's option names.
 *
 * - no: plain connection.
 * - preferred: TLS without verification; dialects fall back to plain when the server has no TLS.
 * - required: TLS without certificate verification.
 * - required-CA: TLS, server certificate must chain to the given CA (host name not checked).
 * - required-identity: as required-CA, and the host name must match the certificate.
 * Client key and certificate (mutual TLS) are sent in every TLS mode they are given in.
 */
import type { DbConnection, SslUsage } from '../../entities.js';
import { DialectError } from './errors.js';

export interface ResolvedTls {
  usage: SslUsage;
  /** False for 'no'. */
  enabled: boolean;
  /** True for 'preferred': connect without TLS when the server does not offer it. */
  fallbackToPlain: boolean;
  rejectUnauthorized: boolean;
  /** False for required-CA: the chain is verified, the host name is not. */
  checkHostname: boolean;
  ca?: string;
  key?: string;
  cert?: string;
}

export function resolveTls(ssl: DbConnection['ssl']): ResolvedTls {
  const usage: SslUsage = ssl?.usage ?? 'no';
  const files = { ca: nonEmpty(ssl?.ca), key: nonEmpty(ssl?.key), cert: nonEmpty(ssl?.cert) };
  if (Boolean(files.key) !== Boolean(files.cert)) {
    throw new DialectError('invalidInput', 'SSL client key and client certificate must be given together');
  }
  const verify = usage === 'required-CA' || usage === 'required-identity';
  if (verify && !files.ca) throw new DialectError('invalidInput', `SSL usage '${usage}' needs the server CA certificate`);
  if (usage === 'no') return { usage, enabled: false, fallbackToPlain: false, rejectUnauthorized: false, checkHostname: false };
  return {
    usage,
    enabled: true,
    fallbackToPlain: usage === 'preferred',
    rejectUnauthorized: verify,
    checkHostname: usage === 'required-identity',
    ...files,
  };
}

/** Node `tls.connect` options for a resolved mode (pg and mysql2 take these directly). */
export function nodeTlsOptions(tls: ResolvedTls): {
  rejectUnauthorized: boolean;
  ca?: string;
  key?: string;
  cert?: string;
  checkServerIdentity?: () => undefined;
} {
  return {
    rejectUnauthorized: tls.rejectUnauthorized,
    ...tlsFiles(tls),
    ...(tls.rejectUnauthorized && !tls.checkHostname ? { checkServerIdentity: () => undefined } : {}),
  };
}

function nonEmpty(v: string | undefined): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

/** The CA, client key and certificate that are set, for a driver's TLS options. */
export function tlsFiles(tls: ResolvedTls): { ca?: string; key?: string; cert?: string } {
  return { ...(tls.ca ? { ca: tls.ca } : {}), ...(tls.key ? { key: tls.key } : {}), ...(tls.cert ? { cert: tls.cert } : {}) };
}
