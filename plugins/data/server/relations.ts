import type { RelationMeta, TableMeta } from '@plinth/sdk';
import { applyFilter, applySort, columnRef, HttpError, type Knex, type QueryPlan, type RelationKind, type RelationSelection } from '@plinth/sdk/server';
import { RowCodec } from './codec.js';
import { fillVirtuals, selectVirtuals } from './virtuals.js';

/** Related rows embedded per page; never more than this many per relation (REST embedding). */
const MAX_RELATED_ROWS = 10_000;
/** Names the batched queries give their helper columns; a table's own column never starts with them. */
const PARENT = '__plinth_parent';
const ROW_NUMBER = '__plinth_rn';

export interface RelationRequest {
  hm: string[];
  bt: string[];
  mm: string[];
}

/** What knex's analytic-function builder offers inside `rowNumber(alias, fn)`. */
interface WindowClause {
  partitionBy(column: string): WindowClause;
  orderBy(column: string, direction?: 'asc' | 'desc'): WindowClause;
}

type MmRelation = NonNullable<TableMeta['manyToMany']>[number];

const listParam = (value: unknown, name: string): string[] => {
  if (value === undefined || value === '') return [];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.map((s) => s.trim()).filter(Boolean);
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be given once, as a comma list`);
  return value.split(',').map((s) => s.trim()).filter(Boolean);
};

/** `hm` / `bt` / `mm` as lists or comma strings (query parameters pass through as they came). */
export function relationRequest(query: RelationSelection): RelationRequest {
  return { hm: listParam(query.hm, 'hm'), bt: listParam(query.bt, 'bt'), mm: listParam(query.mm, 'mm') };
}

/** Key columns that lookups and the requested relations join on. */
export function relationKeys(meta: TableMeta, req: RelationRequest): string[] {
  const wanted = req.hm.length + req.bt.length + req.mm.length > 0 || (meta.v ?? []).some((v) => v.lk);
  if (!wanted) return [];
  const keys = [...(meta.hasMany ?? []).map((r) => r.cn), ...(meta.manyToMany ?? []).map((r) => r.cn), ...(meta.belongsTo ?? []).map((r) => r.cn)];
  return [...new Set(keys)];
}

const matches = (meta: TableMeta | undefined, name: string) => meta !== undefined && (meta.tn === name || meta._tn === name);
const KIND_NAMES: Record<RelationKind, string> = { hm: 'has-many', bt: 'belongs-to', mm: 'many-to-many' };

/**
 * A relation of `meta` to the table named `name` (name or alias); `status` when there is none
 * (400 for a query parameter, 404 for a path).
 */
export function findRelation(meta: TableMeta, tables: readonly TableMeta[], kind: RelationKind, name: string, status = 404): { rel: RelationMeta | MmRelation; other: TableMeta } {
  const metaOf = (tn: string) => tables.find((t) => t.tn === tn);
  const list: (RelationMeta | MmRelation)[] = kind === 'hm' ? (meta.hasMany ?? []) : kind === 'bt' ? (meta.belongsTo ?? []) : (meta.manyToMany ?? []);
  // A table disabled in Meta Management is not there for the data API: not embedded, linked or loaded.
  const rel = list.find((r) => matches(metaOf(r.rtn), name) && metaOf(r.rtn)!.enabled !== false);
  if (!rel) throw new HttpError(status, `No ${KIND_NAMES[kind]} relation '${name.slice(0, 60)}' on '${meta._tn}'`);
  return { rel, other: metaOf(rel.rtn)! };
}

/** What a batched relation load reads from the related table. */
export interface RelatedSelection {
  /** Checked where / sort / fields (fields: physical names); absent: every column, key order. */
  plan?: QueryPlan;
  /** Rows per parent (window function); absent: all rows, at most MAX_RELATED_ROWS in total. */
  perParent?: { limit: number; offset: number };
}

export interface RelatedRows {
  other: RowCodec;
  /** API rows of the related table by the parent's key value (as text). */
  byParent: Map<string, Record<string, unknown>[]>;
}

/**
 * Rows of one relation for many parents in one statement: has-many children by their foreign
 * key, many-to-many partners through the junction, belongs-to parents by key. With a per-parent
 * limit, `row_number() over (partition by <parent key> order by <sort>)` keeps each parent's
 * first rows (SQLite >= 3.25, PostgreSQL, MariaDB >= 10.2, MySQL 8, SQL Server).
 */
export async function loadRelated(
  knex: Knex,
  client: string,
  tables: readonly TableMeta[],
  meta: TableMeta,
  kind: RelationKind,
  rel: RelationMeta | MmRelation,
  parentKeys: unknown[],
  selection: RelatedSelection = {},
): Promise<RelatedRows> {
  const other = RowCodec.of(tables.find((t) => t.tn === rel.rtn)!, client);
  const byParent = new Map<string, Record<string, unknown>[]>();
  const keys = [...new Set(parentKeys.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number'))];
  if (!keys.length) return { other, byParent };

  const ref = columnRef('__r');
  const { plan } = selection;
  // Lookups of the related rows join on their relation keys; they are dropped from the answer below.
  const lookupKeys = relationKeys(other.meta, { hm: [], bt: [], mm: [] });
  const asked = plan ? plan.fields : other.physical.map((c) => c.cn);
  const hidden = lookupKeys.filter((cn) => !asked.includes(cn));
  const qb =
    kind === 'mm'
      ? knex({ __r: rel.rtn }).join({ __j: (rel as MmRelation).vtn }, `__j.${(rel as MmRelation).vrcn}`, `__r.${rel.rcn}`)
      : knex({ __r: rel.rtn });
  const partition = kind === 'mm' ? `__j.${(rel as MmRelation).vcn}` : ref(rel.rcn);
  qb.select([...asked, ...hidden].map(ref)).select({ [PARENT]: partition }).whereIn(partition, keys);
  selectVirtuals(knex, qb, other.meta, '__r', other.sql);
  if (plan) applyFilter(qb, plan, { tableAlias: '__r' });

  let rows: Record<string, unknown>[];
  if (selection.perParent && kind !== 'bt') {
    const sort = plan?.sort ?? [];
    // Knex calls the builder with the window clause as `this`; its types do not describe it.
    const window = function (this: WindowClause) {
      this.partitionBy(partition);
      for (const s of sort) this.orderBy(ref(s.column), s.direction);
      if (!sort.length) this.orderBy(partition);
    };
    qb.rowNumber(ROW_NUMBER, window as never);
    const { limit, offset } = selection.perParent;
    rows = (await knex
      .select('*')
      .from(qb.as('__w'))
      .where(`__w.${ROW_NUMBER}`, '>', offset)
      .andWhere(`__w.${ROW_NUMBER}`, '<=', offset + limit)
      .orderBy([`__w.${PARENT}`, `__w.${ROW_NUMBER}`])) as Record<string, unknown>[];
  } else {
    if (plan) applySort(qb, plan.sort, ref);
    rows = (await qb.limit(MAX_RELATED_ROWS)) as Record<string, unknown>[];
  }

  const api = rows.map((r) => other.fromDb(r));
  await fillVirtuals(knex, other.meta, rows, api, other.sql);
  const hiddenAliases = other.meta.columns.filter((c) => hidden.includes(c.cn)).map((c) => c._cn);
  rows.forEach((r, i) => {
    const row = api[i]!;
    for (const a of hiddenAliases) delete row[a];
    const key = String(r[PARENT]);
    const list = byParent.get(key);
    if (list) list.push(row);
    else byParent.set(key, [row]);
  });
  return { other, byParent };
}

/**
 * Adds `<Child>List` (hm), `<Other>MMList` (mm) and `<Parent>Read` (bt) to each API row. One
 * query per relation for the whole page, never one per row.
 */
export async function embedRelations(
  knex: Knex,
  client: string,
  tables: readonly TableMeta[],
  meta: TableMeta,
  dbRows: Record<string, unknown>[],
  apiRows: Record<string, unknown>[],
  req: RelationRequest,
): Promise<void> {
  if (!dbRows.length) return;
  for (const kind of ['hm', 'bt', 'mm'] as const) {
    for (const name of req[kind]) {
      const { rel } = findRelation(meta, tables, kind, name, 400);
      const { other, byParent } = await loadRelated(knex, client, tables, meta, kind, rel, dbRows.map((r) => r[rel.cn]));
      const suffix = kind === 'hm' ? 'List' : kind === 'mm' ? 'MMList' : 'Read';
      dbRows.forEach((r, i) => {
        const found = r[rel.cn] === null || r[rel.cn] === undefined ? undefined : byParent.get(String(r[rel.cn]));
        apiRows[i]![`${other.meta._tn}${suffix}`] = kind === 'bt' ? (found?.[0] ?? null) : (found ?? []);
      });
    }
  }
}
