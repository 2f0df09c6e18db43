import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

/** SQL statements and time spent for one HTTP request. */
export interface SqlTiming {
  statements: number;
  ms: number;
}

// One store per process even if this module is loaded twice (test runners, linked plugins).
const KEY = Symbol.for('plinth.sqlTiming');
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<SqlTiming> | undefined>;
const storage: AsyncLocalStorage<SqlTiming> = (holder[KEY] ??= new AsyncLocalStorage<SqlTiming>());

/** Runs `fn` with a timing record (fresh unless given) that every instrumented knex adds to. */
export function runWithSqlTiming<T>(fn: () => T, timing: SqlTiming = { statements: 0, ms: 0 }): { timing: SqlTiming; result: T } {
  return { timing, result: storage.run(timing, fn) };
}

export function currentSqlTiming(): SqlTiming | undefined {
  return storage.getStore();
}

const instrumented = new WeakSet<object>();

/**
 * Makes every statement of this knex count towards the current request's `Server-Timing`.
 * Dialect plugins call it on the pools they open; the host calls it on the meta store.
 */
export function instrumentKnex(knex: Knex): Knex {
  if (instrumented.has(knex)) return knex;
  instrumented.add(knex);
  const started = new Map<string, { at: bigint; timing: SqlTiming }>();
  knex.on('query', (q: { __knexQueryUid?: string }) => {
    const timing = storage.getStore();
    if (timing && q.__knexQueryUid) started.set(q.__knexQueryUid, { at: process.hrtime.bigint(), timing });
  });
  const finish = (q: { __knexQueryUid?: string }) => {
    const uid = q?.__knexQueryUid;
    const entry = uid ? started.get(uid) : undefined;
    if (!entry) return;
    started.delete(uid!);
    entry.timing.statements += 1;
    entry.timing.ms += Number(process.hrtime.bigint() - entry.at) / 1e6;
  };
  knex.on('query-response', (_res: unknown, q: { __knexQueryUid?: string }) => finish(q));
  knex.on('query-error', (_err: unknown, q: { __knexQueryUid?: string }) => finish(q));
  return knex;
}

/** The header value: `sql;dur=1.8;desc="3"` (desc is the statement count). */
export function serverTimingValue(t: SqlTiming): string {
  return `sql;dur=${t.ms.toFixed(1)};desc="${t.statements}"`;
}
