import type { TableMeta, VirtualColumnMeta } from '@plinth/sdk';
import type { Knex } from '@plinth/sdk/server';
import { aggregateRows, type AggregateRows } from './aggregate-rows.js';

/**
 * Counts and rollups that share one sub-select of the page's statement instead of one each
 * (each correlated sub-select is run once per row of the page: fewer of them, less work per page).
 * - A has-many count next to a folded has-many lookup of the same relation is the length of the
 *   lookup's array (one element per related row, NULLs included): no sub-select of its own.
 * - PostgreSQL: counts and rollups over the same related rows (same relation, same FROM) are one
 *   sub-select answering `array[agg1::text, agg2::text, ...]` under an alias naming its members
 *   (`__plinth_m0_5`). Each value is its aggregate's own text, which `numeric` reads as it reads
 *   the aggregate selected alone; rollups join only over integer and decimal columns, whose
 *   values read alike as text and as the driver's own value (float text differs for NaN).
 */

/** Off: each count and rollup has a sub-select of its own (tests compare both paths). */
export const sharedVirtuals = { enabled: true };

const MERGED = '__plinth_m';
/** PostgreSQL's longest name: a shared sub-select's alias (its members' indexes) stays within it. */
const MAX_NAME = 63;

const AS_TEXT = new Set(['smallint', 'integer', 'bigint', 'int2', 'int4', 'int8', 'numeric', 'decimal']);

/** The aggregate of rollup `fn` over `column` (`??` bound to it), as PostgreSQL text. */
const AGGREGATES: Record<NonNullable<VirtualColumnMeta['rl']>['fn'], string> = {
  count: 'count(??)',
  countDistinct: 'count(distinct ??)',
  sum: 'sum(??)',
  sumDistinct: 'sum(distinct ??)',
  avg: 'avg(??)',
  avgDistinct: 'avg(distinct ??)',
  min: 'min(??)',
  max: 'max(??)',
};

interface Member {
  i: number;
  /** The aggregate's SQL (`??` placeholders) and its bindings. */
  sql: string;
  bindings: string[];
}
const aliasOf = (members: readonly Member[]) => MERGED + members.map((m) => m.i).join('_');

interface Group {
  from: AggregateRows['from'];
  members: Member[];
}

/** The has-many lookup (index) a has-many count of the same relation is read from, if it folds. */
export function lookupOfCount(virtuals: readonly VirtualColumnMeta[], v: VirtualColumnMeta, folded: (j: number) => boolean): number {
  const count = v.count;
  if (count?.type !== 'hm' || !sharedVirtuals.enabled) return -1;
  return virtuals.findIndex((w, j) => w.lk?.type === 'hm' && w.lk.ltn === count.ctn && folded(j));
}

/** The rows count / rollup `v` aggregates and its aggregate, when it may share a sub-select. */
function memberOf(meta: TableMeta, tables: readonly TableMeta[], v: VirtualColumnMeta, i: number): [AggregateRows, Member] | undefined {
  const rows = aggregateRows(meta, v);
  if (!rows) return undefined;
  if (rows.column === undefined) return [rows, { i, sql: 'count(*)', bindings: [] }];
  const rl = v.rl!;
  const col = tables.find((m) => m.tn === rl.rltn)?.columns.find((c) => c.cn === rl.rlcn);
  const dt = (col?.dt ?? '')
    .toLowerCase()
    .replace(/\(.*\)$/, '')
    .trim();
  return AS_TEXT.has(dt) ? [rows, { i, sql: AGGREGATES[rl.fn], bindings: [rows.column] }] : undefined;
}

/**
 * PostgreSQL: the shared sub-selects of counts and rollups `candidates` (indexes into meta.v),
 * each with its alias; only relations with two or more of them (a single one keeps its own).
 */
export function sharedSelects(
  knex: Knex,
  meta: TableMeta,
  tables: readonly TableMeta[],
  candidates: readonly number[],
  tableRef: string,
): { alias: string; members: number[]; sub: Knex.QueryBuilder }[] {
  const groups = new Map<string, Group>();
  if (!sharedVirtuals.enabled) return [];
  for (const i of candidates) {
    const found = memberOf(meta, tables, meta.v![i]!, i);
    if (!found) continue;
    const [{ key, from }, member] = found;
    const group = groups.get(key);
    if (!group) groups.set(key, { from, members: [member] });
    // A member past the longest alias keeps a sub-select of its own.
    else if (aliasOf([...group.members, member]).length <= MAX_NAME) group.members.push(member);
  }
  return [...groups.values()]
    .filter((g) => g.members.length > 1)
    .map(({ from, members }) => {
      const sql = `array[${members.map((m) => `${m.sql}::text`).join(', ')}]`;
      const sub = from(knex, tableRef).select(
        knex.raw(
          sql,
          members.flatMap((m) => m.bindings),
        ),
      );
      return { alias: aliasOf(members), members: members.map((m) => m.i), sub };
    });
}

/** Where each count / rollup of a shared sub-select is in the page's rows: virtual index -> [alias, position]. */
export function sharedPlaces(row: Record<string, unknown>): Map<number, [string, number]> {
  const places = new Map<number, [string, number]>();
  for (const key of Object.keys(row)) {
    if (!key.startsWith(MERGED)) continue;
    key
      .slice(MERGED.length)
      .split('_')
      .forEach((i, at) => places.set(Number(i), [key, at]));
  }
  return places;
}
