import { SSL_USAGE, type DbConnection } from '@plinth/sdk';
import { isSslUsage, SSL_FILES } from './connection-form.js';

/** A problem as an i18n key and its values. */
interface JsonProblem {
  key: string;
  values?: Record<string, string>;
}

export type JsonResult = { ok: true; connection: DbConnection } | { ok: false; problem: JsonProblem };

const TEXT_FIELDS = ['host', 'user', 'password', 'database', 'filename'] as const;
const FIELDS = new Set<string>([...TEXT_FIELDS, 'port', 'ssl']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (key: string, values?: Record<string, string>): JsonResult => ({ ok: false, problem: { key, values } });

/** The connection object as the JSON editor shows it. */
export const connectionToJson = (connection: DbConnection) => JSON.stringify(connection, null, 2);

/**
 * Reads the JSON editor's text as a connection: a JSON object with the fields the server takes
 * (host, port, user, password, database, filename, ssl), each of its type.
 */
export function parseConnectionJson(text: string): JsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return fail('json.invalid', { reason: err instanceof Error ? err.message : String(err) });
  }
  if (!isObject(value)) return fail('json.notObject');
  for (const [field, v] of Object.entries(value)) {
    if (!FIELDS.has(field)) return fail('json.unknownField', { field });
    if ((TEXT_FIELDS as readonly string[]).includes(field) && typeof v !== 'string')
      return fail('json.badField', { field, type: 'a string' });
  }
  if (
    value.port !== undefined &&
    (typeof value.port !== 'number' || !Number.isInteger(value.port) || value.port < 1 || value.port > 65535)
  ) {
    return fail('json.badField', { field: 'port', type: 'a whole number from 1 to 65535' });
  }
  if (value.ssl !== undefined) {
    const ssl = value.ssl;
    if (!isObject(ssl)) return fail('json.badField', { field: 'ssl', type: 'an object' });
    for (const field of Object.keys(ssl)) {
      if (field !== 'usage' && !(SSL_FILES as readonly string[]).includes(field))
        return fail('json.unknownField', { field: `ssl.${field}` });
    }
    if (ssl.usage !== undefined && !isSslUsage(ssl.usage)) return fail('json.badSsl', { values: SSL_USAGE.join(', ') });
    for (const f of SSL_FILES)
      if (ssl[f] !== undefined && typeof ssl[f] !== 'string') return fail('json.badField', { field: `ssl.${f}`, type: 'a string' });
  }
  return { ok: true, connection: value as DbConnection };
}
