/**
 * Table and column names for DDL. Any character is fine (knex quotes identifiers and each
 * dialect escapes `?`), except what knex's identifier splitting would misread: a `.` (schema
 * separator) and ` as ` (alias). Length is checked in bytes against the dialect's maximum.
 */
import { createHash } from 'node:crypto';
import { DialectError } from './errors.js';

export function checkIdentifier(name: unknown, maxBytes: number, what = 'Name'): string {
  if (typeof name !== 'string' || name.trim() === '') throw new DialectError('invalidInput', `${what} is required`);
  if (name !== name.trim()) throw new DialectError('invalidInput', `${what} '${name}' cannot start or end with spaces`);
  if (name.includes('.')) throw new DialectError('invalidInput', `${what} '${name}' cannot contain '.'`);
  if (/\sas\s/i.test(name)) throw new DialectError('invalidInput', `${what} '${name}' cannot contain ' as '`);
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\u0000-\u001f]/.test(name)) throw new DialectError('invalidInput', `${what} '${name}' cannot contain control characters`);
  if (Buffer.byteLength(name) > maxBytes) {
    throw new DialectError('invalidInput', `${what} '${name}' is longer than ${maxBytes} bytes`);
  }
  return name;
}

/**
 * A constraint / index name from its parts, `<table>_<column>_<suffix>`, shortened with a hash
 * when longer than the dialect allows (the full name would be truncated or rejected).
 */
export function constraintName(parts: string[], suffix: string, maxBytes: number): string {
  const full = `${parts.join('_')}_${suffix}`;
  if (Buffer.byteLength(full) <= maxBytes) return full;
  const hash = createHash('sha1').update(full).digest('hex').slice(0, 10);
  const head = Array.from(parts.join('_'));
  while (Buffer.byteLength(`${head.join('')}_${hash}_${suffix}`) > maxBytes) head.pop();
  return `${head.join('')}_${hash}_${suffix}`;
}
