/** Shared table meta and helpers of the query guard tests (sdk/test/query*.test.ts). */
import { expect } from 'vitest';
import type { ColumnMeta, TableMeta } from '../src/entities.js';
import { HttpError } from '../src/server/index.js';

const col = (cn: string, uidt: ColumnMeta['uidt'], dt: string, extra: Partial<ColumnMeta> = {}): ColumnMeta => ({
  cn,
  _cn: cn,
  uidt,
  dt,
  ...extra,
});

/** A people table with one column of each value kind, and virtual columns that must stay out. */
export const PEOPLE: TableMeta = {
  tn: 'people',
  _tn: 'People',
  columns: [
    col('id', 'ID', 'integer', { pk: true, ai: true }),
    col('first_name', 'SingleLineText', 'varchar', { _cn: 'firstName' }),
    col('age', 'Number', 'integer'),
    col('price', 'Decimal', 'decimal'),
    col('active', 'Checkbox', 'boolean'),
    col('born', 'Date', 'date'),
    col('seen', 'DateTime', 'datetime'),
    col('wake', 'Time', 'time'),
    col('city', 'SingleLineText', 'varchar'),
    col('status', 'SingleSelect', 'text'),
    col('notes', 'LongText', 'text'),
    col('doc', 'JSON', 'json'),
    col('ref', 'SpecificDBType', 'uuid'),
    col('small', 'Number', 'smallint'),
    col('big', 'Number', 'bigint', { un: true }),
    col('friends', 'LinkToAnotherRecord', 'integer'),
    col('a.b', 'SingleLineText', 'varchar'),
  ],
  v: [{ _cn: 'Orders' }, { _cn: 'Total', rl: { rltn: 'orders', rlcn: 'amount', type: 'hm', fn: 'sum' } }],
};

/** Runs `fn` and returns the HttpError it throws (failing the test if it throws anything else). */
export function httpError(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return err as HttpError;
  }
  throw new Error('expected an HttpError, nothing was thrown');
}

/** Asserts a 400 whose message contains `text`. */
export function expect400(fn: () => unknown, text: string | RegExp): void {
  const err = httpError(fn);
  expect(err.status).toBe(400);
  if (typeof text === 'string') expect(err.message).toContain(text);
  else expect(err.message).toMatch(text);
}
