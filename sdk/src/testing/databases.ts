import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

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
  const client = dialect === 'pg' ? 'pg' : 'mysql2';
  const knex = knexFactory({ client, connection: admin, pool: { min: 0, max: 1 } });
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
      const k = knexFactory({ client, connection: admin, pool: { min: 0, max: 1 } });
      try {
        await k.raw(dialect === 'pg' ? 'drop database if exists ?? with (force)' : 'drop database if exists ??', [name]);
      } finally {
        await k.destroy();
      }
    },
  };
}
