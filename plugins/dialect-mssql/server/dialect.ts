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
  resolveTls,
  serverDialect,
  serverKnexConfig,
  tlsFiles,
  type Dialect,
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

const MAX_NAME = 128;

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
  const credentials = tlsFiles(tls);
  return {
    encrypt: true,
    trustServerCertificate: !tls.rejectUnauthorized,
    ...(Object.keys(credentials).length ? { cryptoCredentialsDetails: credentials } : {}),
  };
}

function knexConfig(connection: DbConnection): Knex.Config {
  const tls = resolveTls(connection.ssl);
  const driver = {
    server: connection.host ?? '127.0.0.1',
    port: connection.port ?? 1433,
    connectionTimeout: connection.connectTimeoutMs ?? 10_000,
    requestTimeout: 30_000,
    options: { appName: 'plinth', ...tediousTls(tls) },
  };
  return serverKnexConfig(MSSQL_CLIENT, connection, driver, { wrapIdentifier: mssqlIdentifier });
}

export function createMssqlDialect(): Dialect {
  return serverDialect({
    client: 'mssql',
    displayName: 'SQL Server',
    capabilities: { maxIdentifierLength: MAX_NAME },
    types: mssqlTypes,
    mapError,
    constraintViolation: mssqlConstraintViolation,
    knexConfig,
    refusedTls: (err) => /does not support encryption|encryption.*not supported/i.test(errorMessage(err)),
    open(connection) {
      const schema = checkIdentifier(connection.schema ?? 'dbo', MAX_NAME, 'Schema');
      return (dialect, knex) => new MssqlDb(dialect, knex, schema);
    },
    createDatabase: {
      admin: 'master',
      exists: async (knex, name) => {
        const [row] = (await knex.raw('select db_id(?) as id', [name])) as { id: number | null }[];
        return Boolean(row && row.id !== null);
      },
      create: 'create database ??',
    },
  });
}
