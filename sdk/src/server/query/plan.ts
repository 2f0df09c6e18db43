/**
 * The guard's entry points: request parameters (express `req.query` as is) + table meta -> a
 * checked plan -> knex calls. `planQuery` is pure (no knex), so a route can reuse one plan for
 * the page and for its count (`applyWhere` alone).
 */
import type { Knex } from 'knex';
import type { TableMeta } from '../../entities.js';
import { applySort, applyWhere, columnRef } from './apply.js';
import { combineWhere, type WhereNode } from './ast.js';
import { ColumnIndex } from './columns.js';
import { applyConditionGraph, resolveConditionGraph, type ResolvedConditionGraph } from './condition-graph.js';
import { queryError } from './errors.js';
import { queryLimits, type QueryLimits } from './limits.js';
import { parseFields, parseSort, type SortItem } from './list.js';
import { parsePage } from './page.js';
import { parseWhere } from './parse-where.js';
import { resolveWhere, type ResolvedWhere } from './resolve.js';
import { sqlFamily } from './sql-family.js';

/** What a list request may carry; every member is unknown because it comes from the client. */
export interface QueryParams {
  where?: unknown;
  sort?: unknown;
  fields?: unknown;
  limit?: unknown;
  offset?: unknown;
  /** Filters through relations (JSON text or object); needs `QueryOptions.tables`. */
  conditionGraph?: unknown;
}

export interface QueryOptions {
  /** Knex client name of the database (`pg`, `mysql2`, `sqlite3`, `better-sqlite3`, `mssql`). */
  client: string;
  /** Table name or alias to qualify columns with, for queries that join; default unqualified. */
  tableAlias?: string;
  limits?: Partial<QueryLimits>;
  /**
   * A filter built in code (shared view, grid), ANDed with `where`. An option rather than a
   * parameter so that passing `req.query` as the parameters can never supply it.
   */
  filter?: WhereNode;
  /**
   * Appends the primary key (ascending) to the sort, so pages stay stable when sorted values
   * repeat or no sort was asked for. Default true.
   */
  stableSort?: boolean;
  /**
   * The other tables of the database, for `conditionGraph`; without them a condition graph is
   * refused (400).
   */
  tables?: readonly TableMeta[];
}

export interface QueryPlan {
  where: ResolvedWhere | undefined;
  /** Conditions through relations (`EXISTS` sub-queries), ANDed with `where`. */
  graph?: ResolvedConditionGraph;
  sort: SortItem[];
  /** Physical column names to select. */
  fields: string[];
  limit: number;
  offset: number;
}

export function planQuery(meta: TableMeta, params: QueryParams, options: QueryOptions): QueryPlan {
  const limits = queryLimits(options.limits);
  const columns = ColumnIndex.of(meta, sqlFamily(options.client));
  const parsed = parseWhere(text(params.where, 'where'), limits);
  const where = combineWhere(options.filter, parsed);
  const sort = parseSort(text(params.sort, 'sort'), columns, limits);
  if (options.stableSort !== false) {
    for (const pk of columns.primaryKey()) if (!sort.some((s) => s.column === pk.cn)) sort.push({ column: pk.cn, direction: 'asc' });
  }
  const hasGraph = params.conditionGraph !== undefined && params.conditionGraph !== null && params.conditionGraph !== '';
  if (hasGraph && !options.tables) throw queryError('conditionGraph is not supported here');
  const graph = hasGraph
    ? resolveConditionGraph(params.conditionGraph, meta, options.tables!, sqlFamily(options.client), limits)
    : undefined;
  return {
    where: where && resolveWhere(where, columns, limits),
    ...(graph && { graph }),
    sort,
    fields: parseFields(text(params.fields, 'fields'), columns, limits),
    ...parsePage(params.limit, params.offset, limits),
  };
}

/** Adds the plan's select, where, order, limit and offset to `qb`. */
export function applyPlan(qb: Knex.QueryBuilder, plan: QueryPlan, options: Pick<QueryOptions, 'tableAlias'> = {}): Knex.QueryBuilder {
  const ref = columnRef(options.tableAlias);
  qb.select(plan.fields.map(ref));
  applyFilter(qb, plan, options);
  applySort(qb, plan.sort, ref);
  qb.limit(plan.limit);
  if (plan.offset > 0) qb.offset(plan.offset);
  return qb;
}

/** The plan's where and condition graph alone: what a count or a change by filter applies. */
export function applyFilter(
  qb: Knex.QueryBuilder,
  plan: Pick<QueryPlan, 'where' | 'graph'>,
  options: Pick<QueryOptions, 'tableAlias'> = {},
): Knex.QueryBuilder {
  applyWhere(qb, plan.where, columnRef(options.tableAlias));
  if (plan.graph) applyConditionGraph(qb, plan.graph, options.tableAlias ?? plan.graph.table);
  return qb;
}

/** `planQuery` + `applyPlan`: the one call a list route makes. Throws HttpError 400. */
export function applyQuery(qb: Knex.QueryBuilder, meta: TableMeta, params: QueryParams, options: QueryOptions): Knex.QueryBuilder {
  return applyPlan(qb, planQuery(meta, params, options), options);
}

/** A query-string parameter as one string (`?where=a&where=b` arrives as an array). */
function text(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw queryError(`${name} must be given once, as text`);
  return value;
}
