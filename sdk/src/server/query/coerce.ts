/**
 * Raw where values -> bindings of the column's kind. Every value the database would reject (and
 * answer with a driver error, a 500) is refused here with a 400 naming the column: text for a
 * number, a fraction or an out-of-range number for an integer, an impossible date, a NUL
 * character (PostgreSQL refuses it in any text).
 */
import { DECIMAL_PATTERN as DECIMAL, dateTimeParts, dateTimeText, dateValue, timeValue } from '../../values.js';
import type { WhereValue } from './ast.js';
import type { QueryColumn } from './columns.js';
import { queryError, shown } from './errors.js';
import type { SqlFamily } from './sql-family.js';

export type Binding = string | number | boolean;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Module level, not a closure per call: under tsx every closure made also gets its name set.
function notA(col: QueryColumn, raw: WhereValue, what: string) {
  return queryError(`Value '${shown(raw)}' is not ${what} for column '${shown(col.meta._cn)}'`);
}

export function coerceValue(col: QueryColumn, raw: WhereValue, sql: SqlFamily): Binding {
  if (typeof raw === 'string' && raw.includes('\u0000'))
    throw queryError(`Value for column '${shown(col.meta._cn)}' contains a NUL character`);
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  switch (col.kind) {
    case 'integer': {
      if (typeof raw === 'boolean' || !DECIMAL.test(text)) throw notA(col, raw, 'a number');
      const n = Number(text);
      const [min, max] = col.range!;
      if (Number.isFinite(n) && !Number.isInteger(n)) throw notA(col, raw, 'a whole number');
      if (!(n >= min && n <= max)) throw queryError(`Value '${shown(raw)}' is out of range for column '${shown(col.meta._cn)}'`);
      return n;
    }
    case 'number': {
      if (typeof raw === 'boolean' || !DECIMAL.test(text)) throw notA(col, raw, 'a number');
      const n = Number(text);
      if (!Number.isFinite(n)) throw queryError(`Value '${shown(raw)}' is out of range for column '${shown(col.meta._cn)}'`);
      return n;
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      const b = lower === 'true' || lower === '1' ? true : lower === 'false' || lower === '0' ? false : undefined;
      if (b === undefined) throw notA(col, raw, 'a boolean (true or false)');
      // better-sqlite3 binds no booleans; SQLite stores them as 1 / 0 anyway.
      return sql === 'sqlite' ? (b ? 1 : 0) : b;
    }
    case 'date':
      return dateValue(text) ?? throwing(notA(col, raw, 'a date (YYYY-MM-DD)'));
    case 'datetime':
      return dateTime(text, sql) ?? throwing(notA(col, raw, 'a date and time (YYYY-MM-DD HH:MM:SS)'));
    case 'time':
      return timeValue(text) ?? throwing(notA(col, raw, 'a time (HH:MM:SS)'));
    case 'uuid':
      if (!UUID.test(text)) throw notA(col, raw, 'a UUID');
      return text.toLowerCase();
    case 'string':
      // Text is compared as sent: spaces are significant.
      return String(raw);
    case 'opaque':
      throw queryError(`Column '${shown(col.meta._cn)}' (${col.meta.uidt}) can only be filtered with 'is'`);
  }
}

function throwing(err: Error): never {
  throw err;
}

/**
 * ISO 8601 date-times as `YYYY-MM-DD HH:MM:SS[.ffffff]`, the form SQLite's CURRENT_TIMESTAMP
 * writes and every database reads. A value with a zone is converted to UTC; PostgreSQL gets the
 * `+00:00` too so timestamptz columns compare the right instant. A date alone means midnight.
 */
function dateTime(text: string, sql: SqlFamily): string | undefined {
  const p = dateTimeParts(text);
  if (!p) return undefined;
  if (p.zone === undefined) return dateTimeText(p);
  const utc = new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute - p.offsetMinutes, p.second));
  const year = utc.getUTCFullYear();
  if (year < 1 || year > 9999) return undefined;
  const stamp = dateTimeText({
    year,
    month: utc.getUTCMonth() + 1,
    day: utc.getUTCDate(),
    hour: utc.getUTCHours(),
    minute: utc.getUTCMinutes(),
    second: utc.getUTCSeconds(),
    fraction: p.fraction,
  });
  return sql === 'pg' ? `${stamp}+00:00` : stamp;
}

/**
 * A `like` pattern for the database: `%` and `_` stay wildcards, a backslash is an ordinary
 * character. PostgreSQL and MySQL treat `\` as LIKE's escape (a trailing one is an error on
 * PostgreSQL), so it is doubled there.
 */
export function likePattern(value: string, sql: SqlFamily): string {
  return sql === 'pg' || sql === 'mysql' ? value.replace(/\\/g, '\\\\') : value;
}
