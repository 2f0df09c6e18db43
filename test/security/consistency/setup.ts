/** Accounts, projects and direct database readers for the load and crash tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { connectionFromUrl, createTestDatabase, TEST_PASSWORD, type TestDatabase } from '@plinth/sdk/testing';
import type { JsonClient } from './http.js';

export type DbKind = 'sqlite' | 'pg';
const ADMIN_EMAIL = 'admin@example.com';

/** A data folder and, for PostgreSQL, the database the project lives in (and the meta store's). */
export interface Place {
  kind: DbKind;
  dataDir: string;
  pg?: TestDatabase;
  /** A PostgreSQL meta store (`PLINTH_META_DB`) instead of `<data>/meta.db`. */
  metaPg?: TestDatabase;
  dispose(): Promise<void>;
}

export async function newPlace(kind: DbKind, prefix: string, options: { pgMeta?: boolean } = {}): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), `plinth-${prefix}-`));
  const pg = kind === 'pg' ? await createTestDatabase('pg', `plinth_${prefix}`) : undefined;
  const metaPg = options.pgMeta ? await createTestDatabase('pg', `plinth_${prefix}_meta`) : undefined;
  return {
    kind,
    dataDir,
    pg,
    metaPg,
    async dispose() {
      await pg?.drop();
      await metaPg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's environment for a place. */
export const serverEnv = (place: Place): Record<string, string> => ({ PLINTH_META_DB: place.metaPg?.url ?? '' });

/** Signs the first account up (the super admin); answers its token. */
export async function signUpAdmin(c: JsonClient): Promise<string> {
  const r = await c.post('/auth/signup', { email: ADMIN_EMAIL, password: TEST_PASSWORD });
  if (r.status !== 200) throw new Error(`sign-up: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token;
}

/** Signs the super admin in with its password: the meta store's users and secret still work. */
export async function signIn(c: JsonClient): Promise<string> {
  const r = await c.post('/auth/signin', { email: ADMIN_EMAIL, password: TEST_PASSWORD });
  if (r.status !== 200) throw new Error(`sign-in: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}

/** Creates the project on the place's database (embedded SQLite, or its PostgreSQL database). */
export async function createProjectAt(c: JsonClient, place: Place, title: string): Promise<string> {
  const db = place.pg && { client: 'pg', connection: connectionFromUrl(place.pg.url), createIfNotExists: false };
  return (await c.rpc('projectCreate', undefined, { title, ...(db && { db }) })).id;
}

/** A knex on the project's own database, to check what is really stored (not what the API says). */
export function projectKnex(place: Place, projectId: string): Knex {
  if (place.pg) return knexFactory({ client: 'pg', connection: place.pg.url, pool: { min: 0, max: 2 } });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: join(place.dataDir, 'projects', `${projectId}.db`) },
    useNullAsDefault: true,
  });
}

/** Column names per table as the database has them (not as Plinth's meta says). */
export async function realColumns(knex: Knex, kind: DbKind): Promise<Map<string, string[]>> {
  const rows: { tn: string; cn: string }[] =
    kind === 'pg'
      ? (
          await knex.raw(
            `select table_name as tn, column_name as cn from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
          )
        ).rows
      : await knex.raw(
          `select m.name as tn, p.name as cn from sqlite_schema m join pragma_table_info(m.name) p where m.type = 'table' and m.name not like 'sqlite_%' order by m.name, p.cid`,
        );
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.tn, [...(out.get(r.tn) ?? []), r.cn]);
  return out;
}

/** A knex on the meta store itself. */
function metaKnex(place: Place): Knex {
  if (place.metaPg) return knexFactory({ client: 'pg', connection: place.metaPg.url, pool: { min: 0, max: 1 } });
  return knexFactory({ client: 'better-sqlite3', connection: { filename: join(place.dataDir, 'meta.db') }, useNullAsDefault: true });
}

/**
 * The meta store after a kill, read with nothing else holding it: `pragma integrity_check` of the
 * embedded file (PostgreSQL checks its own pages: there, that the tables answer).
 */
export async function metaIntegrity(place: Place): Promise<string[]> {
  const knex = metaKnex(place);
  try {
    if (place.metaPg) return (await knex('projects_projects').count({ n: '*' })).map((r) => (Number(r.n) > 0 ? 'ok' : 'no project'));
    return (await knex.raw<{ integrity_check: string }[]>('pragma integrity_check')).map((r) => r.integrity_check);
  } finally {
    await knex.destroy();
  }
}

/** Schema changes noted as in progress in the meta store (none once a restarted server settled them). */
export async function pendingNotes(place: Place): Promise<number> {
  const knex = metaKnex(place);
  try {
    return Number((await knex('projects_schema_pending').count({ n: '*' }))[0]!.n);
  } finally {
    await knex.destroy();
  }
}
