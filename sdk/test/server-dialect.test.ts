/** serverDialect: the connect, test and create-database steps the server dialects share, run on SQLite files. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DbConnection } from '../src/entities.js';
import {
  DIALECT_MESSAGES,
  DialectError,
  defineTypeMapping,
  knexClientWithDriver,
  serverDialect,
  serverKnexConfig,
  type DialectDb,
  type Knex,
  type ServerDialectSpec,
} from '../src/server/index.js';

const dir = mkdtempSync(join(tmpdir(), 'plinth-server-dialect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const client = knexClientWithDriver('better-sqlite3', createRequire(import.meta.url)('better-sqlite3'));
const fileOf = (c: DbConnection) => join(dir, `${c.database ?? 'admin'}.db`);

function spec(overrides: Partial<ServerDialectSpec> = {}): ServerDialectSpec {
  return {
    client: 'pg',
    displayName: 'Test',
    capabilities: { schemas: false, maxIdentifierLength: 8 },
    types: defineTypeMapping({ families: {}, natives: {} } as unknown as Parameters<typeof defineTypeMapping>[0]),
    knexConfig: (c) => ({ client, connection: { filename: fileOf(c) }, useNullAsDefault: true }),
    mapError: (err) => (err instanceof DialectError ? err : DialectError.of('unreachable', err)),
    constraintViolation: () => undefined,
    refusedTls: () => false,
    open: () => (dialect, knex) => ({ dialect, knex, schema: undefined, close: () => knex.destroy() }) as unknown as DialectDb,
    createDatabase: {
      admin: undefined,
      exists: async (knex, name) => (await knex.raw<unknown[]>('select 1 from sqlite_master where name = ?', [name])).length > 0,
      create: 'create table ?? (id integer)',
    },
    ...overrides,
  };
}

describe('serverDialect', () => {
  it('has every server capability but those set off', () => {
    expect(serverDialect(spec()).capabilities).toEqual({
      transactionalDdl: true,
      schemas: false,
      functions: true,
      procedures: true,
      sequences: true,
      triggers: true,
      maxIdentifierLength: 8,
    });
  });

  it('connects, and tests by connecting', async () => {
    const dialect = serverDialect(spec());
    const db = await dialect.connect({ client: 'pg', database: 'one' } as DbConnection);
    expect(db.dialect).toBe(dialect);
    expect(await db.knex.raw('select 1 as x')).toEqual([{ x: 1 }]);
    await db.close();
    expect(await dialect.testConnection({ client: 'pg', database: 'one' } as DbConnection)).toEqual({
      ok: true,
      message: DIALECT_MESSAGES.success,
    });
  });

  it('checks the settings before opening a pool, and closes the pool when wrapping it fails', async () => {
    let configs = 0;
    const refused = serverDialect(
      spec({
        knexConfig: (c) => (configs++, spec().knexConfig(c)),
        open: () => {
          throw DialectError.of('invalidCredentials');
        },
      }),
    );
    await expect(refused.connect({ client: 'pg', database: 'two' } as DbConnection)).rejects.toMatchObject({ kind: 'invalidCredentials' });
    expect(configs).toBe(0);

    let opened: Knex | undefined;
    const failing = serverDialect(
      spec({
        open: () => (_dialect, knex) => {
          opened = knex;
          throw new Error('no version');
        },
      }),
    );
    await expect(failing.connect({ client: 'pg', database: 'two' } as DbConnection)).rejects.toMatchObject({ kind: 'unreachable' });
    expect(opened?.client.pool).toBeFalsy();
  });

  it('creates the database through the admin connection unless it exists, after checking its name', async () => {
    const dialect = serverDialect(spec());
    const connection = { client: 'pg', database: 'tbl' } as DbConnection;
    expect(await dialect.createDatabaseIfNotExists(connection)).toEqual({ created: true });
    expect(await dialect.createDatabaseIfNotExists(connection)).toEqual({ created: false });
    await expect(dialect.createDatabaseIfNotExists({ client: 'pg', database: 'much_too_long' } as DbConnection)).rejects.toBeInstanceOf(
      DialectError,
    );
  });

  it('builds a knex config from the login, the driver settings, the pool settings and the extra options', () => {
    const connection = { client: 'pg', user: 'u', password: 'p', database: 'd', pool: { max: 3 }, connectTimeoutMs: 500 } as DbConnection;
    const config = serverKnexConfig('pg', connection, { host: 'h', port: 1 }, { searchPath: ['s'] });
    expect(config).toMatchObject({
      client: 'pg',
      connection: { user: 'u', password: 'p', database: 'd', host: 'h', port: 1 },
      pool: { min: 0, max: 3 },
      acquireConnectionTimeout: 500,
      searchPath: ['s'],
    });
  });
});
