import type { DbClient, DbConnection } from '@plinth/sdk';
import type { ProjectDb, ProjectRecord } from '@plinth/sdk/server';

const REDACTED = '********';

/** A project as answered to clients: passwords and key material never leave the server. */
export function redact(p: ProjectRecord): ProjectRecord {
  const envs = Object.fromEntries(
    Object.entries(p.envs).map(([env, { db }]) => [
      env,
      {
        db: db.map((d) => ({
          ...d,
          connection: {
            ...d.connection,
            ...(d.connection.password !== undefined && { password: REDACTED }),
            ...(d.connection.ssl && {
              ssl: {
                usage: d.connection.ssl.usage,
                ca: d.connection.ssl.ca && REDACTED,
                key: d.connection.ssl.key && REDACTED,
                cert: d.connection.ssl.cert && REDACTED,
              },
            }),
          },
        })),
      },
    ]),
  );
  return { ...p, envs };
}

/**
 * A connection from a form that shows secrets redacted: a secret sent back as the placeholder (or
 * left out) keeps the stored one, for the same database type only.
 */
export function withStoredSecrets(client: DbClient, connection: DbConnection, previous: ProjectDb | undefined): DbConnection {
  const out: DbConnection = { ...connection, ...(connection.ssl && { ssl: { ...connection.ssl } }) };
  if (!previous || previous.client !== client) return out;
  const stored = previous.connection;
  if (out.password === undefined || out.password === REDACTED) out.password = stored.password;
  if (stored.ssl) {
    const ssl = (out.ssl ??= {});
    for (const key of ['ca', 'key', 'cert'] as const) if (ssl[key] === undefined || ssl[key] === REDACTED) ssl[key] = stored.ssl[key];
    ssl.usage ??= stored.ssl.usage;
  }
  return out;
}
