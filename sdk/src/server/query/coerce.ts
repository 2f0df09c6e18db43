/**
 * Raw where values -> bindings of the column's kind. Every value the database would reject (and
 * answer with a driver error, a 500) is refused here with a 400 naming the column: text for a
 * number, a fraction or an out-of-range number for an integer, an impossible date, a NUL
 * character (PostgreSQL refuses it in any text).
 */
import type { WhereValue } from './ast.js';
import type { QueryColumn } from './columns.js';
import { queryError, shown } from './errors.js';
import type { SqlFamily } from './sql-family.js';

export type Binding = string | number | boolean;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?$/;
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
    case 'date': {
      const m = DATE.exec(text);
      if (!m || !validDate(+m[1]!, +m[2]!, +m[3]!)) throw notA(col, raw, 'a date (YYYY-MM-DD)');
      return text;
    }
    case 'datetime':
      return dateTime(text, sql) ?? throwing(notA(col, raw, 'a date and time (YYYY-MM-DD HH:MM:SS)'));
    case 'time': {
      const m = TIME.exec(text);
      if (!m || +m[1]! > 23 || +m[2]! > 59 || +(m[3] ?? 0) > 59) throw notA(col, raw, 'a time (HH:MM:SS)');
      return `${m[1]}:${m[2]}:${m[3] ?? '00'}${m[4] ?? ''}`;
    }
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

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate() && y >= 1;
}

/**
 * ISO 8601 date-times as `YYYY-MM-DD HH:MM:SS[.ffffff]`, the form SQLite's CURRENT_TIMESTAMP
 * writes and every database reads. A value with a zone is converted to UTC; PostgreSQL gets the
 * `+00:00` too so timestamptz columns compare the right instant. A date alone means midnight.
 */
function dateTime(text: string, sql: SqlFamily): string | undefined {
  const m = DATETIME.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((p) =>
    p === undefined ? undefined : Number(p),
  ) as number[];
  if (!validDate(y!, mo!, d!) || h > 23 || mi > 59 || s > 59) return undefined;
  const fraction = m[7] ?? '';
  const zone = m[8];
  if (!zone) return `${m[1]}-${m[2]}-${m[3]} ${pad(h)}:${pad(mi)}:${pad(s)}${fraction}`;
  const offset = zoneMinutes(zone);
  if (offset === undefined) return undefined;
  const utc = new Date(Date.UTC(y!, mo! - 1, d!, h, mi - offset, s));
  const year = utc.getUTCFullYear();
  if (year < 1 || year > 9999) return undefined;
  const stamp = `${String(year).padStart(4, '0')}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())} ${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}:${pad(utc.getUTCSeconds())}${fraction}`;
  return sql === 'pg' ? `${stamp}+00:00` : stamp;
}

function zoneMinutes(zone: string): number | undefined {
  if (zone.toUpperCase() === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? 0);
  if (hours > 14 || minutes > 59) return undefined;
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * A `like` pattern for the database: `%` and `_` stay wildcards, a backslash is an ordinary
 * character. PostgreSQL and MySQL treat `\` as LIKE's escape (a trailing one is an error on
 * PostgreSQL), so it is doubled there.
 */
export function likePattern(value: string, sql: SqlFamily): string {
  return sql === 'pg' || sql === 'mysql' ? value.replace(/\\/g, '\\\\') : value;
}
