/**
 * API rows as a table's row message, through a converter built once per table and schema version
 * (the project model is rebuilt on schema change, and with it its converters). Each field's
 * converter yields exactly the JavaScript type protobufjs encodes for the field's proto type, and
 * refuses a value that has none (an int32 that is not an integer, an int64 that is not integer
 * text), so a row message needs no `Type#verify` before encoding: verifying every answer cost
 * about a sixth of the host's time per List call (bench/grpc).
 */
import type { ApiRow } from '@plinth/sdk/server';
import type { ProtoField, TableService } from './proto.js';

type Convert = (v: unknown) => unknown;

/** A value that does not fit its field: the answer cannot be encoded (INTERNAL, logged). */
class RowValueError extends Error {}

const INT64_TEXT = /^-?\d+$/;

const json: Convert = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
const virtual: Convert = (v) => JSON.stringify(v);

const CONVERT: Record<ProtoField['kind'], Convert> = {
  // JSON columns: text as the database keeps it (SQLite), else the parsed value as JSON text.
  json,
  int32: (v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < -(2 ** 31) || n > 2 ** 31 - 1) throw new RowValueError(`not an int32: ${String(v)}`);
    return n;
  },
  double: (v) => Number(v),
  int64: (v) => {
    if (typeof v === 'bigint') return v.toString();
    if (typeof v === 'number' && Number.isInteger(v)) return v;
    if (typeof v === 'string' && INT64_TEXT.test(v)) return v;
    throw new RowValueError(`not an int64: ${String(v)}`);
  },
  bool: (v) => v === true || v === 1 || v === '1' || v === 'true',
  string: (v) => (v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v)),
};

/** A row converter: the API row's values under the message's field names (NULL: the field is absent). */
export type RowConverter = (row: ApiRow) => Record<string, unknown>;

function compile(t: TableService): RowConverter {
  const fields = t.fields.map((f) => ({ key: f.key, name: f.name, convert: f.virtual ? virtual : CONVERT[f.kind] }));
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      const v = row[f.key];
      if (v === null || v === undefined) continue;
      try {
        out[f.name] = f.convert(v);
      } catch (err) {
        if (err instanceof RowValueError) throw new Error(`Row of ${t.rowType}: ${f.name} is ${err.message}`, { cause: err });
        throw err;
      }
    }
    return out;
  };
}

const converters = new WeakMap<TableService, RowConverter>();

/** The converter of `t`'s rows (kept with the table's service, so dropped with its model). */
export function rowConverter(t: TableService): RowConverter {
  let found = converters.get(t);
  if (!found) converters.set(t, (found = compile(t)));
  return found;
}
