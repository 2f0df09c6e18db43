import { createRequire } from 'node:module';
import type { DbConnection } from '@plinth/sdk';
import {
  knexClientWithLazyDriver,
  checkIdentifier,
  DialectError,
  driverError,
  errorMessage,
  isAcquireTimeout,
  isNetworkError,
  nodeTlsOptions,
  resolveTls,
  serverDialect,
  serverKnexConfig,
  type Dialect,
  type Knex,
} from '@plinth/sdk/server';
import { pgConstraintViolation } from './constraints.js';
import { pgRefusal } from './refusals.js';
import { PgDb, pgIdentifier } from './db.js';
import { pgTypes } from './types.js';

/** knex's pg client with the driver this plugin declares, loaded when a first pool opens (see knexClientWithLazyDriver). */
const PG_CLIENT = knexClientWithLazyDriver('pg', () => createRequire(import.meta.url)('pg'));

const MAX_NAME = 63;

/** SQLSTATE codes: 28P01 wrong password, 28000 no such role / not allowed by pg_hba. */
const CREDENTIALS = new Set(['28P01', '28000']);

function mapError(err: unknown): DialectError {
  if (err instanceof DialectError) return err;
  const e = err as { code?: string; message?: string };
  if (e?.code && CREDENTIALS.has(e.code)) return DialectError.of('invalidCredentials', err);
  if (e?.code === '42501' && /permission denied (to create|for (database|schema))/i.test(e.message ?? '')) {
    return DialectError.of('noCreatePermission', err);
  }
  if (isNetworkError(err) || isAcquireTimeout(err) || /timeout expired|Connection terminated/i.test(e?.message ?? '')) {
    return DialectError.of('unreachable', err);
  }
  return driverError(err, pgRefusal(err), 'PostgreSQL');
}

const schemaOf = (connection: DbConnection) => checkIdentifier(connection.schema ?? 'public', MAX_NAME, 'Schema');

function knexConfig(connection: DbConnection): Knex.Config {
  const tls = resolveTls(connection.ssl);
  const driver = {
    host: connection.host ?? '127.0.0.1',
    port: connection.port ?? 5432,
    ssl: tls.enabled ? nodeTlsOptions(tls) : false,
    connectionTimeoutMillis: connection.connectTimeoutMs ?? 10_000,
    application_name: 'plinth',
  };
  return serverKnexConfig(PG_CLIENT, connection, driver, { searchPath: [schemaOf(connection)], wrapIdentifier: pgIdentifier });
}

export function createPgDialect(): Dialect {
  return serverDialect({
    client: 'pg',
    displayName: 'PostgreSQL',
    capabilities: { maxIdentifierLength: MAX_NAME },
    types: pgTypes,
    mapError,
    constraintViolation: pgConstraintViolation,
    knexConfig,
    refusedTls: (err) => /does not support SSL/i.test(errorMessage(err)),
    open(connection) {
      const schema = schemaOf(connection);
      return (dialect, knex) => new PgDb(dialect, knex, schema);
    },
    createDatabase: {
      // The maintenance database every server has; the same login creates the new one.
      admin: 'postgres',
      exists: async (knex, name) =>
        (await knex.raw<{ rows: unknown[] }>('select 1 from pg_database where datname = ?', [name])).rows.length > 0,
      create: 'create database ??',
    },
  });
}
