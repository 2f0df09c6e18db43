import type { TableMeta } from '@plinth/sdk';
import type { ListQuery, QueryPlan } from '@plinth/sdk/server';
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
  pages: Lru<string, CompiledPage>;
  reads: Map<TableMeta, { sql: string; bindings: readonly unknown[]; keys: number[] } | null>;
}
const caches = new WeakMap<readonly TableMeta[], Map<string, MetaCaches>>();

/** Off: every request builds its SQL through knex as before (tests compare both paths). */
export const compiledPaths = { enabled: true };

function cachesOf(t: Pick<TableContext, 'tables' | 'db'>): MetaCaches {
  let byClient = caches.get(t.tables);
  if (!byClient) caches.set(t.tables, (byClient = new Map()));
  const client = t.db.dialect.client;
  let found = byClient.get(client);
  if (!found) byClient.set(client, (found = { pages: new Lru(PAGES_PER_META), reads: new Map() }));
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
  const { pages } = cachesOf(t);
  let page = pages.get(key);
  if (!page) pages.set(key, (page = build()));
  return page;
}

/** How many list shapes are kept for the project meta `tables` on `db` (tests). */
export const compiledPages = (tables: readonly TableMeta[], db: TableContext['db']) =>
  cachesOf({ tables: tables as TableMeta[], db }).pages.size;

/** Whether the page statements of `t`'s database run compiled. */
export const compiledDb = (t: TableContext) => compiledPaths.enabled && compiles(t.db.knex);

/** Stand-ins for key values while a read's SQL is built; each request's values take their places. */
const marker = (i: number) => `\u0000plinth-key-${i}\u0000`;

/**
 * A read by key as compiled SQL: built once per table with markers for the key values, whose
 * places in the bindings are then filled with the request's values. `build` makes the query of
 * a given key object; undefined where the generic path runs.
 */
export function compiledRead(
  t: TableContext,
  key: Record<string, unknown>,
  build: (key: Record<string, unknown>) => Parameters<typeof compile>[0],
): CompiledSql | undefined {
  if (!compiledDb(t)) return undefined;
  const { reads } = cachesOf(t);
  let shape = reads.get(t.codec.meta);
  if (shape === undefined) {
    const columns = Object.keys(key);
    const built = compile(build(Object.fromEntries(columns.map((cn, i) => [cn, marker(i)]))));
    const keys = columns.map((_, i) => built.bindings.indexOf(marker(i)));
    shape = keys.every((k) => k >= 0) ? { ...built, keys } : null;
    reads.set(t.codec.meta, shape);
  }
  if (!shape) return undefined;
  const bindings = [...shape.bindings];
  const values = Object.values(key);
  shape.keys.forEach((at, i) => (bindings[at] = values[i]));
  return { sql: shape.sql, bindings };
}

/** Exact counts compiled per plan: list plans are kept per shape above, so a repeated list reuses its count's statement. */
const counts = new WeakMap<QueryPlan, CompiledSql>();

/** The COUNT of `plan`'s filter as compiled SQL (built by `build` once per plan); undefined where the generic path runs. */
export function compiledCount(t: TableContext, plan: QueryPlan, build: () => Parameters<typeof compile>[0]): CompiledSql | undefined {
  if (!compiledDb(t)) return undefined;
  let count = counts.get(plan);
  if (!count) counts.set(plan, (count = compile(build())));
  return count;
}
