/**
 * Names from a request -> columns of the table meta. A name matches a column's name (`cn`)
 * first, then its alias (`_cn`); nothing else ever becomes an identifier. Each column also gets
 * the kind of value it compares with, from its uidt and native type, so that no binding can make
 * the database fail (PostgreSQL rejects `'abc'` for an integer, `1.5` for an integer parameter,
 * any text for a jsonb one).
 */
import type { ColumnMeta, TableMeta, Uidt } from '../../entities.js';
import { NON_PHYSICAL_UIDT } from '../dialect/uidt.js';
import { queryError, shown } from './errors.js';
import type { SqlFamily } from './sql-family.js';

/** How a column's values are checked and bound; `opaque` columns only take `is`. */
export type ValueKind = 'integer' | 'number' | 'boolean' | 'date' | 'datetime' | 'time' | 'uuid' | 'string' | 'opaque';

export interface QueryColumn {
  /** Physical name: the only identifier that reaches SQL. */
  cn: string;
  meta: ColumnMeta;
  kind: ValueKind;
  /** Smallest and largest value an integer column holds (bounded to safe JS integers). */
  range?: readonly [number, number];
}

export type QueryContext = 'where' | 'sort' | 'fields';

const NUMERIC_UIDT: ReadonlySet<Uidt> = new Set(['Number', 'Decimal', 'Currency', 'Percent', 'Rating', 'Duration', 'Year', 'AutoNumber']);
const KEY_UIDT: ReadonlySet<Uidt> = new Set(['ID', 'ForeignKey', 'AutoNumber']);
const TEXT_UIDT: ReadonlySet<Uidt> = new Set([
  'SingleLineText',
  'LongText',
  'Email',
  'URL',
  'PhoneNumber',
  'SingleSelect',
  'MultiSelect',
  'Collaborator',
  'Attachment',
]);

type DtFamily = 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'time' | 'uuid' | 'string' | 'opaque';

/** Native type names of the four dialects (as introspection reports them), by how they compare. */
const DT_FAMILIES: Record<string, DtFamily> = {};
const family = (f: DtFamily, names: string) => names.split('|').forEach((n) => (DT_FAMILIES[n] = f));
family('integer', 'tinyint|smallint|mediumint|int|integer|bigint|int2|int4|int8|serial|smallserial|bigserial|serial4|serial8|year');
family('decimal', 'numeric|decimal|real|float|double|double precision|float4|float8');
family('boolean', 'boolean|bool');
family('date', 'date');
family(
  'datetime',
  'datetime|datetime2|smalldatetime|datetimeoffset|timestamp|timestamptz|timestamp without time zone|timestamp with time zone',
);
family('time', 'time|timetz|time without time zone|time with time zone');
family('uuid', 'uuid|uniqueidentifier');
family(
  'string',
  'varchar|character varying|char|character|nvarchar|nchar|text|tinytext|mediumtext|longtext|ntext|clob|citext|enum|set|string',
);
// PostgreSQL's money rejects exponents and json/jsonb any text; none compare safely with a binding.
family('opaque', 'money|smallmoney|bit|json|jsonb|bytea|blob|binary|varbinary|geometry|point|xml|interval|inet|cidr|macaddr|tsvector');

const INT_BITS: Record<string, number> = {
  tinyint: 8,
  smallint: 16,
  int2: 16,
  smallserial: 16,
  mediumint: 24,
  int: 32,
  integer: 32,
  int4: 32,
  serial: 32,
  serial4: 32,
};

function dtFamily(dt: string | undefined): DtFamily | undefined {
  if (!dt) return undefined;
  const base = dt
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/\b(unsigned|zerofill)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return DT_FAMILIES[base];
}

function kindOf(col: ColumnMeta): ValueKind {
  switch (col.uidt) {
    case 'Checkbox':
      return 'boolean';
    case 'Date':
      return 'date';
    case 'DateTime':
    case 'CreateTime':
    case 'LastModifiedTime':
      return 'datetime';
    case 'Time':
      return 'time';
    case 'JSON':
      return 'opaque';
  }
  const fam = dtFamily(col.dt);
  if (fam === 'opaque') return 'opaque';
  if (NUMERIC_UIDT.has(col.uidt)) return fam === 'integer' || (!col.dt && KEY_UIDT.has(col.uidt)) ? 'integer' : 'number';
  if (fam) return fam === 'decimal' ? 'number' : fam;
  if (!col.dt && KEY_UIDT.has(col.uidt)) return 'integer';
  // An unknown native type may refuse text comparisons (PostgreSQL's inet, tsvector...).
  return TEXT_UIDT.has(col.uidt) ? 'string' : 'opaque';
}

function integerRange(col: ColumnMeta, sql: SqlFamily): readonly [number, number] {
  const base = (col.dt ?? '')
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/\b(unsigned|zerofill)\b/g, '')
    .trim();
  // SQLite integers are 64-bit whatever the declared type; SQL Server's tinyint is unsigned.
  const bits = sql === 'sqlite' ? 64 : (INT_BITS[base] ?? 64);
  const unsigned = Boolean(col.un) || (sql === 'mssql' && base === 'tinyint');
  const span = 2 ** bits;
  const [min, max] = unsigned ? [0, span - 1] : [-span / 2, span / 2 - 1];
  return [Math.max(min, Number.MIN_SAFE_INTEGER), Math.min(max, Number.MAX_SAFE_INTEGER)];
}

/**
 * Knex splits identifiers at `.` (schema.table) and ` as ` (alias): such a name would reach SQL
 * as something else, so it cannot be queried through the guard.
 */
function unqueryableReason(cn: string): string | undefined {
  if (cn.includes('.')) return "its name contains '.'";
  if (/\sas\s/i.test(cn)) return "its name contains ' as '";
  return undefined;
}

export function isVirtualColumn(col: ColumnMeta): boolean {
  return NON_PHYSICAL_UIDT.includes(col.uidt);
}

const indexes = new WeakMap<TableMeta, Map<SqlFamily, ColumnIndex>>();

/** The columns of one table, looked up by name or alias. */
export class ColumnIndex {
  /**
   * One index per table meta and SQL family. Meta objects are replaced, never edited, when the
   * schema changes, so an index never outlives the meta it was built from.
   */
  static of(table: TableMeta, sql: SqlFamily): ColumnIndex {
    let byFamily = indexes.get(table);
    if (!byFamily) indexes.set(table, (byFamily = new Map()));
    let index = byFamily.get(sql);
    if (!index) byFamily.set(sql, (index = new ColumnIndex(table, sql)));
    return index;
  }

  private readonly byName = new Map<string, ColumnMeta>();
  private readonly byAlias = new Map<string, ColumnMeta[]>();
  private readonly virtualNames = new Set<string>();
  private readonly resolved = new Map<ColumnMeta, QueryColumn>();

  constructor(
    readonly table: TableMeta,
    readonly sql: SqlFamily,
  ) {
    for (const col of table.columns) {
      if (!this.byName.has(col.cn)) this.byName.set(col.cn, col);
      const same = this.byAlias.get(col._cn);
      if (same) same.push(col);
      else this.byAlias.set(col._cn, [col]);
    }
    for (const v of table.v ?? []) this.virtualNames.add(v._cn);
  }

  /** The column a request names; 400 when unknown, virtual, ambiguous or unusable. */
  resolve(name: string, context: QueryContext): QueryColumn {
    let col = this.byName.get(name);
    if (!col) {
      const aliased = this.byAlias.get(name);
      if (aliased && aliased.length > 1) throw queryError(`Column '${shown(name)}' in ${context} is ambiguous; use the column name`);
      col = aliased?.[0];
    }
    if (!col) {
      if (this.virtualNames.has(name)) throw queryError(`Column '${shown(name)}' is virtual and cannot be used in ${context}`);
      throw queryError(`Unknown column '${shown(name)}' in ${context}`);
    }
    if (isVirtualColumn(col)) throw queryError(`Column '${shown(name)}' is virtual and cannot be used in ${context}`);
    const reason = unqueryableReason(col.cn);
    if (reason) throw queryError(`Column '${shown(name)}' cannot be used in ${context}: ${reason}`);
    return this.column(col);
  }

  /** Physical columns a plain select returns, in table order. */
  selectable(): QueryColumn[] {
    return this.table.columns.filter((c) => !isVirtualColumn(c) && !unqueryableReason(c.cn)).map((c) => this.column(c));
  }

  primaryKey(): QueryColumn[] {
    return this.selectable().filter((c) => c.meta.pk);
  }

  private column(col: ColumnMeta): QueryColumn {
    let found = this.resolved.get(col);
    if (!found) {
      const kind = kindOf(col);
      found = { cn: col.cn, meta: col, kind, ...(kind === 'integer' ? { range: integerRange(col, this.sql) } : {}) };
      this.resolved.set(col, found);
    }
    return found;
  }
}
