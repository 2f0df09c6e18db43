import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sqliteDriver from 'better-sqlite3';
import type * as Mysql2 from 'mysql2';
import type * as Pg from 'pg';
import type { PluginDefinition } from '@plinth/sdk';
import {
  knexClientWithDriver,
  knexClientWithLazyDriver,
  type DatabaseServerAddress,
  type ExternalDatabaseLimits,
  type HostConfig,
  type Knex,
} from '@plinth/sdk/server';

/** The repository root: the folder of pnpm-workspace.yaml above this file (host-server/src, or host-server/dist/src when compiled). */
export const repoRoot = workspaceRootAbove(dirname(fileURLToPath(import.meta.url)));

function workspaceRootAbove(dir: string): string {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(resolve(at, 'pnpm-workspace.yaml'))) return at;
    if (dirname(at) === at) return resolve(dir, '..', '..');
  }
}

/** The meta store's PostgreSQL / MySQL driver, loaded only when PLINTH_META_DB names one (each is a share of the start). */
const requireHere = createRequire(import.meta.url);

/** Whether this server runs as compiled JavaScript (`pnpm start`) rather than TypeScript (tests, tsx). */
export const runsCompiled = import.meta.url.endsWith('.js');

const versionOf = (packageJson: string): string => (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
export const plinthVersion: string = versionOf(resolve(repoRoot, 'package.json'));
/** The npm package Plinth is published as (the root package.json's name): what `xcRelease` looks up. */
export const plinthPackageName: string = (JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { name: string }).name;
/** The SDK version installed plugins are checked against (their `plinth.sdk` range). */
export const sdkVersion: string = versionOf(resolve(repoRoot, 'sdk', 'package.json'));

/** A plugin folder name under `plugins/`, or a definition (tests, embedding). */
export type PluginSource = string | PluginDefinition<any>;

export interface HostOptions {
  /** `PLINTH_DATA_DIR`, default `./data`. */
  dataDir?: string;
  /** `PORT`, default 8080; 0 picks a free port. */
  port?: number;
  /** `PLINTH_META_DB`: a postgres:// or mysql:// URL; unset means SQLite under the data dir. */
  metaDb?: string;
  /** Folder names under `plugins/` and / or inline definitions; default the built-in list. */
  plugins?: PluginSource[];
  /** Folder of the built web app; default `host-web/dist`. */
  webDist?: string;
  /** Host to listen on; default all interfaces. */
  host?: string;
  /** Silence the request-independent log lines (tests). */
  quiet?: boolean;
  /**
   * `PLINTH_SERVER_TIMING=1`: a `Server-Timing` header with each answer's SQL statement count
   * and time. Off by default: counting per request needs an async context on every promise of
   * the process, which costs every request (measured in bench/rest), not only the ones looked at.
   */
  serverTiming?: boolean;
  /**
   * `PLINTH_TRUST_PROXY`: the reverse proxies whose X-Forwarded-For / -Proto are honoured:
   * addresses, CIDR ranges or `loopback`, `linklocal`, `uniquelocal` (comma-separated), or a
   * number of hops. Default none: the client address is the connection's.
   */
  trustProxy?: string[] | number;
  /** `PLINTH_EXTERNAL_SQLITE_DIRS`: absolute folders external SQLite files may lie in; default none. */
  externalSqliteDirs?: string[];
  /** `PLINTH_PLUGIN_INSTALL=1`: the super admin may install third-party plugins (they run code). */
  pluginInstall?: boolean;
  /** `PLINTH_NPM_REGISTRY`: where plugins named by package come from; default the public npm registry. */
  npmRegistry?: string;
  /** `PLINTH_EXTERNAL_DB_HOSTS`: database server hosts (names, addresses, CIDR ranges) that may be connected; default any. */
  externalDbHosts?: string[];
}

/** A list setting: entries split by commas (and, for folders, the platform's path delimiter). */
function listSetting(value: string | undefined, separators: RegExp): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value
    .split(separators)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `PLINTH_TRUST_PROXY`: a hop count or named proxies; `true` (trust anyone) is refused. */
function trustProxySetting(value: string | undefined): string[] | number | undefined {
  const list = listSetting(value, /,/);
  if (!list) return undefined;
  if (list.length === 1 && /^\d+$/.test(list[0]!)) return Number(list[0]);
  if (list.some((v) => /^(true|\*)$/i.test(v))) {
    throw new Error(
      'PLINTH_TRUST_PROXY names the proxies to trust (addresses, CIDR ranges, loopback) or a hop count; trusting every client would let anyone choose its address',
    );
  }
  return list;
}

/** The external-database limits of the options, checked: folders must be absolute. */
export function externalDatabaseLimits(options: HostOptions): ExternalDatabaseLimits {
  const dirs = options.externalSqliteDirs ?? [];
  for (const dir of dirs) {
    if (!isAbsolute(dir)) throw new Error(`PLINTH_EXTERNAL_SQLITE_DIRS lists absolute folders only, got '${dir}'`);
  }
  return { sqliteDirs: dirs.map((d) => resolve(d)), hosts: options.externalDbHosts ?? null };
}

/** Host, port and database of a meta store URL (postgres:// or mysql://). */
export function metaServerOf(url: string | undefined): DatabaseServerAddress | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  const scheme = parsed.protocol.replace(/:$/, '').toLowerCase();
  const port = parsed.port ? Number(parsed.port) : scheme.startsWith('postgres') ? 5432 : 3306;
  const database =
    decodeURIComponent(parsed.pathname.replace(/^\//, '')) ||
    (scheme.startsWith('postgres') ? decodeURIComponent(parsed.username) || 'postgres' : '');
  return { host: parsed.hostname.replace(/^\[|\]$/g, '') || 'localhost', port, database };
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): HostOptions {
  const port = env.PORT === undefined || env.PORT === '' ? undefined : Number(env.PORT);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new Error(`PORT must be an integer between 0 and 65535, got '${env.PORT}'`);
  }
  return {
    dataDir: env.PLINTH_DATA_DIR || undefined,
    port,
    metaDb: env.PLINTH_META_DB || undefined,
    host: env.HOST || undefined,
    serverTiming: env.PLINTH_SERVER_TIMING === '1',
    trustProxy: trustProxySetting(env.PLINTH_TRUST_PROXY),
    externalSqliteDirs: listSetting(env.PLINTH_EXTERNAL_SQLITE_DIRS, new RegExp(`[,${delimiter}]`)),
    externalDbHosts: listSetting(env.PLINTH_EXTERNAL_DB_HOSTS, /,/),
    pluginInstall: env.PLINTH_PLUGIN_INSTALL === '1',
    npmRegistry: env.PLINTH_NPM_REGISTRY || undefined,
  };
}

/** Knex configuration of the meta store for a URL or the embedded SQLite file. */
export function metaKnexConfig(dataDir: string, url?: string): { config: Knex.Config; client: HostConfig['metaClient'] } {
  if (!url) {
    return {
      client: 'sqlite3',
      config: {
        client: knexClientWithDriver('better-sqlite3', sqliteDriver),
        connection: { filename: resolve(dataDir, 'meta.db') },
        useNullAsDefault: true,
        pool: {
          // WAL lets readers proceed during writes; foreign keys are off by default in SQLite.
          afterCreate: (conn: { pragma(s: string): void }, done: (err: Error | null, c: unknown) => void) => {
            conn.pragma('journal_mode = WAL');
            conn.pragma('foreign_keys = ON');
            done(null, conn);
          },
        },
      },
    };
  }
  const scheme = url.slice(0, url.indexOf(':')).toLowerCase();
  if (scheme === 'postgres' || scheme === 'postgresql') {
    return {
      client: 'pg',
      config: { client: knexClientWithLazyDriver('pg', () => requireHere('pg') as typeof Pg), connection: url, pool: { min: 0, max: 10 } },
    };
  }
  if (scheme === 'mysql' || scheme === 'mariadb') {
    return {
      client: 'mysql2',
      config: {
        client: knexClientWithLazyDriver('mysql2', () => requireHere('mysql2') as typeof Mysql2),
        connection: url.replace(/^mariadb:/i, 'mysql:'),
        pool: { min: 0, max: 10 },
      },
    };
  }
  throw new Error(`PLINTH_META_DB must be a postgres://, mysql:// or mariadb:// URL, got scheme '${scheme}'`);
}
