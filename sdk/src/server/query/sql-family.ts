/** Knex client names grouped by the SQL they speak where the guard's output differs. */
export type SqlFamily = 'pg' | 'mysql' | 'sqlite' | 'mssql';

const FAMILIES: Record<string, SqlFamily> = {
  pg: 'pg',
  postgres: 'pg',
  postgresql: 'pg',
  pgnative: 'pg',
  mysql: 'mysql',
  mysql2: 'mysql',
  mariadb: 'mysql',
  sqlite3: 'sqlite',
  'better-sqlite3': 'sqlite',
  mssql: 'mssql',
};

/** The family of a knex client name (`DbClient`s included); throws for one the guard does not know. */
export function sqlFamily(client: string): SqlFamily {
  const found = FAMILIES[client];
  // A programming error, not a request error: the caller passes its own database's client.
  if (!found) throw new Error(`Query guard: unknown database client '${client}'`);
  return found;
}
