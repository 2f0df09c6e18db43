import { createRequire } from 'node:module';
import type * as Mysql2 from 'mysql2';
import type { DbConnection } from '@plinth/sdk';
import {
  knexClientWithLazyDriver,
  DialectError,
  driverError,
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
import { mysqlConstraintViolation } from './constraints.js';
import { mysqlRefusal } from './refusals.js';
import { MysqlDb } from './db.js';
import { mysqlTypes } from './types.js';

/** knex's mysql2 client with the driver this plugin declares, loaded when a first pool opens (see knexClientWithLazyDriver). */
const MYSQL_CLIENT = knexClientWithLazyDriver('mysql2', () => createRequire(import.meta.url)('mysql2') as typeof Mysql2);

/** ER_ACCESS_DENIED_ERROR 1045; ER_DBACCESS_DENIED_ERROR 1044 / ER_SPECIFIC_ACCESS_DENIED 1227 on create. */
function mapError(err: unknown): DialectError {
  if (err instanceof DialectError) return err;
  const e = err as { code?: string; errno?: number; message?: string; sqlMessage?: string };
  if (e?.errno === 1045 || e?.code === 'ER_ACCESS_DENIED_ERROR') return DialectError.of('invalidCredentials', err);
  if (e?.errno === 1044 || e?.errno === 1227 || e?.code === 'ER_DBACCESS_DENIED_ERROR') return DialectError.of('noCreatePermission', err);
  if (isNetworkError(err) || isAcquireTimeout(err) || e?.code === 'PROTOCOL_CONNECTION_LOST') return DialectError.of('unreachable', err);
  return driverError(err, mysqlRefusal(err), 'MySQL');
}

/** mysql2's TLS options (`verifyIdentity` switches the host name check; knex's types omit it). */
function mysqlSsl(tls: ResolvedTls): Knex.MariaSslConfiguration {
  const ssl = { rejectUnauthorized: tls.rejectUnauthorized, verifyIdentity: tls.checkHostname, ...tlsFiles(tls) };
  return ssl as Knex.MariaSslConfiguration;
}

function knexConfig(connection: DbConnection): Knex.Config {
  const tls = resolveTls(connection.ssl);
  return serverKnexConfig(MYSQL_CLIENT, connection, {
    host: connection.host ?? '127.0.0.1',
    port: connection.port ?? 3306,
    charset: 'utf8mb4',
    connectTimeout: connection.connectTimeoutMs ?? 10_000,
    supportBigNumbers: true,
    ...(tls.enabled ? { ssl: mysqlSsl(tls) } : {}),
  });
}

export function createMysqlDialect(): Dialect {
  return serverDialect({
    client: 'mysql2',
    displayName: 'MySQL',
    capabilities: { transactionalDdl: false, schemas: false, maxIdentifierLength: 64 },
    types: mysqlTypes,
    mapError,
    constraintViolation: mysqlConstraintViolation,
    knexConfig,
    refusedTls: (err) => (err as { code?: string }).code === 'HANDSHAKE_NO_SSL_SUPPORT',
    open: () => async (dialect, knex) => {
      const [rows] = (await knex.raw('select version() as v')) as [{ v: string }[]];
      return new MysqlDb(dialect, knex, /mariadb/i.test(rows[0]?.v ?? ''));
    },
    createDatabase: {
      admin: undefined,
      exists: async (knex, name) => {
        const sql = 'select schema_name from information_schema.schemata where schema_name = ?';
        const [found] = (await knex.raw(sql, [name])) as [unknown[]];
        return found.length > 0;
      },
      create: 'create database ?? character set utf8mb4',
    },
  });
}
