/**
 * A hook's condition: a where in the REST syntax, checked by the query guard against the table
 * (unknown columns, bad values and ops are a 400 with the guard's message) and evaluated in
 * memory against the changed row (the row after an insert or update, before a delete), so a
 * delivery never reads the database again and a deleted row can still match.
 */
import type { TableMeta } from '@plinth/sdk';
import { ColumnIndex, parseWhere, queryLimits, resolveWhere, type Binding, type ResolvedWhere } from '@plinth/sdk/server';

type Row = Record<string, unknown>;

/** The condition resolved against the table's columns; undefined for none. Throws a 400 HttpError. */
export function compileCondition(text: string | null, meta: TableMeta): ResolvedWhere | undefined {
  if (!text?.trim()) return undefined;
  const node = parseWhere(text);
  // 'sqlite': values are coerced as plain values (no dialect escaping of LIKE patterns).
  return node && resolveWhere(node, ColumnIndex.of(meta, 'sqlite'), queryLimits());
}

/** A database value in a comparable form: numbers, booleans as 0 / 1, dates as ISO text, else text. */
function comparable(v: unknown): number | string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString();
  if (Buffer.isBuffer(v)) return v.toString('utf8');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

const DATE_LIKE = /^\d{4}-\d\d-\d\d/;

/** Compares a row value with a binding as the database would: as numbers, as dates, else as text. */
function compare(value: unknown, binding: Binding): number | null {
  const a = comparable(value);
  if (a === null) return null;
  const b = comparable(binding)!;
  const [an, bn] = [Number(a), Number(b)];
  if (a !== '' && b !== '' && Number.isFinite(an) && Number.isFinite(bn)) return an - bn;
  const [as, bs] = [String(a), String(b)];
  if (DATE_LIKE.test(as) && DATE_LIKE.test(bs)) {
    const d = Date.parse(as) - Date.parse(bs);
    if (Number.isFinite(d)) return d;
  }
  return as < bs ? -1 : as > bs ? 1 : 0;
}

/** SQL LIKE (`%`, `_`, case-insensitive as SQLite and MySQL compare, ILIKE on PostgreSQL). */
function likes(value: unknown, pattern: string): boolean {
  const text = comparable(value);
  if (text === null) return false;
  const re = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '[\\s\\S]*')
    .replace(/_/g, '[\\s\\S]');
  return new RegExp(`^${re}$`, 'i').test(String(text));
}

const OPS: Record<string, (d: number) => boolean> = {
  '=': (d) => d === 0,
  '<>': (d) => d !== 0,
  '>': (d) => d > 0,
  '>=': (d) => d >= 0,
  '<': (d) => d < 0,
  '<=': (d) => d <= 0,
};

/** Does the row (database row keyed by column name) match the condition? */
export function matches(where: ResolvedWhere | undefined, row: Row): boolean {
  if (!where) return true;
  switch (where.type) {
    case 'and':
      return where.children.every((c) => matches(c, row));
    case 'or':
      return where.children.some((c) => matches(c, row));
    case 'not':
      return !matches(where.child, row);
    case 'compare': {
      const d = compare(row[where.column], where.value);
      return d === null ? where.orNull : OPS[where.operator]!(d);
    }
    case 'like': {
      const value = row[where.column];
      if (value === null || value === undefined) return where.orNull;
      const hit = likes(value, where.value);
      return where.operator.startsWith('not') ? !hit : hit;
    }
    case 'in':
      return where.values.some((v) => compare(row[where.column], v) === 0);
    case 'between': {
      const lo = compare(row[where.column], where.values[0]);
      const hi = compare(row[where.column], where.values[1]);
      return lo !== null && hi !== null && lo >= 0 && hi <= 0;
    }
    case 'null': {
      const value = row[where.column];
      const empty = value === null || value === undefined || (where.orEmpty && value === '');
      return where.negate ? !empty : empty;
    }
  }
}
