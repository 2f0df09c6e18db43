import type { TableMeta, VirtualColumnMeta } from '@plinth/sdk';
import { compileFormula, parseFormula, type CompiledFormula, type Knex, type SqlFamily } from '@plinth/sdk/server';
import { aggregateRows } from './aggregate-rows.js';
import { lookupSelect, lookupValue } from './lookups.js';
import { lookupOfCount, sharedPlaces, sharedSelects } from './shared-virtuals.js';

const alias = (i: number) => `__plinth_v${i}`;

type Rollup = NonNullable<VirtualColumnMeta['rl']>;

/** The aggregate of a rollup over the rows of a sub-select. */
function aggregate(qb: Knex.QueryBuilder, fn: Rollup['fn'], column: string): Knex.QueryBuilder {
  const as = { value: column };
  switch (fn) {
    case 'count':
      return qb.count(as);
    case 'countDistinct':
      return qb.countDistinct(as);
    case 'sum':
      return qb.sum(as);
    case 'sumDistinct':
      return qb.sumDistinct(as);
    case 'avg':
      return qb.avg(as);
    case 'avgDistinct':
      return qb.avgDistinct(as);
    case 'min':
      return qb.min(as);
    case 'max':
      return qb.max(as);
  }
}

/** Compiled formulas per table meta (replaced, never edited, on schema changes), family and table reference. */
const formulas = new WeakMap<TableMeta, Map<string, CompiledFormula | null>>();

/**
 * A formula column's select expression. A formula that no longer fits the table (a column it
 * names was dropped or changed type since it was checked at creation) reads as null rather
 * than failing every read of the table.
 */
function formulaOf(meta: TableMeta, v: VirtualColumnMeta, i: number, sql: SqlFamily, tableRef: string): CompiledFormula | null {
  let byKey = formulas.get(meta);
  if (!byKey) formulas.set(meta, (byKey = new Map()));
  const key = `${i}\u0000${sql}\u0000${tableRef}`;
  let compiled = byKey.get(key);
  if (compiled === undefined) {
    try {
      compiled = compileFormula(parseFormula(v.formula!.value, meta, sql), sql, tableRef);
    } catch {
      compiled = null;
    }
    byKey.set(key, compiled);
  }
  return compiled;
}

/**
 * Adds each rollup, count and formula of the table to the page's select (correlated sub-selects
 * and expressions), so a page with them is still one statement; with the project's `tables`, the
 * lookups that fold (`lookupSelect`) too, and counts and rollups of the same related rows share
 * one sub-select (`shared-virtuals.ts`). Names come from meta only;
 * `tableRef` is how the page's query names the table (its name, or an alias when it joins).
 */
export function selectVirtuals(
  knex: Knex,
  qb: Knex.QueryBuilder,
  meta: TableMeta,
  tableRef: string,
  sql: SqlFamily,
  tables?: readonly TableMeta[],
): void {
  const virtuals = meta.v ?? [];
  const lookups = virtuals.map((v) => (v.lk && tables ? lookupSelect(knex, meta, tables, v, tableRef, sql) : undefined));
  // Counts read from a folded lookup's array, and (PostgreSQL) counts and rollups sharing a sub-select.
  const shared = new Set(virtuals.flatMap((v, i) => (lookupOfCount(virtuals, v, (j) => Boolean(lookups[j])) >= 0 ? [i] : [])));
  if (tables && sql === 'pg') {
    const candidates = virtuals.flatMap((v, i) => ((v.count || v.rl) && !shared.has(i) ? [i] : []));
    for (const { alias: as, members, sub } of sharedSelects(knex, meta, tables, candidates, tableRef)) {
      qb.select({ [as]: sub });
      for (const i of members) shared.add(i);
    }
  }
  virtuals.forEach((v, i) => {
    if (shared.has(i)) return;
    if (v.lk) {
      const lookup = lookups[i];
      if (lookup) qb.select(knex.raw('? as ??', [lookup, alias(i)]));
      return;
    }
    if (v.formula) {
      const f = formulaOf(meta, v, i, sql, tableRef);
      if (f) qb.select(knex.raw(`${f.sql} as ??`, [...f.bindings, alias(i)]));
      return;
    }
    const sub = aggregateSelect(knex, meta, v, tableRef);
    if (sub) qb.select({ [alias(i)]: sub });
  });
}

/** The correlated sub-select of count or rollup `v` alone, or undefined (not one, or its relation is gone). */
function aggregateSelect(knex: Knex, meta: TableMeta, v: VirtualColumnMeta, tableRef: string): Knex.QueryBuilder | undefined {
  const rows = aggregateRows(meta, v);
  if (!rows) return undefined;
  const sub = rows.from(knex, tableRef);
  return rows.column === undefined ? sub.count({ value: '*' }) : aggregate(sub, v.rl!.fn, rows.column);
}

const truth = (v: unknown) => (v === null ? null : v === true || v === 1 || v === '1' || v === 't');
const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);

/**
 * Fills each row's lookups (one query per lookup column for the whole page) and moves the
 * rollup values selected above to their column names.
 */
export async function fillVirtuals(
  knex: Knex,
  meta: TableMeta,
  dbRows: Record<string, unknown>[],
  apiRows: Record<string, unknown>[],
  sql: SqlFamily,
): Promise<void> {
  const virtuals = meta.v ?? [];
  const first = dbRows[0];
  const folded = (i: number) => first !== undefined && alias(i) in first;
  const places = first ? sharedPlaces(first) : undefined;
  for (const [i, v] of virtuals.entries()) {
    if (v.rl || v.count) fillAggregate(virtuals, i, dbRows, apiRows, folded, places);
    if (v.formula) {
      // Drivers answer NUMERIC / DECIMAL as text and booleans as 1 / 0: one shape out.
      const type = formulaOf(meta, v, i, sql, '')?.type;
      const out = type === 'number' ? numeric : type === 'boolean' ? truth : (x: unknown) => x;
      dbRows.forEach((r, k) => (apiRows[k]![v._cn] = out(r[alias(i)] ?? null)));
    }
  }
  // Lookups folded into the page's statement (`selectVirtuals` with tables) are in its rows.
  for (const [i, v] of virtuals.entries())
    if (v.lk && folded(i)) dbRows.forEach((r, k) => (apiRows[k]![v._cn] = lookupValue(v, r[alias(i)])));
  const lookups = dbRows.length ? virtuals.filter((v, i) => v.lk && !folded(i)) : [];
  // Outside a transaction the lookups' queries run side by side (each on a connection of its own):
  // the page waits for the slowest, not for their sum. A transaction's one connection takes them in turn.
  if (knex.isTransaction) for (const v of lookups) await fillLookup(knex, meta, v, dbRows, apiRows);
  else await Promise.all(lookups.map((v) => fillLookup(knex, meta, v, dbRows, apiRows)));
}

/** Count or rollup `i` of each row: selected alone, in a shared sub-select's array, or a folded lookup's length. */
function fillAggregate(
  virtuals: readonly VirtualColumnMeta[],
  i: number,
  dbRows: Record<string, unknown>[],
  apiRows: Record<string, unknown>[],
  folded: (i: number) => boolean,
  places: Map<number, [string, number]> | undefined,
): void {
  const v = virtuals[i]!;
  const place = places?.get(i);
  const lookup = folded(i) || place ? -1 : lookupOfCount(virtuals, v, folded);
  if (place) {
    const [as, at] = place;
    dbRows.forEach((r, k) => (apiRows[k]![v._cn] = numeric((r[as] as unknown[] | null)?.[at] ?? null)));
  } else if (lookup >= 0) {
    const from = alias(lookup);
    dbRows.forEach((r, k) => (apiRows[k]![v._cn] = (lookupValue(virtuals[lookup]!, r[from]) as unknown[]).length));
  } else dbRows.forEach((r, k) => (apiRows[k]![v._cn] = numeric(r[alias(i)] ?? null)));
}

/** One lookup column for the whole page: a single query over the page's keys. */
async function fillLookup(
  knex: Knex,
  meta: TableMeta,
  v: VirtualColumnMeta,
  dbRows: Record<string, unknown>[],
  apiRows: Record<string, unknown>[],
): Promise<void> {
  const lk = v.lk!;
  if (lk.type === 'bt') {
    const rel = (meta.belongsTo ?? []).find((r) => r.rtn === lk.ltn);
    if (!rel) return;
    const keys = [...new Set(dbRows.map((r) => r[rel.cn]).filter((x) => x !== null && x !== undefined))] as (string | number)[];
    const rows = keys.length
      ? ((await knex(lk.ltn).whereIn(rel.rcn, keys).select({ k: rel.rcn, v: lk.lcn })) as { k: unknown; v: unknown }[])
      : [];
    const byKey = new Map(rows.map((r) => [String(r.k), r.v]));
    dbRows.forEach((r, k) => (apiRows[k]![v._cn] = r[rel.cn] === null ? null : (byKey.get(String(r[rel.cn])) ?? null)));
    return;
  }
  const hm = lk.type === 'hm' ? (meta.hasMany ?? []).find((r) => r.rtn === lk.ltn) : undefined;
  const mm = lk.type === 'mm' ? (meta.manyToMany ?? []).find((r) => r.rtn === lk.ltn) : undefined;
  const parentKey = hm?.cn ?? mm?.cn;
  if (!parentKey) return;
  const keys = [...new Set(dbRows.map((r) => r[parentKey]).filter((x) => x !== null && x !== undefined))] as (string | number)[];
  let rows: { k: unknown; v: unknown }[] = [];
  if (keys.length && hm) rows = await knex(lk.ltn).whereIn(hm.rcn, keys).select({ k: hm.rcn, v: lk.lcn });
  if (keys.length && mm) {
    rows = await knex({ t: mm.rtn })
      .join({ j: mm.vtn }, `j.${mm.vrcn}`, `t.${mm.rcn}`)
      .whereIn(`j.${mm.vcn}`, keys)
      .select({ k: `j.${mm.vcn}`, v: `t.${lk.lcn}` });
  }
  const byKey = new Map<string, unknown[]>();
  for (const r of rows) {
    const list = byKey.get(String(r.k));
    if (list) list.push(r.v);
    else byKey.set(String(r.k), [r.v]);
  }
  dbRows.forEach((r, k) => (apiRows[k]![v._cn] = byKey.get(String(r[parentKey])) ?? []));
}
