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

// Knex instances whose statements count once timing is in use. Their listeners are attached only
// then: a host without Server-Timing never runs them (two per statement otherwise). Weak: pools
// of closed projects go away.
const instrumented = new WeakSet<Knex>();
let waiting: WeakRef<Knex>[] = [];
let timingUsed = false;

/** Runs `fn` with a timing record (fresh unless given) that every instrumented knex adds to. */
export function runWithSqlTiming<T>(fn: () => T, timing: SqlTiming = { statements: 0, ms: 0 }): { timing: SqlTiming; result: T } {
  if (!timingUsed) {
    timingUsed = true;
    for (const ref of waiting) {
      const knex = ref.deref();
      if (knex) attachTiming(knex);
    }
    waiting = [];
  }
  return { timing, result: storage.run(timing, fn) };
}

export function currentSqlTiming(): SqlTiming | undefined {
  return storage.getStore();
}

/**
 * Makes every statement of this knex count towards the current request's `Server-Timing`.
 * Dialect plugins call it on the pools they open; the host calls it on the meta store.
 */
export function instrumentKnex(knex: Knex): Knex {
  if (instrumented.has(knex)) return knex;
  instrumented.add(knex);
  if (timingUsed) attachTiming(knex);
  else {
    if (waiting.length >= 1024) waiting = waiting.filter((ref) => ref.deref());
    waiting.push(new WeakRef(knex));
  }
  return knex;
}

function attachTiming(knex: Knex): void {
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
}

/** The header value: `sql;dur=1.8;desc="3"` (desc is the statement count). */
export function serverTimingValue(t: SqlTiming): string {
  return `sql;dur=${t.ms.toFixed(1)};desc="${t.statements}"`;
}
