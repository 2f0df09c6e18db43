/**
 * The conformance suite every dialect plugin runs on a real database: connection, test
 * connection, each connection-error message, SSL and pool options reaching the driver config,
 * introspection, schema editing for every uidt, foreign keys, junctions and hostile names, and
 * the classification of the driver's constraint errors (`constraintViolation`).
 *
 * Call `runDialectSuite(...)` at the top level of a vitest file; it opens one database for the
 * whole file (not one per test).
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbConnection, SslUsage } from '../entities.js';
import { DIALECT_MESSAGES, DialectError, runWithSqlTiming, type Dialect, type DialectDb } from '../server/index.js';
import { constraintSuite } from './dialect-suite-constraints.js';
import { schemaSuite } from './dialect-suite-schema.js';

/** TLS settings read back out of a dialect's driver config (driver-specific, so the test says how). */
export interface DriverTls {
  enabled: boolean;
  rejectUnauthorized?: boolean;
  /** False when the host name is not checked against the certificate. */
  checksHostname?: boolean;
  ca?: string;
  key?: string;
  cert?: string;
}

export interface ScratchDatabase {
  connection: DbConnection;
  drop(): Promise<void>;
}

export interface DialectSuiteOptions {
  dialect: Dialect;
  /** A fresh database for this file, dropped afterwards. */
  database(): Promise<ScratchDatabase>;
  /** A connection to a database that does not exist yet (createDatabaseIfNotExists), and its cleanup. */
  missingDatabase(): Promise<ScratchDatabase>;
  failures: {
    /** A login the server refuses ('Invalid database credentials'). */
    credentials?: DbConnection;
    /** Nothing listens there ('Unable to connect to database, ...'). */
    unreachable: DbConnection;
    /** File paths outside the data folder ('Invalid character in folder path'). */
    invalidPaths?: DbConnection[];
    /** A user without the right to create a database, and the database it would create. */
    noCreatePermission?(): Promise<ScratchDatabase>;
  };
  /** Reads the TLS options back out of a knex config; absent for dialects without transport. */
  readTls?(config: Knex.Config): DriverTls;
  /** The server offers no TLS: 'preferred' must fall back, 'required' must fail. */
  serverWithoutTls?: boolean;
  /** The driver cannot verify a CA without the host name (tedious): required-CA checks both. */
  caImpliesHostname?: boolean;
  /** A connection for config-only tests (SSL, pool); no server is contacted with it. */
  sample: DbConnection;
  /** Skip everything with this visible reason (e.g. no server configured). */
  skip?: string;
}

export const TEST_TLS = {
  ca: '-----BEGIN CERTIFICATE-----\nplinth-test-ca\n-----END CERTIFICATE-----\n',
  key: '-----BEGIN PRIVATE KEY-----\nplinth-test-key\n-----END PRIVATE KEY-----\n',
  cert: '-----BEGIN CERTIFICATE-----\nplinth-test-cert\n-----END CERTIFICATE-----\n',
};

/** Shared state of one suite run: the open database. */
export interface SuiteState {
  connection: DbConnection;
  db: DialectDb;
}

export function runDialectSuite(options: DialectSuiteOptions): void {
  const { dialect } = options;
  describe(`${dialect.displayName} dialect conformance`, () => {
    configSuite(options);
    if (options.skip) {
      describe.skip(`on a real database (skipped: ${options.skip})`, () => {
        it('connects, introspects and edits the schema', () => undefined);
      });
      return;
    }
    describe('on a real database', () => {
      const state = {} as SuiteState;
      let scratch: ScratchDatabase | undefined;
      beforeAll(async () => {
        scratch = await options.database();
        state.connection = scratch.connection;
        state.db = await dialect.connect(scratch.connection);
      });
      afterAll(async () => {
        await state.db?.close();
        await scratch?.drop();
      });

      connectionSuite(options, state);
      schemaSuite(dialect, state);
      constraintSuite(dialect, state);
    });
  });
}

const failure = (message: string) => `${DIALECT_MESSAGES.failurePrefix} ${message}`;

function connectionSuite(options: DialectSuiteOptions, state: SuiteState): void {
  const { dialect, failures } = options;
  describe('connection', () => {
    it('tests a working connection', async () => {
      expect(await dialect.testConnection(state.connection)).toEqual({ ok: true, message: DIALECT_MESSAGES.success });
    });

    it('counts statements of the opened knex towards Server-Timing', async () => {
      const { timing, result } = runWithSqlTiming(async () => {
        await state.db.knex.raw('select 1 as one');
      });
      await result;
      expect(timing.statements).toBe(1);
    });

    it.skipIf(!failures.credentials)('reports invalid credentials', async () => {
      const result = await dialect.testConnection(failures.credentials!);
      expect(result).toMatchObject({ ok: false, message: failure(DIALECT_MESSAGES.invalidCredentials) });
      await expect(dialect.connect(failures.credentials!)).rejects.toMatchObject({ kind: 'invalidCredentials' });
    });

    it('reports an unreachable database', async () => {
      const result = await dialect.testConnection(failures.unreachable);
      expect(result).toMatchObject({ ok: false, message: failure(DIALECT_MESSAGES.unreachable) });
    });

    it.skipIf(!failures.invalidPaths)('rejects file paths outside the data folder', async () => {
      for (const connection of failures.invalidPaths!) {
        expect(await dialect.testConnection(connection), connection.filename).toMatchObject({
          ok: false,
          message: failure(DIALECT_MESSAGES.invalidPath),
        });
        expect(() => dialect.knexConfig(connection)).toThrow(DIALECT_MESSAGES.invalidPath);
        await expect(dialect.createDatabaseIfNotExists(connection)).rejects.toThrow(DIALECT_MESSAGES.invalidPath);
      }
    });

    it.skipIf(!failures.noCreatePermission)('reports a user who may not create the database', async () => {
      const target = await failures.noCreatePermission!();
      try {
        const err = await dialect.createDatabaseIfNotExists(target.connection).then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(DialectError);
        expect((err as DialectError).message).toBe(DIALECT_MESSAGES.noCreatePermission);
      } finally {
        await target.drop();
      }
    });

    it('creates the database only when it does not exist', async () => {
      const target = await options.missingDatabase();
      try {
        expect((await dialect.testConnection(target.connection)).ok).toBe(false);
        expect(await dialect.createDatabaseIfNotExists(target.connection)).toEqual({ created: true });
        expect(await dialect.createDatabaseIfNotExists(target.connection)).toEqual({ created: false });
        expect(await dialect.testConnection(target.connection)).toMatchObject({ ok: true });
      } finally {
        await target.drop();
      }
    });

    it.skipIf(!options.serverWithoutTls)('SSL: falls back to plain for preferred, fails for required on a server without TLS', async () => {
      expect(await dialect.testConnection({ ...state.connection, ssl: { usage: 'preferred' } })).toMatchObject({ ok: true });
      const required = await dialect.testConnection({ ...state.connection, ssl: { usage: 'required' } });
      expect(required.ok).toBe(false);
      expect(required.message.startsWith(DIALECT_MESSAGES.failurePrefix)).toBe(true);
    });
  });
}

function configSuite(options: DialectSuiteOptions): void {
  const { dialect } = options;
  describe('driver config', () => {
    it('passes pool settings to knex', () => {
      const config = dialect.knexConfig({ ...options.sample, pool: { min: 0, max: 3 } });
      const pool = config.pool as { min: number; max: number };
      // SQLite keeps one connection per file whatever is asked: writes are serialised anyway.
      expect(pool.max).toBe(dialect.client === 'sqlite3' ? 1 : 3);
      if (dialect.client !== 'sqlite3') expect(pool.min).toBe(0);
    });
  });

  describe.skipIf(!options.readTls)('SSL options', () => {
    const read = (usage: SslUsage, files: Partial<typeof TEST_TLS> = TEST_TLS) =>
      options.readTls!(dialect.knexConfig({ ...options.sample, ssl: { usage, ...files } }));

    it('no: plain connection', () => {
      expect(read('no').enabled).toBe(false);
    });
    it('preferred and required: TLS without certificate checks, client identity passed', () => {
      for (const usage of ['preferred', 'required'] as const) {
        expect(read(usage), usage).toMatchObject({ enabled: true, rejectUnauthorized: false, key: TEST_TLS.key, cert: TEST_TLS.cert });
      }
    });
    it('required-CA: the server CA is checked, the host name is not (where the driver can separate them)', () => {
      const checksHostname = Boolean(options.caImpliesHostname);
      expect(read('required-CA', { ca: TEST_TLS.ca })).toMatchObject({
        enabled: true,
        rejectUnauthorized: true,
        checksHostname,
        ca: TEST_TLS.ca,
      });
    });
    it('required-identity: CA, host name, client key and certificate', () => {
      expect(read('required-identity')).toMatchObject({ enabled: true, rejectUnauthorized: true, checksHostname: true, ...TEST_TLS });
    });
    it('refuses verification without a CA and a key without its certificate', () => {
      expect(() => read('required-CA', {})).toThrow(DialectError);
      expect(() => read('required', { key: TEST_TLS.key })).toThrow(DialectError);
    });
  });
}
