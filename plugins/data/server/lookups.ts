import type { ColumnMeta, TableMeta, VirtualColumnMeta } from '@plinth/sdk';
import type { Knex, SqlFamily } from '@plinth/sdk/server';

/**
 * Lookups folded into the page's statement: a belongs-to lookup as a scalar sub-select, a
 * has-many or many-to-many one (PostgreSQL and SQLite) as an array sub-select ordered by the
 * looked-up table's key. Each value comes out as the driver gives it for the looked-up column
 * read alone (what the lookup's own query answers): a column whose type would come out
 * otherwise keeps that query (`fillLookup`).
 */

/** Off: every lookup runs as its own query for the page (tests compare both paths). */
export const foldedLookups = { enabled: true };

/** Helper names inside the sub-selects: a project's own table never starts with them. */
const L = '__plinth_l';
const J = '__plinth_lj';

/**
 * PostgreSQL types whose arrays the pg driver parses element by element as it parses the type
 * alone (pg-types: integers, floats, booleans, dates, text, json), selected as they are.
 */
const PG_AS_IS = new Set([
  'smallint',
  'integer',
  'bigint',
  'int2',
  'int4',
  'int8',
  'boolean',
  'bool',
  'real',
  'double precision',
  'float4',
  'float8',
  'date',
  'timestamp',
  'timestamp without time zone',
  'timestamp with time zone',
  'timestamptz',
  'text',
  'character varying',
  'varchar',
  'character',
  'char',
  'bpchar',
  'uuid',
  'json',
  'jsonb',
  'time',
  'time without time zone',
]);
/**
 * Types the driver leaves as their text alone but parses in an array (numeric as floats there):
 * selected as text, which is what the type alone gives.
 */
const PG_AS_TEXT = new Set(['numeric', 'decimal', 'money']);

type Fold = 'as-is' | 'text';

/** How a has-many / many-to-many lookup of `col` folds into an array on `sql`, or null: its own query. */
function foldOf(col: ColumnMeta, sql: SqlFamily): Fold | null {
  const dt = (col.dt ?? '')
    .toLowerCase()
    .replace(/\(.*\)$/, '')
    .trim();
  if (sql === 'sqlite') return /blob|binary/.test(dt) ? null : 'as-is';
  if (sql !== 'pg') return null;
  return PG_AS_IS.has(dt) ? 'as-is' : PG_AS_TEXT.has(dt) ? 'text' : null;
}

/** The array of `value` over the rows of `from` (joined, filtered) as `sql` builds it, ordered by `order`. */
function arrayOf(knex: Knex, from: Knex.QueryBuilder, value: string, fold: Fold, order: string[], sql: SqlFamily): Knex.Raw {
  if (sql === 'pg') {
    from.select(fold === 'text' ? knex.raw('??::text', [value]) : value);
    for (const o of order) from.orderBy(o);
    return knex.raw('array(?)', [from]);
  }
  // SQLite: a JSON array (json_group_array keeps numbers and text as they are stored).
  const orderBy = order.length ? ` order by ${order.map(() => '??').join(', ')}` : '';
  return knex.raw('?', [from.select(knex.raw(`json_group_array(??${orderBy})`, [value, ...order]))]);
}

/**
 * The sub-select of lookup `v` for the page's rows (`tableRef`: how the page's query names its
 * table), or undefined when the lookup keeps its own query.
 */
export function lookupSelect(
  knex: Knex,
  meta: TableMeta,
  tables: readonly TableMeta[],
  v: VirtualColumnMeta,
  tableRef: string,
  sql: SqlFamily,
): Knex.Raw | undefined {
  const lk = v.lk;
  if (!lk || !foldedLookups.enabled || sql === 'mssql') return undefined;
  const other = tables.find((m) => m.tn === lk.ltn);
  const col = other?.columns.find((c) => c.cn === lk.lcn);
  if (!other || !col) return undefined;
  if (lk.type === 'bt') {
    const rel = (meta.belongsTo ?? []).find((r) => r.rtn === lk.ltn);
    if (!rel) return undefined;
    const one = knex({ [L]: lk.ltn })
      .select(`${L}.${lk.lcn}`)
      .where(`${L}.${rel.rcn}`, knex.ref(`${tableRef}.${rel.cn}`))
      .limit(1);
    return knex.raw('?', [one]);
  }
  const fold = foldOf(col, sql);
  if (!fold) return undefined;
  const order = other.columns.filter((c) => c.pk).map((c) => `${L}.${c.cn}`);
  if (lk.type === 'hm') {
    const rel = (meta.hasMany ?? []).find((r) => r.rtn === lk.ltn);
    if (!rel) return undefined;
    const from = knex({ [L]: lk.ltn }).where(`${L}.${rel.rcn}`, knex.ref(`${tableRef}.${rel.cn}`));
    return arrayOf(knex, from, `${L}.${lk.lcn}`, fold, order, sql);
  }
  const mm = (meta.manyToMany ?? []).find((r) => r.rtn === lk.ltn);
  if (!mm) return undefined;
  const from = knex({ [L]: mm.rtn })
    .join({ [J]: mm.vtn }, `${J}.${mm.vrcn}`, `${L}.${mm.rcn}`)
    .where(`${J}.${mm.vcn}`, knex.ref(`${tableRef}.${mm.cn}`));
  return arrayOf(knex, from, `${L}.${lk.lcn}`, fold, order, sql);
}

/** A folded lookup's value as the page's row holds it: SQLite's JSON text parsed, PostgreSQL's array as it is. */
export function lookupValue(v: VirtualColumnMeta, raw: unknown): unknown {
  if (v.lk?.type === 'bt') return raw ?? null;
  return typeof raw === 'string' ? (JSON.parse(raw) as unknown[]) : (raw ?? []);
}
