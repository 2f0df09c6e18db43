import { isEmail, isPhoneNumber, isUrl, parseRowKey, ROW_KEY_SEPARATOR, rowKey, type ColumnMeta, type TableMeta } from '@plinth/sdk';
import { ColumnIndex, coerceValue, HttpError, isVirtualColumn, parseSelectOptions, sqlFamily, type SqlFamily } from '@plinth/sdk/server';

const invalid = (col: ColumnMeta, why: string) => new HttpError(400, `Invalid value for column '${col._cn}': ${why}`);

/** One value from a request body, checked against the column's uidt, as a binding. */
function writeValue(index: ColumnIndex, col: ColumnMeta, raw: unknown): unknown {
  if (raw === null || raw === undefined) {
    if (col.rqd && !col.ai && (col.cdf === null || col.cdf === undefined)) throw new HttpError(400, `Column '${col._cn}' is required`);
    return null;
  }
  switch (col.uidt) {
    case 'JSON':
      if (typeof raw === 'string') {
        try {
          JSON.parse(raw);
        } catch {
          throw invalid(col, 'not valid JSON');
        }
        return raw;
      }
      return JSON.stringify(raw);
    case 'Attachment':
      if (!Array.isArray(raw)) throw invalid(col, 'attachments are a list');
      return JSON.stringify(raw);
    case 'MultiSelect': {
      const items = Array.isArray(raw)
        ? raw.map(String)
        : String(raw)
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
      const options = parseSelectOptions(col.dtxp);
      const unknown = options.length ? items.find((i) => !options.includes(i)) : undefined;
      if (unknown !== undefined) throw invalid(col, `'${unknown}' is not one of its options`);
      return items.join(',');
    }
  }
  if (typeof raw === 'object') throw invalid(col, 'expected a single value');
  const query = index.resolve(col.cn, 'fields');
  if (query.kind !== 'string' && query.kind !== 'opaque') return coerceValue(query, raw as string | number | boolean, index.sql);
  const text = String(raw);
  switch (col.uidt) {
    case 'Email':
      if (!isEmail(text)) throw invalid(col, `'${text.slice(0, 60)}' is not an e-mail address`);
      break;
    case 'URL':
      if (!isUrl(text)) throw invalid(col, `'${text.slice(0, 60)}' is not a URL`);
      break;
    case 'PhoneNumber':
      if (!isPhoneNumber(text)) throw invalid(col, `'${text.slice(0, 60)}' is not a phone number`);
      break;
    case 'SingleSelect': {
      const options = parseSelectOptions(col.dtxp);
      if (options.length && !options.includes(text)) throw invalid(col, `'${text.slice(0, 60)}' is not one of its options`);
      break;
    }
  }
  if (text.includes('\u0000')) throw invalid(col, 'contains a NUL character');
  // SQLite keeps any length in a varchar(n); the other databases refuse it. One answer for all.
  const max = /char/i.test(col.dt ?? '') && /^\d+$/.test(col.dtxp ?? '') ? Number(col.dtxp) : undefined;
  if (max !== undefined && [...text].length > max) throw new HttpError(400, `Value too long for ${col._cn}`);
  return text;
}

/** One codec per table meta object and client; new meta (any schema change) is a new object. */
const codecs = new WeakMap<TableMeta, Map<string, RowCodec>>();

/** Maps request and database rows through the table meta. */
export class RowCodec {
  /** The shared codec of `meta` (meta objects are never changed in place, only replaced). */
  static of(meta: TableMeta, client: string): RowCodec {
    let byClient = codecs.get(meta);
    if (!byClient) codecs.set(meta, (byClient = new Map()));
    let codec = byClient.get(client);
    if (!codec) byClient.set(client, (codec = new RowCodec(meta, client)));
    return codec;
  }

  readonly index: ColumnIndex;
  readonly sql: SqlFamily;
  private readonly byKey = new Map<string, ColumnMeta>();

  constructor(
    readonly meta: TableMeta,
    client: string,
  ) {
    this.sql = sqlFamily(client);
    this.index = ColumnIndex.of(meta, this.sql);
    for (const c of meta.columns) if (!isVirtualColumn(c)) this.byKey.set(c._cn, c);
    for (const c of meta.columns) if (!isVirtualColumn(c)) this.byKey.set(c.cn, c);
    this.physical = meta.columns.filter((c) => !isVirtualColumn(c));
    this.primaryKey = meta.columns.filter((c) => c.pk);
  }

  /** Columns stored in the table (no links, lookups, formulas...), in table order. */
  readonly physical: ColumnMeta[];
  readonly primaryKey: ColumnMeta[];

  /** A request body as database values; unknown or read-only columns are a 400. */
  toDb(body: unknown, mode: 'insert' | 'update'): Record<string, unknown> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'A row is a JSON object');
    const out: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(body)) {
      const col = this.byKey.get(key);
      if (!col) throw new HttpError(400, `Unknown column '${key.slice(0, 60)}'`);
      if (col.ai) {
        if (raw === undefined || raw === null) continue;
        throw new HttpError(400, `Column '${col._cn}' is set by the database`);
      }
      out[col.cn] = writeValue(this.index, col, raw);
    }
    if (mode === 'insert') {
      for (const col of this.physical) {
        if (col.rqd && !col.ai && !(col.cn in out) && (col.cdf === null || col.cdf === undefined)) {
          throw new HttpError(400, `Column '${col._cn}' is required`);
        }
      }
    }
    if (Object.keys(out).length === 0 && mode === 'update') throw new HttpError(400, 'Nothing to update');
    return out;
  }

  /** A database row with the API's names (aliases) and types. */
  fromDb(row: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const col of this.physical) {
      if (!(col.cn in row)) continue;
      out[col._cn] = this.outValue(col, row[col.cn]);
    }
    return out;
  }

  /** The value kind of each column as the guard resolves it (or the error it gives), per column once. */
  private readonly kinds = new Map<ColumnMeta, { kind: string } | { error: unknown }>();

  private kindOf(col: ColumnMeta): string {
    let known = this.kinds.get(col);
    if (!known) {
      try {
        known = { kind: this.index.resolve(col.cn, 'fields').kind };
      } catch (error) {
        known = { error };
      }
      this.kinds.set(col, known);
    }
    if ('error' in known) throw known.error;
    return known.kind;
  }

  /** Drivers differ: booleans as 1 / 0, PostgreSQL bigint and numeric as text. One shape out. */
  private outValue(col: ColumnMeta, v: unknown): unknown {
    if (v === null || v === undefined) return v ?? null;
    if (col.uidt === 'Checkbox') return v === true || v === 1 || v === '1' || v === 't';
    if (typeof v === 'string' && !isVirtualColumn(col)) {
      const kind = this.kindOf(col);
      // Whole numbers beyond 2^53 stay text: a JSON number would silently change them.
      if ((kind === 'integer' || kind === 'number') && /^-?\d+(\.\d+)?$/.test(v)) {
        const n = Number(v);
        if (kind === 'number' ? Number.isFinite(n) : Number.isSafeInteger(n)) return n;
      }
    }
    return v;
  }

  /** Primary key values from an `:id` path segment (`a___b` for composite keys). */
  keyOf(id: string): Record<string, unknown> {
    const pk = this.primaryKey;
    if (!pk.length) throw new HttpError(400, `Table '${this.meta._tn}' has no primary key`);
    const parts = parseRowKey(id, pk.length);
    if (!parts) throw new HttpError(400, `Expected ${pk.length} key value(s) separated by '${ROW_KEY_SEPARATOR}'`);
    return Object.fromEntries(pk.map((c, i) => [c.cn, coerceValue(this.index.resolve(c.cn, 'where'), parts[i]!, this.sql)]));
  }

  idOf(row: Record<string, unknown>): string {
    return rowKey(this.primaryKey, row, 'name');
  }
}
