import type { Knex } from '@plinth/sdk/server';
import { compiledWith } from './compiled.js';
import type { TableContext } from './service.js';
import { inSqliteTransaction, type SqliteConnection, type SqliteStatement } from './statements.js';

type DbRow = Record<string, unknown>;

/** Statements kept per connection: a bulk insert repeats the same few shapes (chunk sizes). */
const STATEMENTS_PER_CONNECTION = 16;
const statements = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** As knex's better-sqlite3 client binds: dates as epoch milliseconds, booleans as 0 / 1. */
const bound = (value: unknown) => (value instanceof Date ? value.valueOf() : typeof value === 'boolean' ? Number(value) : value);

/** The better-sqlite3 database under a knex transaction, or null (not a transaction, or another driver). */
async function connectionOf(trx: Knex): Promise<SqliteConnection | null> {
  if (!(trx as Knex & { isTransaction?: boolean }).isTransaction) return null;
  const client = trx.client as { acquireConnection?(): Promise<unknown> };
  const connection = await client.acquireConnection?.();
  return connection && typeof (connection as SqliteConnection).prepare === 'function' ? (connection as SqliteConnection) : null;
}

function prepared(connection: SqliteConnection, sql: string): SqliteStatement {
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (statement) return statement;
  statement = connection.prepare(sql);
  if (cache.size >= STATEMENTS_PER_CONNECTION) cache.delete(cache.keys().next().value!);
  cache.set(sql, statement);
  return statement;
}

/**
 * One multi-row `insert ... values (...), (...) returning <key>` of rows naming `columns`, on the
 * transaction's SQLite connection through a prepared statement kept for the next chunk of the
 * same shape: knex would re-parse the text to bind each of its thousands of values and SQLite
 * would compile it again for every chunk. Names come from the table meta, quoted; values are
 * bound. Answers the returned keys, or null when the transaction is not on better-sqlite3.
 */
export async function insertPrepared(
  trx: Knex,
  tn: string,
  columns: readonly string[],
  rows: readonly DbRow[],
  pk: readonly string[],
): Promise<DbRow[] | null> {
  const connection = await connectionOf(trx);
  if (!connection || columns.length === 0) return null;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const returning = pk.length ? ` returning ${pk.map(quoted).join(', ')}` : '';
  const sql = `insert into ${quoted(tn)} (${columns.map(quoted).join(', ')}) values ${rows.map(() => tuple).join(', ')}${returning}`;
  const params: unknown[] = [];
  for (const row of rows) for (const c of columns) params.push(bound(row[c]));
  const statement = prepared(connection, sql);
  if (statement.reader) return statement.all(params) as DbRow[];
  statement.run(params);
  return rows.map(() => ({}));
}

/**
 * One row's insert and its read back on SQLite as compiled statements in one transaction run at
 * once (`inSqliteTransaction`), as the generic path does them through a knex transaction. Answers
 * the written row (wrapped: it was written, whatever it holds), or undefined where the generic path runs (another driver, no primary key, a
 * shape that does not compile).
 */
export async function insertSqliteRow(t: TableContext, row: DbRow): Promise<{ row: DbRow } | undefined> {
  const pk = t.codec.primaryKey;
  const { tn } = t.codec.meta;
  const { knex } = t.db;
  if (t.codec.sql !== 'sqlite' || !pk.length) return undefined;
  const insert = compiledWith(t, 'insert', row, (r) =>
    knex(tn)
      .insert(r)
      .returning(pk.map((c) => c.cn)),
  );
  const one = (k: DbRow) => knex(tn).where(k).first();
  // The read's shape depends on the key's column names only: compiled (or not) before anything runs.
  if (!insert || !compiledWith(t, 'row', Object.fromEntries(pk.map((c) => [c.cn, null])), one)) return undefined;
  return inSqliteTransaction(knex, (run) => {
    const [returned] = run(insert);
    const read = compiledWith(t, 'row', Object.fromEntries(pk.map((c) => [c.cn, returned?.[c.cn]])), one)!;
    return { row: run(read)[0]! };
  });
}
