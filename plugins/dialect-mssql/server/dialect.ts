import { createRequire } from 'node:module';
import type { DbConnection } from '@plinth/sdk';
import {
  knexClientWithLazyDriver,
  acquireTimeout,
  checkIdentifier,
  dialectKnexLog,
  DialectError,
  driverError,
  errorMessage,
  isAcquireTimeout,
  isNetworkError,
  openWithTlsFallback,
  poolSettings,
  resolveTls,
  testByConnecting,
  withKnex,
  type Dialect,
  type DialectCapabilities,
  type ResolvedTls,
  type Knex,
} from '@plinth/sdk/server';
import { mssqlConstraintViolation } from './constraints.js';
import { mssqlRefusal } from './refusals.js';
import { MssqlDb } from './db.js';
import { mssqlIdentifier } from './literal.js';
import { mssqlTypes } from './types.js';

/** knex's mssql client with the driver this plugin declares (see knexClientWithDriver). */
const MSSQL_CLIENT = knexClientWithLazyDriver('mssql', () => createRequire(import.meta.url)('tedious'));

const capabilities: DialectCapabilities = {
  transactionalDdl: true,
  schemas: true,
  functions: true,
  procedures: true,
  sequences: true,
  triggers: true,
  maxIdentifierLength: 128,
};

/** tedious: ELOGIN (login failed), ESOCKET / ETIMEOUT (no server); error 262 CREATE DATABASE denied. */
function mapError(err: unknown): DialectError {
  if (err instanceof DialectError) return err;
  const e = err as { code?: string; number?: number; message?: string };
  const message = e?.message ?? '';
  if (e?.code === 'ELOGIN' && /Login failed/i.test(message) && !/Cannot open database/i.test(message)) {
    return DialectError.of('invalidCredentials', err);
  }
  if (e?.number === 262 || /CREATE DATABASE permission denied/i.test(message)) return DialectError.of('noCreatePermission', err);
  if (e?.code === 'ESOCKET' || e?.code === 'ETIMEOUT' || isNetworkError(err) || isAcquireTimeout(err))
    return DialectError.of('unreachable', err);
  return driverError(err, mssqlRefusal(err), 'SQL Server');
}

/**
 * tedious' TLS switches: `encrypt` on for every mode but 'no'; `trustServerCertificate` for
 * preferred / required (no verification); the CA, client key and certificate go into the
 * secure context. tedious verifies a CA together with the host name (see README).
 */
function tediousTls(tls: ResolvedTls): Record<string, unknown> {
  if (!tls.enabled) return { encrypt: false, trustServerCertificate: false };
  const credentials = { ...(tls.ca ? { ca: tls.ca } : {}), ...(tls.key ? { key: tls.key } : {}), ...(tls.cert ? { cert: tls.cert } : {}) };
  return {
    encrypt: true,
    trustServerCertificate: !tls.rejectUnauthorized,
    ...(Object.keys(credentials).length ? { cryptoCredentialsDetails: credentials } : {}),
  };
}

export function createMssqlDialect(): Dialect {
  const schemaOf = (connection: DbConnection) => checkIdentifier(connection.schema ?? 'dbo', capabilities.maxIdentifierLength, 'Schema');

  const dialect: Dialect = {
    client: 'mssql',
    displayName: 'SQL Server',
    capabilities,
    types: mssqlTypes,
    mapError,
    constraintViolation: mssqlConstraintViolation,

    knexConfig(connection): Knex.Config {
      const tls = resolveTls(connection.ssl);
      const timeout = connection.connectTimeoutMs ?? 10_000;
      return {
        client: MSSQL_CLIENT,
        connection: {
          server: connection.host ?? '127.0.0.1',
          port: connection.port ?? 1433,
          user: connection.user,
          password: connection.password,
          database: connection.database,
          connectionTimeout: timeout,
          requestTimeout: 30_000,
          options: { appName: 'plinth', ...tediousTls(tls) },
        },
        pool: poolSettings(connection),
        acquireConnectionTimeout: acquireTimeout(connection),
        log: dialectKnexLog,
        wrapIdentifier: mssqlIdentifier,
      };
    },

    async connect(connection) {
      const schema = schemaOf(connection);
      const refusedTls = (err: unknown) => /does not support encryption|encryption.*not supported/i.test(errorMessage(err));
      const knex = await openWithTlsFallback(dialect.knexConfig, connection, refusedTls, mapError);
      return new MssqlDb(dialect, knex, schema);
    },

    testConnection: (connection) => testByConnecting(() => dialect.connect(connection), mapError),

    async createDatabaseIfNotExists(connection) {
      const name = checkIdentifier(connection.database, capabilities.maxIdentifierLength, 'Database name');
      try {
        return await withKnex(dialect.knexConfig({ ...connection, database: 'master' }), async (knex) => {
          const [row] = (await knex.raw('select db_id(?) as id', [name])) as { id: number | null }[];
          if (row && row.id !== null) return { created: false };
          await knex.raw('create database ??', [name]);
          return { created: true };
        });
      } catch (err) {
        throw mapError(err);
      }
    },
  };
  return dialect;
}
