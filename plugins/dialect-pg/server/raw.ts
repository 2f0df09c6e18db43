/**
 * The SQL editor on PostgreSQL: each statement through a cursor (the extended protocol, so one
 * statement only, and only `maxRows + 1` rows ever read), with `statement_timeout` set for it so
 * the server itself cancels a statement that runs too long. Read-only statements run in a
 * `BEGIN READ ONLY` transaction, the others on their own (VACUUM and the like cannot run in one).
 */
import {
  rawTimeoutMessage,
  RawStatementFailure,
  runOnRawConnection,
  type Knex,
  type RawRunAnswer,
  type RawRunOptions,
  type RawStatementResult,
} from '@plinth/sdk/server';
import { createRequire } from 'node:module';
import type { ClientBase, QueryResult } from 'pg';
import type CursorClass from 'pg-cursor';

/** pg-cursor loads pg's modules: required on the first statement run, not at the server's start. */
let Cursor: typeof CursorClass | undefined;

function readOnce(connection: ClientBase, sql: string, maxRows: number): Promise<{ rows: unknown[][]; result: QueryResult }> {
  Cursor ??= createRequire(import.meta.url)('pg-cursor') as typeof CursorClass;
  const cursor = connection.query(new Cursor<unknown[]>(sql, [], { rowMode: 'array' }));
  return new Promise((resolve, reject) => {
    cursor.read(maxRows + 1, (err, rows, result) => {
      cursor.close(() => (err ? reject(err) : resolve({ rows, result })));
    });
  });
}

const isTimeout = (err: unknown) => (err as { code?: string }).code === '57014';

async function runOne(connection: ClientBase, sql: string, options: RawRunOptions): Promise<RawStatementResult> {
  const started = performance.now();
  const timeout = `SET ${options.readOnly ? 'LOCAL ' : ''}statement_timeout = ${Math.max(1, Math.round(options.timeoutMs))}`;
  if (options.readOnly) {
    await connection.query('BEGIN READ ONLY');
    // A query before the statement: the transaction cannot be switched to read-write after it.
    await connection.query(timeout);
    await connection.query('SELECT 1');
  } else await connection.query(timeout);
  try {
    const { rows, result } = await readOnce(connection, sql, options.maxRows);
    if (options.readOnly) await connection.query('COMMIT');
    const fields = (result.fields ?? []).map((f) => f.name);
    return {
      fields,
      rows: rows.slice(0, options.maxRows),
      truncated: rows.length > options.maxRows,
      affectedRows: fields.length ? null : (result.rowCount ?? null),
      durationMs: performance.now() - started,
    };
  } catch (err) {
    if (options.readOnly) await connection.query('ROLLBACK').catch(() => undefined);
    throw isTimeout(err) ? new RawStatementFailure(rawTimeoutMessage(options.timeoutMs), true) : err;
  }
}

/** Each statement on a connection of its own (with the pool's search path), closed afterwards. */
export function runPgRaw(knex: Knex, statements: readonly string[], options: RawRunOptions): Promise<RawRunAnswer> {
  return runOnRawConnection<ClientBase>(knex, statements, (connection, sql) => runOne(connection, sql, options));
}
