/** The statement loop of the SQL editor the server dialects share (their statements run their own way). */
import type { Knex } from 'knex';
import type { RawRunAnswer, RawStatementResult } from '../dialect.js';

/** A statement's failure with the message to answer (a refusal, a timeout) rather than the driver's. */
export class RawStatementFailure extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

/** knex's client: a connection outside its pool, with the pool's settings. */
interface RawConnections<C> {
  acquireRawConnection(): Promise<C>;
  destroyRawConnection(connection: C): Promise<void>;
}

/**
 * Runs statements one by one on a connection of their own, closed afterwards: whatever they
 * leave behind (an open transaction, SET search_path, SET ROLE) never reaches the pool the APIs
 * use. The first failure stops the run and is answered with its index, never thrown.
 */
export async function runOnRawConnection<C extends { on(event: 'error', listener: (err: Error) => void): unknown }>(
  knex: Knex,
  statements: readonly string[],
  runOne: (connection: C, sql: string) => Promise<RawStatementResult>,
): Promise<RawRunAnswer> {
  const client = knex.client as unknown as RawConnections<C>;
  const connection = await client.acquireRawConnection();
  // A dropped connection fails the statement under way; without a listener it would end the process.
  connection.on('error', () => undefined);
  const results: RawStatementResult[] = [];
  try {
    for (const [index, sql] of statements.entries()) {
      try {
        results.push(await runOne(connection, sql));
      } catch (err) {
        const timedOut = err instanceof RawStatementFailure && err.timedOut;
        return { results, error: { index, message: (err as Error).message, timedOut } };
      }
    }
    return { results };
  } finally {
    await client.destroyRawConnection(connection).catch(() => undefined);
  }
}
