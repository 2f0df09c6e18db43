import sqliteDriver from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DbConnection } from '@plinth/sdk';
import {
  createKnex,
  knexClientWithDriver,
  connectionTestResult,
  DialectError,
  driverError,
  instrumentKnex,
  type Dialect,
  type DialectCapabilities,
  type Knex,
} from '@plinth/sdk/server';
import { sqliteConstraintViolation } from './constraints.js';
import { sqliteRefusal } from './refusals.js';
import { SqliteDb } from './db.js';
import { resolveDatabaseFile } from './path.js';
import { SQLITE_MAX_NAME, sqliteTypes } from './types.js';

/** knex's better-sqlite3 client with the driver this plugin declares (see knexClientWithDriver). */
const SQLITE_CLIENT = knexClientWithDriver('better-sqlite3', sqliteDriver);

export interface SqliteDialectOptions {
  /** Embedded database files (relative paths) lie inside this folder (the host's `PLINTH_DATA_DIR`). */
  dataDir: string;
  /** Folders external database files (absolute paths) may lie in; none by default. */
  externalDirs?: readonly string[];
}

const capabilities: DialectCapabilities = {
  transactionalDdl: true,
  schemas: false,
  functions: false,
  procedures: false,
  sequences: false,
  triggers: true,
  maxIdentifierLength: SQLITE_MAX_NAME,
};

type RawSqlite = { pragma(sql: string): unknown };

export function createSqliteDialect(options: SqliteDialectOptions): Dialect {
  const fileOf = (connection: DbConnection) => resolveDatabaseFile(options.dataDir, connection.filename, options.externalDirs);

  const mapError = (err: unknown): DialectError => {
    if (err instanceof DialectError) return err;
    const e = err as { code?: string; message?: string };
    if (e?.code === 'SQLITE_CANTOPEN' || /directory does not exist|unable to open database/i.test(e?.message ?? '')) {
      return DialectError.of('unreachable', err);
    }
    return driverError(err, sqliteRefusal(err), 'SQLite');
  };

  const dialect: Dialect = {
    client: 'sqlite3',
    displayName: 'SQLite',
    capabilities,
    types: sqliteTypes,
    mapError,
    constraintViolation: sqliteConstraintViolation,

    knexConfig(connection): Knex.Config {
      return {
        client: SQLITE_CLIENT,
        connection: { filename: fileOf(connection) },
        useNullAsDefault: true,
        // One writer per file: a single connection serialises statements.
        pool: {
          min: 1,
          max: 1,
          idleTimeoutMillis: connection.pool?.idleTimeoutMillis ?? 30_000,
          afterCreate: (conn: RawSqlite, done: (err: Error | null, c: RawSqlite) => void) => {
            conn.pragma('journal_mode = WAL');
            conn.pragma('foreign_keys = ON');
            conn.pragma('busy_timeout = 5000');
            done(null, conn);
          },
        },
        acquireConnectionTimeout: connection.pool?.acquireTimeoutMillis ?? 10_000,
      };
    },

    async connect(connection) {
      const file = fileOf(connection);
      if (!existsSync(file)) throw DialectError.of('unreachable');
      const knex = instrumentKnex(createKnex(dialect.knexConfig(connection)));
      try {
        await knex.raw('select count(*) from sqlite_schema');
      } catch (err) {
        await knex.destroy();
        throw mapError(err);
      }
      return new SqliteDb(dialect, knex, file);
    },

    async testConnection(connection) {
      try {
        const db = await dialect.connect(connection);
        await db.close();
        return connectionTestResult();
      } catch (err) {
        return connectionTestResult(mapError(err));
      }
    },

    async createDatabaseIfNotExists(connection) {
      const file = fileOf(connection);
      if (existsSync(file)) return { created: false };
      mkdirSync(dirname(file), { recursive: true });
      const knex = instrumentKnex(createKnex(dialect.knexConfig(connection)));
      try {
        await knex.raw('select 1');
      } catch (err) {
        throw mapError(err);
      } finally {
        await knex.destroy();
      }
      return { created: true };
    },
  };
  return dialect;
}
