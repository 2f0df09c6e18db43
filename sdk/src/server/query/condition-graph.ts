/**
 * Filters through relations (`conditionGraph`, 001 section 7): "customers having an order with
 * amount > 100", "orders whose customer's country is DE". The graph is JSON; every table name is
 * looked up among the relations in meta, every `where` goes through the guard against the related
 * table, and the result compiles to correlated `EXISTS` / `NOT EXISTS` sub-queries whose only
 * identifiers are names from meta and whose values are bindings.
 *
 * ```json
 * { "orders": { "relation": "hm", "where": "(amount,gt,100)" } }
 * { "customers": { "relation": "bt", "where": "(country,eq,DE)" } }
 * { "tags": { "relation": "mm", "where": "(label,eq,vip)", "not": true } }
 * { "orders": { "relation": "hm", "conditionGraph": { "products": { "relation": "bt", "where": "(price,gt,10)" } } } }
 * ```
 *
 * Keys are related tables (name or alias) reached from the table through a relation of the
 * stated kind; entries of one object are ANDed. `where` is the usual where text (optional: "has
 * any"); `not: true` asks for rows with no such related row; `conditionGraph` nests (depth and
 * size bounded by the query limits).
 */
import type { Knex } from 'knex';
import type { RelationMeta, TableMeta } from '../../entities.js';
import { applyWhere, columnRef } from './apply.js';
import { ColumnIndex } from './columns.js';
import { queryError, shown } from './errors.js';
import type { QueryLimits } from './limits.js';
import { parseWhere } from './parse-where.js';
import { resolveWhere, type ResolvedWhere } from './resolve.js';
import type { SqlFamily } from './sql-family.js';

export type ConditionRelation = 'hm' | 'bt' | 'mm';

/** One entry of a condition graph, as the client writes it. */
export interface ConditionGraphEntry {
  relation: ConditionRelation;
  where?: string;
  not?: boolean;
  conditionGraph?: ConditionGraph;
}

/** Related table (name or alias) -> condition on its rows; entries are ANDed. */
export type ConditionGraph = Record<string, ConditionGraphEntry>;

/** A checked condition: physical names from meta only. */
export interface ResolvedCondition {
  kind: ConditionRelation;
  not: boolean;
  /** The related table. */
  rtn: string;
  /** Column of the outer table and of the related table that the relation joins. */
  cn: string;
  rcn: string;
  /** Many-to-many: the junction table and its columns towards the outer and the related table. */
  junction?: { vtn: string; vcn: string; vrcn: string };
  where?: ResolvedWhere;
  nested: ResolvedCondition[];
}

export interface ResolvedConditionGraph {
  /** The table the graph filters (what correlated references name unless an alias is given). */
  table: string;
  conditions: ResolvedCondition[];
}

const ENTRY_KEYS = new Set(['relation', 'where', 'not', 'conditionGraph']);
const KINDS: readonly ConditionRelation[] = ['hm', 'bt', 'mm'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a condition graph (JSON text or a parsed object) against `meta` and the other tables of
 * its database. Throws HttpError 400 naming what is wrong; undefined when there is none.
 */
export function resolveConditionGraph(
  input: unknown,
  meta: TableMeta,
  tables: readonly TableMeta[],
  sql: SqlFamily,
  limits: QueryLimits,
): ResolvedConditionGraph | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  let graph: unknown = input;
  if (typeof input === 'string') {
    if (input.length > limits.maxGraphLength) throw queryError(`conditionGraph is longer than ${limits.maxGraphLength} characters`);
    try {
      graph = JSON.parse(input);
    } catch {
      throw queryError('conditionGraph is not valid JSON');
    }
  }
  const count = { relations: 0 };
  const conditions = resolveLevel(graph, meta, tables, sql, limits, 1, count);
  return conditions.length ? { table: meta.tn, conditions } : undefined;
}

function resolveLevel(
  graph: unknown,
  meta: TableMeta,
  tables: readonly TableMeta[],
  sql: SqlFamily,
  limits: QueryLimits,
  depth: number,
  count: { relations: number },
): ResolvedCondition[] {
  if (!isObject(graph)) throw queryError('conditionGraph must be a JSON object keyed by related table');
  if (depth > limits.maxGraphDepth) throw queryError(`conditionGraph nests deeper than ${limits.maxGraphDepth} levels`);
  return Object.entries(graph).map(([name, entry]) => {
    count.relations += 1;
    if (count.relations > limits.maxGraphRelations)
      throw queryError(`conditionGraph names more than ${limits.maxGraphRelations} relations`);
    if (!isObject(entry)) throw queryError(`conditionGraph entry '${shown(name)}' must be an object`);
    const unknownKey = Object.keys(entry).find((k) => !ENTRY_KEYS.has(k));
    if (unknownKey !== undefined) throw queryError(`Unknown key '${shown(unknownKey)}' in conditionGraph entry '${shown(name)}'`);
    const kind = entry.relation;
    if (typeof kind !== 'string' || !(KINDS as readonly string[]).includes(kind)) {
      throw queryError(`conditionGraph entry '${shown(name)}' needs "relation": "hm", "bt" or "mm"`);
    }
    if (entry.where !== undefined && typeof entry.where !== 'string')
      throw queryError(`where of conditionGraph entry '${shown(name)}' must be text`);
    if (entry.not !== undefined && typeof entry.not !== 'boolean')
      throw queryError(`not of conditionGraph entry '${shown(name)}' must be true or false`);

    const { rel, other } = relationTo(meta, tables, kind as ConditionRelation, name);
    const parsed = parseWhere(entry.where ?? '', limits);
    const condition: ResolvedCondition = {
      kind: kind as ConditionRelation,
      not: entry.not === true,
      rtn: other.tn,
      cn: rel.cn,
      rcn: rel.rcn,
      where: parsed && resolveWhere(parsed, ColumnIndex.of(other, sql), limits),
      nested: entry.conditionGraph === undefined ? [] : resolveLevel(entry.conditionGraph, other, tables, sql, limits, depth + 1, count),
    };
    if (kind === 'mm' && rel.vtn && rel.vcn && rel.vrcn) condition.junction = { vtn: rel.vtn, vcn: rel.vcn, vrcn: rel.vrcn };
    return condition;
  });
}

type AnyRelation = RelationMeta & Partial<{ vtn: string; vcn: string; vrcn: string }>;

function relationTo(
  meta: TableMeta,
  tables: readonly TableMeta[],
  kind: ConditionRelation,
  name: string,
): { rel: AnyRelation; other: TableMeta } {
  const list: AnyRelation[] = kind === 'hm' ? (meta.hasMany ?? []) : kind === 'bt' ? (meta.belongsTo ?? []) : (meta.manyToMany ?? []);
  for (const rel of list) {
    const other = tables.find((t) => t.tn === rel.rtn);
    // A table disabled in Meta Management is not there for the data APIs, filters included.
    if (other && other.enabled !== false && (other.tn === name || other._tn === name)) return { rel, other };
  }
  throw queryError(`No ${kind} relation '${shown(name)}' on '${meta._tn}' in conditionGraph`);
}

/**
 * Adds the graph's `EXISTS` sub-queries to `qb`. `outer` is how `qb` names the filtered table
 * (default its name). Sub-query tables get aliases of their own, so self-relations work.
 */
export function applyConditionGraph(
  qb: Knex.QueryBuilder,
  graph: ResolvedConditionGraph | undefined,
  outer: string = graph?.table ?? '',
): Knex.QueryBuilder {
  if (!graph) return qb;
  columnRef(outer);
  const next = { n: 0 };
  for (const c of graph.conditions) addCondition(qb, c, outer, next);
  return qb;
}

function addCondition(qb: Knex.QueryBuilder, c: ResolvedCondition, outer: string, next: { n: number }): void {
  const alias = `__cg${(next.n += 1)}`;
  const junction = c.junction ? `__cg${(next.n += 1)}` : undefined;
  const nestedConditions = c.nested;
  const sub = function (this: Knex.QueryBuilder) {
    this.select(`${alias}.${c.rcn}`).from({ [alias]: c.rtn });
    if (c.junction && junction) {
      this.join({ [junction]: c.junction.vtn }, `${junction}.${c.junction.vrcn}`, `${alias}.${c.rcn}`);
      this.whereRaw('?? = ??', [`${junction}.${c.junction.vcn}`, `${outer}.${c.cn}`]);
    } else {
      this.whereRaw('?? = ??', [`${alias}.${c.rcn}`, `${outer}.${c.cn}`]);
    }
    applyWhere(this, c.where, columnRef(alias));
    for (const n of nestedConditions) addCondition(this, n, alias, next);
  };
  if (c.not) qb.whereNotExists(sub);
  else qb.whereExists(sub);
}
