/** Opening pools the same way in every server dialect: pool settings, probe, error mapping. */
import knexFactory, { type Knex } from 'knex';
import type { DbConnection } from '../../entities.js';
import { instrumentKnex } from '../timing.js';
import { connectionTestResult, type ConnectionTestResult, type DialectError } from './errors.js';
import { resolveTls } from './ssl.js';

/** knex `pool` from a connection's settings (defaults: 0..10, idle 30 s). */
export function poolSettings(connection: DbConnection): { min: number; max: number; idleTimeoutMillis: number } {
  const p = connection.pool ?? {};
  const max = Math.max(1, Math.trunc(p.max ?? 10));
  return { min: Math.min(max, Math.max(0, Math.trunc(p.min ?? 0))), max, idleTimeoutMillis: p.idleTimeoutMillis ?? 30_000 };
}

export function acquireTimeout(connection: DbConnection): number {
  return connection.pool?.acquireTimeoutMillis ?? connection.connectTimeoutMs ?? 10_000;
}

/**
 * knex `log` for project databases: failed connection attempts are not logged (the caller gets
 * them as mapped `DialectError`s); other warnings go to the console.
 */
export const dialectKnexLog = {
  warn(message: string) {
    if (!/^Acquire connection error/.test(String(message))) console.warn(`[knex] ${message}`);
  },
  error(message: string) {
    console.error(`[knex] ${message}`);
  },
  deprecate(message: string) {
    console.warn(`[knex] ${message}`);
  },
  debug() {},
};

/**
 * A server dialect's knex config: the connection's login and database beside the driver's own
 * settings (`driver`: host, port, TLS, timeouts), pool and acquire timeout from the connection,
 * quiet connect failures; `extra` for the dialect's other knex options.
 */
export function serverKnexConfig(
  client: NonNullable<Knex.Config['client']>,
  connection: DbConnection,
  driver: Record<string, unknown>,
  extra: Partial<Knex.Config> = {},
): Knex.Config {
  return {
    client,
    connection: { user: connection.user, password: connection.password, database: connection.database, ...driver },
    pool: poolSettings(connection),
    acquireConnectionTimeout: acquireTimeout(connection),
    log: dialectKnexLog,
    ...extra,
  };
}

/**
 * Opens an instrumented knex and runs `probe` once, so a bad connection fails here with a
 * mapped error instead of on first use. The pool is closed again when the probe fails.
 */
export async function openKnex(config: Knex.Config, probe: string, mapError: (err: unknown) => DialectError): Promise<Knex> {
  const knex = instrumentKnex(knexFactory(config));
  try {
    await knex.raw(probe);
    return knex;
  } catch (err) {
    await knex.destroy().catch(() => undefined);
    throw mapError(err);
  }
}

/**
 * Opens a pool for a connection, honouring SSL usage 'preferred': when the server refuses TLS
 * (`refusedTls` recognises the driver's error), it connects again without it.
 */
export async function openWithTlsFallback(
  knexConfig: (connection: DbConnection) => Knex.Config,
  connection: DbConnection,
  refusedTls: (err: unknown) => boolean,
  mapError: (err: unknown) => DialectError,
): Promise<Knex> {
  try {
    return await openKnex(knexConfig(connection), 'select 1', (err) => err as DialectError);
  } catch (err) {
    if (!(resolveTls(connection.ssl).fallbackToPlain && refusedTls(err))) throw mapError(err);
    return openKnex(knexConfig({ ...connection, ssl: { usage: 'no' } }), 'select 1', mapError);
  }
}

/** Runs `fn` on a short-lived single-connection knex, closing it afterwards. */
export async function withKnex<T>(config: Knex.Config, fn: (knex: Knex) => Promise<T>): Promise<T> {
  const knex = instrumentKnex(knexFactory({ ...config, pool: { min: 0, max: 1 } }));
  try {
    return await fn(knex);
  } finally {
    await knex.destroy().catch(() => undefined);
  }
}

/** 'Connection was successful' / 'Connection Failure: ...' from an attempt to connect. */
export async function testByConnecting(
  connect: () => Promise<{ close(): Promise<void> }>,
  mapError: (err: unknown) => DialectError,
): Promise<ConnectionTestResult> {
  try {
    const db = await connect();
    await db.close();
    return connectionTestResult();
  } catch (err) {
    return connectionTestResult(mapError(err));
  }
}
