import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import knexFactory, { type Knex } from 'knex';
import type { DbConnection } from '../entities.js';
import { knexClientWithDriver } from '../server/dialect/knex-client.js';

const require = createRequire(import.meta.url);
/** An admin connection to a real server (the SDK's testing module declares these two drivers). */
const adminKnex = (dialect: ServerDialect, url: string) =>
  knexFactory({
    client: dialect === 'pg' ? knexClientWithDriver('pg', require('pg')) : knexClientWithDriver('mysql2', require('mysql2')),
    connection: url,
    pool: { min: 0, max: 1 },
  });

export type ServerDialect = 'pg' | 'mysql';

/**
 * Admin URLs of the real database servers tests use; CI and developer machines run them on
 * loopback (see README). Override with PLINTH_TEST_PG_URL / PLINTH_TEST_MYSQL_URL.
 */
export function adminUrl(dialect: ServerDialect): string {
  return dialect === 'pg'
    ? (process.env.PLINTH_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    : (process.env.PLINTH_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/mysql');
}

export interface TestDatabase {
  /** Connection URL of the fresh database. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty, uniquely named database on a real server; `drop()` removes it. */
export async function createTestDatabase(dialect: ServerDialect, prefix = 'plinth_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = adminUrl(dialect);
  const knex = adminKnex(dialect, admin);
  try {
    await knex.raw(dialect === 'pg' ? 'create database ??' : 'create database ?? character set utf8mb4', [name]);
  } finally {
    await knex.destroy();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const k = adminKnex(dialect, admin);
      try {
        await k.raw(dialect === 'pg' ? 'drop database if exists ?? with (force)' : 'drop database if exists ??', [name]);
      } finally {
        await k.destroy();
      }
    },
  };
}

/** host, port, user, password and database of a `postgres://` / `mysql://` / `mssql://` URL. */
export function connectionFromUrl(url: string): DbConnection {
  const u = new URL(url);
  return {
    host: u.hostname,
    ...(u.port ? { port: Number(u.port) } : {}),
    ...(u.username ? { user: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')),
  };
}

/** The `db` of a `projectCreate` input naming an external database. */
export interface ProjectDbInput {
  client: 'pg' | 'mysql2';
  connection: Pick<DbConnection, 'host' | 'port' | 'user' | 'password' | 'database'>;
}

/** A database opened for one test project; `drop()` removes it (nothing to do for embedded SQLite). */
export interface ProjectDatabase {
  /** The `db` of `projectCreate`; absent for embedded SQLite, whose file the host creates itself. */
  input?: ProjectDbInput;
  drop(): Promise<void>;
}

/** One database a test project can live in. */
export interface ProjectTarget {
  name: 'embedded SQLite' | 'PostgreSQL' | 'MariaDB';
  /** Embedded SQLite: its refusals name less, and it stores any length and number. */
  sqlite: boolean;
  /** A fresh database for the project (a uniquely named one on the loopback server). */
  open(): Promise<ProjectDatabase>;
}

/**
 * The three databases a data-serving plugin is tested on, for `describe.each`: embedded SQLite,
 * and fresh PostgreSQL and MariaDB databases named `<prefix>_<random>`.
 */
export function projectTargets(prefix = 'plinth_project'): ProjectTarget[] {
  const external = (dialect: ServerDialect, client: ProjectDbInput['client']) => async (): Promise<ProjectDatabase> => {
    const t = await createTestDatabase(dialect, prefix);
    return { input: { client, connection: connectionFromUrl(t.url) }, drop: () => t.drop() };
  };
  return [
    { name: 'embedded SQLite', sqlite: true, open: async () => ({ drop: async () => undefined }) },
    { name: 'PostgreSQL', sqlite: false, open: external('pg', 'pg') },
    { name: 'MariaDB', sqlite: false, open: external('mysql', 'mysql2') },
  ];
}

/** What `run` answers, and the SQL statements `knex` sent while it ran (in order). */
export async function sqlSentWhile<T>(knex: Knex, run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const sql: string[] = [];
  const listen = (q: { sql: string }) => void sql.push(q.sql);
  knex.on('query', listen);
  try {
    return { result: await run(), sql };
  } finally {
    knex.removeListener('query', listen);
  }
}
