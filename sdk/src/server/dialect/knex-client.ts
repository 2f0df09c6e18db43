/**
 * knex with the driver of a dialect plugin. knex requires its database driver by name from its
 * own folder; with pnpm that finds only drivers that the package installing knex also declares,
 * so the SDK (which opens the pools) would have to declare every driver, and a plugin's own
 * driver would give it a second knex. Instead each dialect plugin hands its driver module over:
 * one knex for the workspace, each driver declared by the plugin that uses it.
 */
import { createRequire } from 'node:module';
import knexFactory, { type Knex } from 'knex';

const require = createRequire(import.meta.url);

/** The knex clients of the dialect plugins, and knex's module of each. */
const KNEX_CLIENT_MODULES = {
  pg: 'knex/lib/dialects/postgres/index.js',
  mysql2: 'knex/lib/dialects/mysql2/index.js',
  mssql: 'knex/lib/dialects/mssql/index.js',
  'better-sqlite3': 'knex/lib/dialects/better-sqlite3/index.js',
} as const;
export type KnexClientName = keyof typeof KNEX_CLIENT_MODULES;

/** The part of knex's (untyped) client class used here. */
type KnexClientClass = new (config: Knex.Config) => { config: Knex.Config; _driver(): unknown };

/**
 * A knex client class (for `Knex.Config.client`) that uses `driver`, the module the plugin
 * imports itself (`import pg from 'pg'`), instead of requiring it by name.
 * `knex.client.config.client` still reads `name`.
 */
export function knexClientWithDriver(name: KnexClientName, driver: unknown): NonNullable<Knex.Config['client']> {
  const KnexClient = require(KNEX_CLIENT_MODULES[name]) as KnexClientClass;
  class ClientWithDriver extends KnexClient {
    constructor(config: Knex.Config) {
      super(config);
      this.config.client = name;
    }
    override _driver() {
      return driver;
    }
  }
  return ClientWithDriver as unknown as NonNullable<Knex.Config['client']>;
}

/**
 * As `knexClientWithDriver`, with knex's client module and the driver loaded when the first pool
 * of that client opens: a dialect that an install never connects to costs nothing at start
 * (SQL Server's driver is a large share of the server's start otherwise).
 */
export function knexClientWithLazyDriver(name: KnexClientName, loadDriver: () => unknown): NonNullable<Knex.Config['client']> {
  let Client: (new (config: Knex.Config) => unknown) | undefined;
  // knex calls `new config.client(config)`: a constructor returning an object gives that object.
  function LazyClient(config: Knex.Config) {
    Client ??= knexClientWithDriver(name, loadDriver()) as unknown as new (config: Knex.Config) => unknown;
    return new Client(config);
  }
  return LazyClient as unknown as NonNullable<Knex.Config['client']>;
}

/** A knex instance from the SDK's one knex (the dialect plugins do not depend on knex themselves). */
export function createKnex(config: Knex.Config): Knex {
  return knexFactory(config);
}
