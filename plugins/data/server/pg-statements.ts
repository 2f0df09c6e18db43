import { createHash } from 'node:crypto';

type DbRow = Record<string, unknown>;

/** Named statements kept per PostgreSQL connection (a soft bound: see `runPg`). */
export const PG_NAMES_PER_CONNECTION = 200;

/** The part of a `pg` client used here, with the driver's own lists of named statements. */
export interface PgConnection {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: DbRow[] }>;
  connection?: { parsedStatements?: Record<string, string>; submittedNamedStatements?: Record<string, string> };
}

/** What this module knows of one connection's named statements. */
interface Names {
  /** Names the server has parsed on this connection, least recently used first (Map keeps insertion order). */
  readonly used: Map<string, true>;
  /** Names not to run again: DEALLOCATEd on the connection's next use outside a transaction. */
  readonly stale: Set<string>;
}
const byConnection = new WeakMap<object, Names>();

/**
 * A statement's name: its text and the generation of the meta it was built for (a schema change
 * replaces the meta, so its statements get new names and an old plan never answers for a changed
 * table). At most 63 bytes, PostgreSQL's limit for names.
 */
export function pgName(sql: string, generation: number): string {
  return `plinth_${generation.toString(36)}_${createHash('sha1').update(sql).digest('base64url').slice(0, 22)}`;
}

/** PostgreSQL refuses a named statement whose table changed since it was parsed, or one that is gone. */
const STALE_CODES = new Set([
  '0A000', // cached plan must not change result type
  '26000', // prepared statement does not exist
]);

/** Forgets `name` on the connection, in the driver's lists too (so it would be parsed anew). */
function forget(connection: PgConnection, names: Names, name: string): void {
  names.used.delete(name);
  names.stale.delete(name);
  const driver = connection.connection;
  if (driver?.parsedStatements) delete driver.parsedStatements[name];
  if (driver?.submittedNamedStatements) delete driver.submittedNamedStatements[name];
}

/**
 * DEALLOCATEs `name` and forgets it. Only ever called outside a transaction, on a connection this
 * process holds alone with nothing else running on it: a failed DEALLOCATE (the statement already
 * gone) then aborts nothing, and the driver's list is changed only once the server has answered.
 */
async function deallocate(connection: PgConnection, names: Names, name: string): Promise<void> {
  // The name is ours (`pgName`: letters, digits, '_' and '-'), quoted as an identifier.
  await connection.query({ text: `DEALLOCATE "${name}"`, values: [] }).catch(() => undefined);
  forget(connection, names, name);
}

/** Outside a transaction: drops stale names and, when the connection holds the bound, the least recently used. */
async function tidy(connection: PgConnection, names: Names, name: string): Promise<void> {
  for (const old of [...names.stale]) await deallocate(connection, names, old);
  while (names.used.size >= PG_NAMES_PER_CONNECTION && !names.used.has(name)) {
    await deallocate(connection, names, names.used.keys().next().value as string);
  }
}

function unnamed(connection: PgConnection, sql: string, values: unknown[]): Promise<DbRow[]> {
  return connection.query({ text: sql, values }).then((r) => r.rows);
}

/**
 * Runs `sql` on a PostgreSQL connection as the named statement `name` (parsed once per
 * connection), or unnamed (parsed per run) where naming is unsafe or the bound is reached:
 * - Nothing is DEALLOCATEd inside a transaction (a failed statement there aborts it): a
 *   transaction's new texts past the bound run unnamed; the bound is kept, stale names dropped,
 *   at the connection's next use outside one.
 * - A named statement PostgreSQL refuses as stale (a table changed under the same text by a
 *   server whose meta is not yet replaced) is not run again on that connection; outside a
 *   transaction the run is retried once unnamed.
 */
export async function runPg(
  connection: PgConnection,
  sql: string,
  values: unknown[],
  name: string | undefined,
  inTransaction: boolean,
): Promise<DbRow[]> {
  if (name === undefined) return unnamed(connection, sql, values);
  let names = byConnection.get(connection);
  if (!names) byConnection.set(connection, (names = { used: new Map(), stale: new Set() }));
  if (!inTransaction && (names.stale.size > 0 || names.used.size >= PG_NAMES_PER_CONNECTION)) await tidy(connection, names, name);
  if (names.stale.has(name) || (!names.used.has(name) && names.used.size >= PG_NAMES_PER_CONNECTION)) {
    return unnamed(connection, sql, values);
  }
  try {
    const { rows } = await connection.query({ name, text: sql, values });
    names.used.delete(name);
    names.used.set(name, true);
    return rows;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code !== 'string' || STALE_CODES.has(code)) {
      // Parsed or not, a failure the server did not answer (a value the driver could not bind:
      // it closes the statement) leaves the driver's list unsure: the name is not used again.
      names.used.delete(name);
      names.stale.add(name);
    } else if (connection.connection?.parsedStatements?.[name] !== undefined) {
      // Parsed, then refused at execution (a constraint, a bad value): counted against the bound.
      names.used.delete(name);
      names.used.set(name, true);
    }
    if (typeof code === 'string' && STALE_CODES.has(code) && !inTransaction) {
      await deallocate(connection, names, name);
      return unnamed(connection, sql, values);
    }
    throw err;
  }
}
