/**
 * What the dialects of database servers (PostgreSQL, MySQL / MariaDB, SQL Server) do alike
 * around their own driver config: open a pool with the TLS fallback, test by connecting, create
 * a database through an administrative connection unless it exists.
 */
import type { Knex } from 'knex';
import type { DbConnection } from '../../entities.js';
import type { Dialect, DialectCapabilities, DialectDb } from '../dialect.js';
import { checkIdentifier } from './identifiers.js';
import { openWithTlsFallback, testByConnecting, withKnex } from './connect.js';

export interface ServerDialectSpec extends Pick<
  Dialect,
  'client' | 'displayName' | 'types' | 'knexConfig' | 'mapError' | 'constraintViolation'
> {
  /** What the server can do besides its identifier length; everything but what is set false. */
  capabilities: Partial<DialectCapabilities> & Pick<DialectCapabilities, 'maxIdentifierLength'>;
  /** Whether a failed connect is the server refusing TLS: with SSL 'preferred' it connects again without. */
  refusedTls(err: unknown): boolean;
  /**
   * Checks a connection's settings before any pool opens (a bad schema name fails here) and
   * gives what wraps the pool once open.
   */
  open(connection: DbConnection): (dialect: Dialect, knex: Knex) => DialectDb | Promise<DialectDb>;
  createDatabase: {
    /** The database the administrative connection opens; undefined for none. */
    admin: string | undefined;
    exists(knex: Knex, name: string): Promise<boolean>;
    /** The statement creating the database, `??` for its name. */
    create: string;
  };
}

export function serverDialect(spec: ServerDialectSpec): Dialect {
  const { mapError, createDatabase } = spec;
  const capabilities: DialectCapabilities = {
    transactionalDdl: true,
    schemas: true,
    functions: true,
    procedures: true,
    sequences: true,
    triggers: true,
    ...spec.capabilities,
  };
  const dialect: Dialect = {
    client: spec.client,
    displayName: spec.displayName,
    capabilities,
    types: spec.types,
    mapError,
    constraintViolation: spec.constraintViolation,
    knexConfig: spec.knexConfig,

    async connect(connection) {
      const wrap = spec.open(connection);
      const knex = await openWithTlsFallback(spec.knexConfig, connection, spec.refusedTls, mapError);
      try {
        return await wrap(dialect, knex);
      } catch (err) {
        await knex.destroy().catch(() => undefined);
        throw mapError(err);
      }
    },

    testConnection: (connection) => testByConnecting(() => dialect.connect(connection), mapError),

    async createDatabaseIfNotExists(connection) {
      const name = checkIdentifier(connection.database, capabilities.maxIdentifierLength, 'Database name');
      try {
        return await withKnex(spec.knexConfig({ ...connection, database: createDatabase.admin }), async (knex) => {
          if (await createDatabase.exists(knex, name)) return { created: false };
          await knex.raw(createDatabase.create, [name]);
          return { created: true };
        });
      } catch (err) {
        throw mapError(err);
      }
    },
  };
  return dialect;
}
