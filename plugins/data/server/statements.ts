import type { EventEmitter } from 'node:events';
import type { Knex } from '@plinth/sdk/server';
import { runPg, type PgConnection } from './pg-statements.js';

type DbRow = Record<string, unknown>;

/** A statement built once: its text (values as placeholders) and the bindings to run it with. */
export interface CompiledSql {
  /** The text with the driver's own placeholders (`$1` for PostgreSQL, `?` elsewhere). */
  readonly sql: string;
  readonly bindings: readonly unknown[];
  /**
   * PostgreSQL: the named statement to run it as (`pgName`: its text and its meta's generation);
   * unnamed without one.
   */
  readonly name?: string;
}

/** A bounded map that forgets its least recently used entry (Map keeps insertion order). */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(
    private readonly max: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const [oldest, old] = this.map.entries().next().value as [K, V];
      this.map.delete(oldest);
      this.onEvict?.(oldest, old);
    }
  }
}

/** Prepared statements kept per SQLite connection. */
const STATEMENTS_PER_CONNECTION = 200;

/** The part of a better-sqlite3 database and statement used here (and by the bulk insert). */
export interface SqliteStatement {
  readonly reader: boolean;
  all(params: unknown[]): unknown[];
  run(params: unknown[]): unknown;
}
export interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
interface MysqlConnection {
  query(options: { sql: string }, values: unknown[], done: (err: Error | null, rows: unknown) => void): void;
}
interface PoolClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

const sqliteStatements = new WeakMap<object, Lru<string, SqliteStatement>>();

/** As knex's better-sqlite3 client binds: dates as epoch milliseconds, booleans as 0 / 1. */
const sqliteValue = (value: unknown) => (value instanceof Date ? value.valueOf() : typeof value === 'boolean' ? Number(value) : value);

function runSqlite(connection: SqliteConnection, c: CompiledSql): DbRow[] {
  let cache = sqliteStatements.get(connection);
  if (!cache) sqliteStatements.set(connection, (cache = new Lru(STATEMENTS_PER_CONNECTION)));
  let statement = cache.get(c.sql);
  if (!statement) cache.set(c.sql, (statement = connection.prepare(c.sql)));
  const params = c.bindings.map(sqliteValue);
  if (statement.reader) return statement.all(params) as DbRow[];
  statement.run(params);
  return [];
}

function runMysql(connection: MysqlConnection, c: CompiledSql): Promise<DbRow[]> {
  // `query` (text protocol), as knex runs it: the same value types as the generic path.
  return new Promise((resolve, reject) =>
    connection.query({ sql: c.sql }, c.bindings as unknown[], (err, rows) => (err ? reject(err) : resolve(rows as DbRow[]))),
  );
}

/** Whether `runCompiled` runs statements of this knex client on its connection directly. */
export function compiles(knex: Knex): boolean {
  const driver = (knex.client as { driverName?: string }).driverName;
  return driver === 'better-sqlite3' || driver === 'pg' || driver === 'mysql2';
}

/** As knex names a statement that ran out of time (callers check the name). */
function timeoutError(ms: number): Error {
  const err = new Error(`Defined query timeout of ${ms}ms exceeded when running query.`);
  err.name = 'KnexTimeoutError';
  return err;
}

/**
 * `run` within `ms`: past it the server is asked to cancel the statement (knex's `cancelQuery`:
 * PostgreSQL's pg_cancel_backend, MySQL's KILL QUERY, from another connection) and a
 * KnexTimeoutError is thrown once the statement has stopped, so its connection goes back idle.
 */
async function within<T>(ms: number | undefined, run: Promise<T>, cancel: () => Promise<unknown>): Promise<T> {
  if (ms === undefined) return run;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(timeoutError(ms)), ms)));
  try {
    return await Promise.race([run, late]);
  } catch (err) {
    if ((err as Error).name === 'KnexTimeoutError') {
      await cancel().catch(() => undefined);
      await run.catch(() => undefined);
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs a compiled select (or a write without answer) on a pooled connection of `knex` (the
 * transaction's own when `knex` is one), without knex's query building and runner: SQLite reuses
 * the connection's prepared statement, PostgreSQL a named statement parsed once per connection
 * (`runPg`: where naming is safe, else unnamed).
 * `timeoutMs` bounds it on PostgreSQL and MySQL (SQLite runs in-process: not cut short).
 */
export async function runCompiled(knex: Knex, c: CompiledSql, timeoutMs?: number): Promise<DbRow[]> {
  const client = knex.client as EventEmitter;
  // As knex's runner reports each statement's end (`Server-Timing` counts a statement then), only
  // when someone listens.
  if (!client.listenerCount('query-response') && !client.listenerCount('query-error')) return runAcquired(knex, c, timeoutMs);
  const query = { __knexQueryUid: `plinth-${++queryUids}`, method: 'select', sql: c.sql, bindings: c.bindings };
  try {
    const rows = await runAcquired(knex, c, timeoutMs, query);
    client.emit('query-response', rows, query);
    return rows;
  } catch (err) {
    client.emit('query-error', err, query);
    throw err;
  }
}
let queryUids = 0;

async function runAcquired(knex: Knex, c: CompiledSql, timeoutMs?: number, query?: { __knexQueryUid: string }): Promise<DbRow[]> {
  const client = knex.client as PoolClient & EventEmitter & { driverName?: string; cancelQuery?(connection: unknown): Promise<unknown> };
  const inTransaction = (knex as Knex & { isTransaction?: boolean }).isTransaction === true;
  const connection = await client.acquireConnection();
  // As knex's runner announces each statement: query logs and statement counts see these too.
  if (client.listenerCount('query')) {
    const { __knexUid, __knexTxId } = connection as { __knexUid?: string; __knexTxId?: string };
    client.emit('query', { ...query, __knexUid, __knexTxId, method: 'select', sql: c.sql, bindings: c.bindings });
  }
  try {
    // The cancel steps are made inline, not as a named closure: under tsx each one made also gets its name set.
    switch (client.driverName) {
      case 'better-sqlite3':
        return runSqlite(connection as SqliteConnection, c);
      case 'pg':
        return await within(timeoutMs, runPg(connection as PgConnection, c.sql, c.bindings as unknown[], c.name, inTransaction), async () =>
          client.cancelQuery?.(connection),
        );
      case 'mysql2':
        return await within(timeoutMs, runMysql(connection as MysqlConnection, c), async () => client.cancelQuery?.(connection));
      default:
        return (await knex.raw(c.sql, c.bindings as Knex.RawBinding[])) as DbRow[];
    }
  } finally {
    // A transaction's connection stays with the transaction.
    if (!inTransaction) await client.releaseConnection(connection);
  }
}

/** A better-sqlite3 database as a transaction runner (its `transaction` wraps a function in BEGIN / COMMIT, ROLLBACK on a throw). */
interface SqliteTransactions extends SqliteConnection {
  transaction<F extends () => unknown>(fn: F): F;
}

/**
 * SQLite: `fn` in one transaction on a pooled connection, its statements (`run`) executed at once,
 * synchronously: nothing else runs on the connection meanwhile, and no knex transaction object is
 * made (knex builds one per call). Statements are announced as `runCompiled` announces them.
 * Undefined (nothing run) when `knex` is not better-sqlite3 outside a transaction.
 */
export async function inSqliteTransaction<T>(knex: Knex, fn: (run: (c: CompiledSql) => DbRow[]) => T): Promise<T | undefined> {
  const client = knex.client as PoolClient & EventEmitter & { driverName?: string };
  if (client.driverName !== 'better-sqlite3' || (knex as Knex & { isTransaction?: boolean }).isTransaction) return undefined;
  const connection = (await client.acquireConnection()) as SqliteTransactions;
  const run = (c: CompiledSql): DbRow[] => {
    if (!client.listenerCount('query') && !client.listenerCount('query-response')) return runSqlite(connection, c);
    const query = { __knexQueryUid: `plinth-${++queryUids}`, method: 'select', sql: c.sql, bindings: c.bindings };
    const { __knexUid } = connection as { __knexUid?: string };
    client.emit('query', { ...query, __knexUid });
    try {
      const rows = runSqlite(connection, c);
      client.emit('query-response', rows, query);
      return rows;
    } catch (err) {
      client.emit('query-error', err, query);
      throw err;
    }
  };
  try {
    return connection.transaction(() => fn(run))();
  } finally {
    await client.releaseConnection(connection);
  }
}

/** The native text and bindings of a knex query, built now and reused for every later request of its shape. */
export function compile(qb: Knex.QueryBuilder): CompiledSql {
  const { sql, bindings } = qb.toSQL().toNative();
  return { sql, bindings };
}
