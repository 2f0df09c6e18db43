/**
 * Role and user changes reach the other servers sharing the meta store: a revoked role must be
 * refused everywhere at once, not when a cached copy expires.
 */
import type { ClusterBus, Knex } from '@plinth/sdk/server';

/** The cluster bus channel of user and project-role changes (no payload: every copy is dropped). */
const ACCESS_CHANGED_CHANNEL = 'auth.accessChanged';

interface QueryEvent {
  sql?: unknown;
  __knexTxId?: string;
}

/**
 * Publishes once a write to one of `tables` is committed (at once outside a transaction, at the
 * COMMIT of its transaction otherwise: before that another server would read the old rows), and
 * calls `drop` when another server says so.
 */
export function tellOtherServers(db: Knex, tables: RegExp, bus: ClusterBus, drop: () => void): void {
  const writing = new Set<string>();
  bus.subscribe(ACCESS_CHANGED_CHANNEL, drop);
  const announce = () => void bus.publish(ACCESS_CHANGED_CHANNEL, {});
  db.on('query-response', (_r: unknown, q: QueryEvent) => {
    const sql = typeof q?.sql === 'string' ? q.sql : '';
    const tx = q.__knexTxId;
    if (/^\s*commit\b/i.test(sql)) {
      if (tx && writing.delete(tx)) announce();
    } else if (/^\s*rollback\b/i.test(sql)) {
      if (tx) writing.delete(tx);
    } else if (!/^\s*select\b/i.test(sql) && tables.test(sql)) {
      if (tx) writing.add(tx);
      else announce();
    }
  });
  db.on('query-error', (_e: unknown, q: QueryEvent) => {
    if (q?.__knexTxId && typeof q.sql === 'string' && /^\s*rollback\b/i.test(q.sql)) writing.delete(q.__knexTxId);
  });
}
