/**
 * The SQL editor on MySQL / MariaDB: each statement on a connection of the editor's own (mysql2
 * runs one statement per query), streamed so that rows past `maxRows` are dropped as they come;
 * a statement that runs too long is cancelled on the server with `KILL QUERY` from a second
 * connection. Read-only statements run in `START TRANSACTION READ ONLY`.
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

/** The part of a mysql2 (callback) connection used here. */
interface MysqlConnection {
  threadId: number | null;
  query(options: { sql: string; rowsAsArray?: boolean }): QueryStream;
  on(event: 'error', listener: (err: Error) => void): void;
}
interface QueryStream {
  on(event: 'fields', listener: (fields: { name: string }[] | undefined) => void): QueryStream;
  on(event: 'result', listener: (row: unknown) => void): QueryStream;
  on(event: 'error', listener: (err: Error & { errno?: number }) => void): QueryStream;
  on(event: 'end', listener: () => void): QueryStream;
}

/** A result packet of a statement that returns no rows. */
const isOkPacket = (row: unknown): row is { affectedRows: number } =>
  typeof row === 'object' && row !== null && !Array.isArray(row) && 'affectedRows' in row;

function stream(connection: MysqlConnection, sql: string, maxRows: number): Promise<Omit<RawStatementResult, 'durationMs'>> {
  return new Promise((resolve, reject) => {
    let fields: string[] = [];
    const rows: unknown[][] = [];
    let truncated = false;
    let affectedRows: number | null = null;
    connection
      .query({ sql, rowsAsArray: true })
      .on('fields', (f) => void (fields = (f ?? []).map((x) => x.name)))
      .on('result', (row) => {
        if (isOkPacket(row)) affectedRows = row.affectedRows;
        else if (rows.length < maxRows) rows.push(row as unknown[]);
        else truncated = true;
      })
      .on('error', reject)
      .on('end', () => resolve({ fields, rows, truncated, affectedRows }));
  });
}

const simple = (connection: MysqlConnection, sql: string) => stream(connection, sql, 0);

/** Statements that only read; the rest are refused in read-only mode before they run. */
const READING = new Set(['select', 'show', 'describe', 'desc', 'explain', 'with', 'values', 'table', 'help']);

/**
 * Why a statement may not run read-only, or undefined. A READ ONLY transaction stops writes to
 * rows, but MySQL / MariaDB commit DDL implicitly before it runs, so DDL (and anything else that
 * is not a read) is refused by its first word; a SELECT that writes a file too.
 */
function readOnlyRefusal(sql: string): string | undefined {
  const bare = sql.replace(/--[^\n]*|#[^\n]*|\/\*[\s\S]*?(\*\/|$)/g, ' ').replace(/^[\s(]+/, '');
  const first = /^[a-z]+/i.exec(bare)?.[0]?.toLowerCase() ?? '';
  const stripped = bare.replace(/'(?:[^'\\]|\\.|'')*'|"(?:[^"\\]|\\.|"")*"|`(?:[^`]|``)*`/g, ' ');
  if (!READING.has(first) || /\binto\s+(outfile|dumpfile)\b/i.test(stripped))
    return 'Read-only mode runs only statements that read (SELECT, SHOW, DESCRIBE, EXPLAIN)';
  return undefined;
}

async function runOne(knex: Knex, connection: MysqlConnection, sql: string, options: RawRunOptions): Promise<RawStatementResult> {
  const refused = options.readOnly ? readOnlyRefusal(sql) : undefined;
  if (refused) throw new RawStatementFailure(refused, false);
  const started = performance.now();
  let timedOut = false;
  // The statement is stopped on the server: a client that only stopped waiting would leave it running.
  const timer = setTimeout(() => {
    timedOut = true;
    if (connection.threadId !== null) knex.raw('KILL QUERY ?', [connection.threadId]).catch(() => undefined);
  }, options.timeoutMs);
  try {
    if (options.readOnly) await simple(connection, 'START TRANSACTION READ ONLY');
    const result = await stream(connection, sql, options.maxRows);
    if (options.readOnly) await simple(connection, 'COMMIT');
    return { ...result, durationMs: performance.now() - started };
  } catch (err) {
    if (options.readOnly) await simple(connection, 'ROLLBACK').catch(() => undefined);
    throw timedOut ? new RawStatementFailure(rawTimeoutMessage(options.timeoutMs), true) : err;
  } finally {
    clearTimeout(timer);
  }
}

export function runMysqlRaw(knex: Knex, statements: readonly string[], options: RawRunOptions): Promise<RawRunAnswer> {
  return runOnRawConnection<MysqlConnection>(knex, statements, (connection, sql) => runOne(knex, connection, sql, options));
}
