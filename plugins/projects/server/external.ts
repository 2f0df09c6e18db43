import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { isAbsolute } from 'node:path';
import type { DbClient, DbConnection } from '@plinth/sdk';
import {
  authorizeOrThrow,
  HttpError,
  type DatabaseServerAddress,
  type HostConfig,
  type Principal,
  type ServerContext,
} from '@plinth/sdk/server';

/**
 * Connecting an external database (an existing SQLite file, a database server) is a global
 * permission: the super admin holds it, and the users the super admin gives the `connector` role.
 * A new project without one gets an embedded file the server names.
 */
export const EXTERNAL_DATABASE_PERMISSION = 'externalDatabase';

const EXTERNAL_MESSAGES = {
  forbidden: "Connecting an external database needs the super admin's permission: a new project gets its own embedded database",
  sqliteRelative: 'An external SQLite database is opened by its absolute path, in a folder the server allows',
  sqliteOff: 'This server opens no external SQLite files: the operator lists the folders allowed in PLINTH_EXTERNAL_SQLITE_DIRS',
  hostNotAllowed: (host: string) => `The database host '${host}' is not one this server allows (PLINTH_EXTERNAL_DB_HOSTS)`,
  metaStore: "The server's meta store cannot be opened as a project database",
} as const;

const DEFAULT_PORTS: Partial<Record<DbClient, number>> = { pg: 5432, mysql2: 3306, mssql: 1433 };

export async function assertMayConnectExternal(
  ctx: Pick<ServerContext, 'services'>,
  principal: Principal | null | undefined,
): Promise<void> {
  await authorizeOrThrow(ctx.services, principal, EXTERNAL_DATABASE_PERMISSION, {}, EXTERNAL_MESSAGES.forbidden);
}

/** Every address a host name stands for (itself for an address); none when it does not resolve. */
async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  try {
    return (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

/** `PLINTH_EXTERNAL_DB_HOSTS` entries: host names (exact, case-insensitive), addresses and CIDR ranges. */
function hostMatcher(entries: readonly string[]) {
  const names = new Set<string>();
  const blocks = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address!);
    if (family && bits !== undefined) blocks.addSubnet(address!, Number(bits), family === 6 ? 'ipv6' : 'ipv4');
    else if (family) blocks.addAddress(address!, family === 6 ? 'ipv6' : 'ipv4');
    else names.add(entry.toLowerCase());
  }
  return (host: string, addresses: string[]) =>
    names.has(host.toLowerCase()) || (addresses.length > 0 && addresses.every((a) => blocks.check(a, isIP(a) === 6 ? 'ipv6' : 'ipv4')));
}

async function isMetaServer(
  meta: DatabaseServerAddress,
  port: number,
  database: string | undefined,
  addresses: string[],
): Promise<boolean> {
  if (port !== meta.port || (database ?? '').toLowerCase() !== meta.database.toLowerCase()) return false;
  const metaAddresses = await addressesOf(meta.host);
  return addresses.some((a) => metaAddresses.includes(a));
}

/**
 * Refuses (4xx, before anything is opened) an external connection the operator does not allow:
 * an SQLite path that is not absolute or when no folder is allowed (the dialect then checks the
 * folder, links resolved), a host outside `PLINTH_EXTERNAL_DB_HOSTS`, or the meta store's own
 * database.
 */
export async function checkExternalConnection(config: HostConfig, client: DbClient, connection: DbConnection): Promise<void> {
  if (client === 'sqlite3') {
    if (typeof connection.filename !== 'string' || !isAbsolute(connection.filename))
      throw new HttpError(400, EXTERNAL_MESSAGES.sqliteRelative);
    if (!config.externalDatabases.sqliteDirs.length) throw new HttpError(400, EXTERNAL_MESSAGES.sqliteOff);
    return;
  }
  const host = (connection.host ?? 'localhost').trim() || 'localhost';
  const addresses = await addressesOf(host);
  const allowed = config.externalDatabases.hosts;
  if (allowed && !hostMatcher(allowed)(host, addresses)) throw new HttpError(400, EXTERNAL_MESSAGES.hostNotAllowed(host));
  const port = connection.port ?? DEFAULT_PORTS[client] ?? 0;
  if (config.metaServer && (await isMetaServer(config.metaServer, port, connection.database, addresses)))
    throw new HttpError(400, EXTERNAL_MESSAGES.metaStore);
}
