import type { TableMeta } from '@plinth/sdk';
import type { ListQuery, QueryPlan } from '@plinth/sdk/server';
import { pgName } from './pg-statements.js';
import { compile, compiles, Lru, type CompiledSql } from './statements.js';
import type { TableContext } from './service.js';

/**
 * Compiled request paths: a list page's plan and SQL built once per table and query string, a
 * read's SQL once per table, then reused with only values bound. Kept per project meta (the
 * `tables` list, replaced by the projects plugin on every schema or meta change), so a change
 * drops them all; bounded per meta.
 */
export const PAGES_PER_META = 500;

/** What a list request of one shape needs besides its rows: built by `build` on the first request. */
export interface CompiledPage {
  plan: QueryPlan;
  /** Key columns selected for relations only, removed from the answer (their API names). */
  hiddenAliases: string[];
  hidden: string[];
  /** The page's statement, or undefined where the generic path runs (SQL Server). */
  page: CompiledSql | undefined;
}

interface MetaCaches {
  /** Gives a statement built for this meta its PostgreSQL name (`pgName` with the meta's generation). */
  named: (c: CompiledSql) => CompiledSql;
  pages: Lru<string, CompiledPage>;
  /** Reads and writes by column set (`withValues`). */
  shapes: Lru<string, Shape>;
  /** Relation loads (`related`) by table, relation and query. */
  relations: Lru<string, unknown>;
}
const caches = new WeakMap<readonly TableMeta[], Map<string, MetaCaches>>();
/** Each shape cache's `named` (the statements kept in it are built for its meta). */
const namers = new WeakMap<Lru<string, Shape>, MetaCaches['named']>();
let generations = 0;

/**
 * PostgreSQL statements get names carrying `generation` (one per caches object, so per meta: a
 * schema change replaces the meta and every name, and an old plan never answers for a changed
 * table); statements of other drivers stay as they are.
 */
function namer(client: string, generation: number): MetaCaches['named'] {
  return client === 'pg' ? (c) => ({ ...c, name: pgName(c.sql, generation) }) : (c) => c;
}

/** Off: every request builds its SQL through knex as before (tests compare both paths). */
export const compiledPaths = { enabled: true };

function cachesOf(t: Pick<TableContext, 'tables' | 'db'>): MetaCaches {
  return cachesIn(t.tables, t.db.dialect.client);
}

function cachesIn(tables: readonly TableMeta[], client: string): MetaCaches {
  let byClient = caches.get(tables);
  if (!byClient) caches.set(tables, (byClient = new Map()));
  let found = byClient.get(client);
  if (!found) {
    found = {
      named: namer(client, ++generations),
      pages: new Lru(PAGES_PER_META),
      shapes: new Lru(PAGES_PER_META),
      relations: new Lru(PAGES_PER_META),
    };
    byClient.set(client, found);
    namers.set(found.shapes, found.named);
  }
  return found;
}

/** The list request's shape as a cache key: table and every parameter that changes the SQL or the answer. */
export function pageKey(tn: string, query: ListQuery): string {
  const { where, sort, fields, limit, offset, conditionGraph, hm, bt, mm } = query;
  return JSON.stringify([tn, where, sort, fields, limit, offset, conditionGraph, hm, bt, mm]);
}

/** The compiled page of `key`, built by `build` (which throws 400 for bad input: nothing is kept then). */
export function compiledPage(t: TableContext, key: string, build: () => CompiledPage): CompiledPage {
  if (!compiledPaths.enabled) return build();
  const { pages, named } = cachesOf(t);
  let page = pages.get(key);
  if (!page) {
    page = build();
    if (page.page) page.page = named(page.page);
    pages.set(key, page);
  }
  return page;
}

/**
 * What a relation load of one shape needs (`key`: table, relation and query), built by `build` on
 * the first load (which throws 400 / 404 for bad input: nothing is kept then).
 */
export function compiledRelation<T>(t: TableContext, key: string, build: () => T): T {
  if (!compiledPaths.enabled) return build();
  const { relations } = cachesOf(t);
  let found = relations.get(key) as T | undefined;
  if (found === undefined) relations.set(key, (found = build()));
  return found;
}

/** How many list shapes are kept for the project meta `tables` on `db` (tests). */
export const compiledPages = (tables: readonly TableMeta[], db: TableContext['db']) =>
  cachesOf({ tables: tables as TableMeta[], db }).pages.size;

/** Whether the page statements of `t`'s database run compiled. */
export const compiledDb = (t: TableContext) => compiledPaths.enabled && compiles(t.db.knex);

/** Stand-ins for request values while a statement is built; each request's values take their places. */
const marker = (i: number) => `\u0000plinth-value-${i}\u0000`;

type Shape = (CompiledSql & { places: number[] }) | null;

/**
 * A statement of one shape (`key`: table, kind and column names) as compiled SQL: built once with
 * markers for `values`, whose places in the bindings are then filled with each call's values.
 * `build` makes the query of a given values object; undefined where the generic path runs.
 */
function withValues(
  t: TableContext,
  key: string,
  values: Record<string, unknown>,
  build: (values: Record<string, unknown>) => Parameters<typeof compile>[0],
): CompiledSql | undefined {
  if (!compiledDb(t)) return undefined;
  return shaped(cachesOf(t).shapes, key, values, build);
}

/** `withValues` once the driver is known to run compiled statements. */
function shaped(
  shapes: Lru<string, Shape>,
  key: string,
  values: Record<string, unknown>,
  build: (values: Record<string, unknown>) => Parameters<typeof compile>[0],
): CompiledSql | undefined {
  let shape = shapes.get(key);
  if (shape === undefined) {
    const columns = Object.keys(values);
    const built = compile(build(Object.fromEntries(columns.map((cn, i) => [cn, marker(i)]))));
    const places = columns.map((_, i) => built.bindings.indexOf(marker(i)));
    // Every marker bound exactly once, or the generic path stays.
    const once = built.bindings.filter((b) => typeof b === 'string' && b.startsWith('\u0000plinth-value-')).length === columns.length;
    const named = namers.get(shapes) ?? ((c: CompiledSql) => c);
    shape = once && places.every((at) => at >= 0) ? { ...named(built), places } : null;
    shapes.set(key, shape);
  }
  if (!shape) return undefined;
  const bindings = [...shape.bindings];
  const list = Object.values(values);
  shape.places.forEach((at, i) => (bindings[at] = list[i]));
  return { sql: shape.sql, bindings, name: shape.name };
}

/** A read by key (`build` makes the query of a key object), compiled once per table. */
export function compiledRead(
  t: TableContext,
  key: Record<string, unknown>,
  build: (key: Record<string, unknown>) => Parameters<typeof compile>[0],
): CompiledSql | undefined {
  return withValues(t, `read\u0000${t.codec.meta.tn}\u0000${Object.keys(key).join('\u0000')}`, key, build);
}

/** A statement writing or reading `values` of table `t` (`kind` names what `build` makes), compiled once per column set. */
export function compiledWith(
  t: TableContext,
  kind: string,
  values: Record<string, unknown>,
  build: (values: Record<string, unknown>) => Parameters<typeof compile>[0],
): CompiledSql | undefined {
  return withValues(t, `${kind}\u0000${t.codec.meta.tn}\u0000${Object.keys(values).join('\u0000')}`, values, build);
}

/** The key count a batched load's statement is built for: the next power of two, so a handful of statements serve every list size. */
export const paddedCount = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, n)));

/**
 * A batched relation load (`kind`: the relation and what it selects, without request values) for
 * `keys` as compiled SQL: built once per shape and key count by `build`, which makes the query of
 * a list of keys. The count is rounded up to a power of two by repeating the last key (an IN list
 * answers the same with a repeated value), so a relation keeps a handful of statements whatever
 * the page size. Undefined where the generic path runs.
 */
export function compiledRelated(
  knex: TableContext['db']['knex'],
  client: string,
  tables: readonly TableMeta[],
  kind: string,
  keys: readonly unknown[],
  build: (keys: unknown[]) => Parameters<typeof compile>[0],
): CompiledSql | undefined {
  if (!compiledPaths.enabled || !compiles(knex) || !keys.length) return undefined;
  const size = paddedCount(keys.length);
  const padded = keys.concat(Array.from({ length: size - keys.length }, () => keys[keys.length - 1]));
  const values = Object.fromEntries(padded.map((k, i) => [i, k]));
  return shaped(cachesIn(tables, client).shapes, `related\u0000${kind}\u0000${size}`, values, (v) => build(Object.values(v)));
}

/** Exact counts compiled per plan: list plans are kept per shape above, so a repeated list reuses its count's statement. */
const counts = new WeakMap<QueryPlan, CompiledSql>();

/** The COUNT of `plan`'s filter as compiled SQL (built by `build` once per plan); undefined where the generic path runs. */
export function compiledCount(t: TableContext, plan: QueryPlan, build: () => Parameters<typeof compile>[0]): CompiledSql | undefined {
  if (!compiledDb(t)) return undefined;
  let count = counts.get(plan);
  if (!count) counts.set(plan, (count = cachesOf(t).named(compile(build()))));
  return count;
}
