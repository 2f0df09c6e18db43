import type { RelationMeta, TableMeta } from '@plinth/sdk';
import {
  applyFilter,
  applySort,
  columnRef,
  embeddedKey,
  HttpError,
  relationColumn,
  type Knex,
  type QueryPlan,
  type RelationKind,
  type RelationRef,
  type RelationSelection,
} from '@plinth/sdk/server';
import { RowCodec } from './codec.js';
import { compiledRelated, paddedCount } from './compiled.js';
import { runCompiled } from './statements.js';
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
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
};

/** `hm` / `bt` / `mm` as lists or comma strings (query parameters pass through as they came). */
export function relationRequest(query: RelationSelection): RelationRequest {
  return { hm: listParam(query.hm, 'hm'), bt: listParam(query.bt, 'bt'), mm: listParam(query.mm, 'mm') };
}

/** Key columns that lookups and the requested relations join on. */
export function relationKeys(meta: TableMeta, req: RelationRequest): string[] {
  const wanted = req.hm.length + req.bt.length + req.mm.length > 0 || (meta.v ?? []).some((v) => v.lk);
  if (!wanted) return [];
  const keys = [
    ...(meta.hasMany ?? []).map((r) => r.cn),
    ...(meta.manyToMany ?? []).map((r) => r.cn),
    ...(meta.belongsTo ?? []).map((r) => r.cn),
  ];
  return [...new Set(keys)];
}

const byColumn = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const matches = (meta: TableMeta | undefined, name: string) => meta !== undefined && (meta.tn === name || meta._tn === name);
const KIND_NAMES: Record<RelationKind, string> = { hm: 'has-many', bt: 'belongs-to', mm: 'many-to-many' };

/**
 * A relation of `meta` to the table named `ref` (name or alias), the first of its kind (by foreign
 * key column name) unless a
 * foreign key column picks one (`RelationRef`, or `table:column` text when no table has the whole
 * text as its name); `status` when there is none (400 for a query parameter, 404 for a path).
 * `column` is the picked column's alias, when one was asked for.
 */
export function findRelation(
  meta: TableMeta,
  tables: readonly TableMeta[],
  kind: RelationKind,
  ref: string | RelationRef,
  status = 404,
): { rel: RelationMeta | MmRelation; other: TableMeta; column?: string } {
  const metaOf = (tn: string) => tables.find((t) => t.tn === tn);
  const list: (RelationMeta | MmRelation)[] =
    kind === 'hm' ? (meta.hasMany ?? []) : kind === 'bt' ? (meta.belongsTo ?? []) : (meta.manyToMany ?? []);
  // A table disabled in Meta Management is not there for the data API: not embedded, linked or loaded.
  const enabled = list.filter((r) => metaOf(r.rtn) !== undefined && metaOf(r.rtn)!.enabled !== false);
  let wanted: RelationRef = typeof ref === 'string' ? { table: ref } : ref;
  const split = wanted.table.lastIndexOf(':');
  if (typeof ref === 'string' && split > 0 && !enabled.some((r) => matches(metaOf(r.rtn), ref))) {
    wanted = { table: ref.slice(0, split), column: ref.slice(split + 1) };
  }
  const columnAlias = (r: RelationMeta | MmRelation) => {
    const { tn, cn } = relationColumn(kind, r);
    return metaOf(tn)?.columns.find((c) => c.cn === cn)?._cn ?? cn;
  };
  const candidates = enabled.filter(
    (r) =>
      matches(metaOf(r.rtn), wanted.table) &&
      (wanted.column === undefined ||
        relationColumn(kind, r).cn === wanted.column ||
        columnAlias(r) === wanted.column ||
        // Two junctions may name their columns alike: a many-to-many is also picked by its junction table.
        (kind === 'mm' && matches(metaOf((r as MmRelation).vtn), wanted.column))),
  );
  // Several and no column: the one whose foreign key column name sorts first, whatever order the
  // database listed them in (GraphQL gives that one the plain field name).
  const rel =
    candidates.length > 1
      ? [...candidates].sort((a, b) => byColumn(relationColumn(kind, a).cn, relationColumn(kind, b).cn))[0]
      : candidates[0];
  if (!rel) {
    const shown = wanted.column === undefined ? wanted.table : `${wanted.table}:${wanted.column}`;
    throw new HttpError(status, `No ${KIND_NAMES[kind]} relation '${shown.slice(0, 60)}' on '${meta._tn}'`);
  }
  return { rel, other: metaOf(rel.rtn)!, ...(wanted.column !== undefined && { column: columnAlias(rel) }) };
}

/** What a batched relation load reads from the related table. */
export interface RelatedSelection {
  /** Checked where / sort / fields (fields: physical names); absent: every column, key order. */
  plan?: QueryPlan;
  /** Rows per parent (window function); absent: all rows, at most MAX_RELATED_ROWS in total. */
  perParent?: { limit: number; offset: number };
  /**
   * The query `plan` was made of, as a key (where, sort, fields, limit...: everything its SQL
   * depends on besides the relation): with it the load runs compiled. Without it a plan's load
   * builds its SQL per call.
   */
  shape?: string;
}

export interface RelatedRows {
  other: RowCodec;
  /** API rows of the related table by the parent's key value (as text). */
  byParent: Map<string, Record<string, unknown>[]>;
}

/** A relation as part of a compiled statement's key: what its SQL depends on besides the meta. */
const relatedKind = (kind: RelationKind, rel: RelationMeta | MmRelation) => {
  const mm = kind === 'mm' ? (rel as MmRelation) : undefined;
  return [kind, rel.tn, rel.cn, rel.rtn, rel.rcn, mm?.vtn, mm?.vcn, mm?.vrcn].join('\u0000');
};

/**
 * Rows of one relation for many parents in one statement: has-many children by their foreign
 * key, many-to-many partners through the junction, belongs-to parents by key. With a per-parent
 * limit, first a plain statement capped at limit x parents (sorted, no window: cheaper on every
 * database): when it answers at most that many rows it holds every matching row, and each
 * parent's first rows are taken here. Past the cap (some parent has many more rows than the
 * limit), `row_number() over (partition by <parent key> order by <sort>)` keeps each parent's
 * first rows in a second statement (SQLite >= 3.25, PostgreSQL, MariaDB >= 10.2, MySQL 8, SQL Server).
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
  const other = RowCodec.of(
    tables.find((t) => t.tn === rel.rtn)!,
    client,
  );
  const byParent = new Map<string, Record<string, unknown>[]>();
  const keys = [...new Set(parentKeys.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number'))];
  if (!keys.length) return { other, byParent };

  const statements = relatedStatements(knex, other, kind, rel, selection);
  // Compiled once per relation and shape (the plan's query as `selection.shape`, or no plan), its
  // statement reused with only the keys bound. Every name in it comes from the meta, every other
  // value from the shape.
  const shape = selection.plan ? selection.shape : '';
  const run = async (variant: string, statement: (values: unknown[]) => Knex.QueryBuilder) => {
    const compiled =
      shape === undefined
        ? undefined
        : compiledRelated(
            knex,
            client,
            tables,
            [relatedKind(kind, rel), shape, JSON.stringify(selection.perParent), variant].join('\u0000'),
            keys,
            statement,
          );
    return (compiled ? await runCompiled(knex, compiled) : await statement(keys)) as Record<string, unknown>[];
  };
  const perParent = kind === 'bt' ? undefined : selection.perParent;
  let rows: Record<string, unknown>[];
  if (!perParent) rows = await run('all', statements.all);
  else {
    const cap = paddedCount(keys.length) * (perParent.offset + perParent.limit);
    const capped = cap < MAX_RELATED_ROWS ? await run('capped', statements.capped) : undefined;
    rows = capped && capped.length <= cap ? firstPerParent(capped, perParent) : await run('window', statements.window);
  }

  const api = rows.map((r) => other.fromDb(r));
  await fillVirtuals(knex, other.meta, rows, api, other.sql);
  const hiddenAliases = other.meta.columns.filter((c) => statements.hidden.includes(c.cn)).map((c) => c._cn);
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

/** Each parent's rows `offset` to `offset + limit` of `rows` (in their order), keeping that order. */
function firstPerParent(rows: Record<string, unknown>[], { limit, offset }: { limit: number; offset: number }): Record<string, unknown>[] {
  const seen = new Map<unknown, number>();
  return rows.filter((r) => {
    const n = (seen.get(r[PARENT]) ?? 0) + 1;
    seen.set(r[PARENT], n);
    return n > offset && n <= offset + limit;
  });
}

/**
 * The statements of a batched load for a list of keys: every row (at most MAX_RELATED_ROWS),
 * the rows of a per-parent limit capped at limit x (padded) keys, or those through a window.
 * `hidden`: key columns lookups need that the selection did not ask for.
 */
function relatedStatements(knex: Knex, other: RowCodec, kind: RelationKind, rel: RelationMeta | MmRelation, selection: RelatedSelection) {
  const ref = columnRef('__r');
  const { plan } = selection;
  // Lookups of the related rows join on their relation keys; they are dropped from the answer.
  const lookupKeys = relationKeys(other.meta, { hm: [], bt: [], mm: [] });
  const asked = plan ? plan.fields : other.physical.map((c) => c.cn);
  const hidden = lookupKeys.filter((cn) => !asked.includes(cn));
  const partition = kind === 'mm' ? `__j.${(rel as MmRelation).vcn}` : ref(rel.rcn);
  const select = (values: unknown[]) => {
    const qb =
      kind === 'mm'
        ? knex({ __r: rel.rtn }).join({ __j: (rel as MmRelation).vtn }, `__j.${(rel as MmRelation).vrcn}`, `__r.${rel.rcn}`)
        : knex({ __r: rel.rtn });
    qb.select([...asked, ...hidden].map(ref))
      .select({ [PARENT]: partition })
      .whereIn(partition, values as (string | number)[]);
    selectVirtuals(knex, qb, other.meta, '__r', other.sql);
    if (plan) applyFilter(qb, plan, { tableAlias: '__r' });
    return qb;
  };
  const { limit = 0, offset = 0 } = selection.perParent ?? {};
  const window = (values: unknown[]): Knex.QueryBuilder => {
    const sort = plan?.sort ?? [];
    // Knex calls the builder with the window clause as `this`; its types do not describe it.
    const clause = function (this: WindowClause) {
      this.partitionBy(partition);
      for (const s of sort) this.orderBy(ref(s.column), s.direction);
      if (!sort.length) this.orderBy(partition);
    };
    const qb = select(values).rowNumber(ROW_NUMBER, clause as never);
    return knex
      .select('*')
      .from(qb.as('__w'))
      .where(`__w.${ROW_NUMBER}`, '>', offset)
      .andWhere(`__w.${ROW_NUMBER}`, '<=', offset + limit)
      .orderBy([`__w.${PARENT}`, `__w.${ROW_NUMBER}`]);
  };
  return {
    hidden,
    all: (values: unknown[]) => {
      const qb = select(values);
      if (plan) applySort(qb, plan.sort, ref);
      return qb.limit(MAX_RELATED_ROWS);
    },
    // By parent first: PostgreSQL would otherwise walk the sort's index (the key's, by default)
    // looking for the parents' rows, as a LIMIT promises to stop early. One row past the cap tells
    // that it was reached.
    capped: (values: unknown[]) => {
      const qb = select(values).orderBy(partition);
      if (plan) applySort(qb, plan.sort, ref);
      return qb.limit(paddedCount(values.length) * (offset + limit) + 1);
    },
    window,
  };
}

/**
 * Adds `<Child>List` (hm), `<Other>MMList` (mm) and `<Parent>Read` (bt) to each API row
 * (`embeddedKey`; with the column when asked by one: `<Child>_<column>List`). One
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
      const { rel, column } = findRelation(meta, tables, kind, name, 400);
      const { other, byParent } = await loadRelated(
        knex,
        client,
        tables,
        meta,
        kind,
        rel,
        dbRows.map((r) => r[rel.cn]),
      );
      const key = embeddedKey(kind, other.meta._tn, column);
      dbRows.forEach((r, i) => {
        const found = r[rel.cn] === null || r[rel.cn] === undefined ? undefined : byParent.get(String(r[rel.cn]));
        apiRows[i]![key] = kind === 'bt' ? (found?.[0] ?? null) : (found ?? []);
      });
    }
  }
}
