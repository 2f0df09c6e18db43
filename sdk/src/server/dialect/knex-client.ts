/**
 * knex with the driver of a dialect plugin. knex requires its database driver by name from its
 * own folder; with pnpm that finds only drivers that the package installing knex also declares,
 * so the SDK (which opens the pools) would have to declare every driver, and a plugin's own
 * driver would give it a second knex. Instead each dialect plugin hands its driver module over:
 * one knex for the workspace, each driver declared by the plugin that uses it.
 */
import knexFactory, { type Knex } from 'knex';
// knex's client modules, imported rather than required by name at first use: the compiled server
// bundles knex once (scripts/build-server-vendor.mjs), and a require() from here would load a
// second copy from node_modules. They are plain JavaScript; each driver still loads on first use.
import BetterSqlite3Client from 'knex/lib/dialects/better-sqlite3/index.js';
import MssqlClient from 'knex/lib/dialects/mssql/index.js';
import Mysql2Client from 'knex/lib/dialects/mysql2/index.js';
import PostgresClient from 'knex/lib/dialects/postgres/index.js';

/** The knex clients of the dialect plugins, and knex's class of each. */
const KNEX_CLIENTS = {
  pg: PostgresClient,
  mysql2: Mysql2Client,
  mssql: MssqlClient,
  'better-sqlite3': BetterSqlite3Client,
} as const;
export type KnexClientName = keyof typeof KNEX_CLIENTS;

/** The part of knex's (untyped) client class used here. */
type KnexClientClass = new (config: Knex.Config) => { config: Knex.Config; _driver(): unknown };

/**
 * A knex client class (for `Knex.Config.client`) that uses `driver`, the module the plugin
 * imports itself (`import pg from 'pg'`), instead of requiring it by name.
 * `knex.client.config.client` still reads `name`.
 */
export function knexClientWithDriver(name: KnexClientName, driver: unknown): NonNullable<Knex.Config['client']> {
  const KnexClient = KNEX_CLIENTS[name] as KnexClientClass;
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
 * As `knexClientWithDriver`, with the driver loaded when the first pool of that client opens: a
 * dialect that an install never connects to costs nothing at start (SQL Server's driver is a
 * large share of the server's start otherwise).
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
