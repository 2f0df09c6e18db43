/**
 * The data set and the HTTP helper the REST and GraphQL benchmarks share: `items` (title, score,
 * category) with `notes` in a has-many relation, created through Plinth's own RPC operations and
 * bulk-loaded with knex on the project's database.
 */
import type { Knex } from 'knex';
import { columnsOf, connectionFromUrl, TEST_PASSWORD } from '@plinth/sdk/testing';

export const NOTES_PER_ITEM = 2;

/** JSON call to a host; a non-2xx answer or GraphQL errors throw (a benchmark must not time failures). */
export async function call(base: string, path: string, init: { body?: unknown; token?: string; method?: string } = {}) {
  const res = await fetch(base + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(init.token && { 'xc-auth': init.token }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as any;
  if (!res.ok || body?.errors) throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return body;
}

export type Rpc = (op: string, projectId: string | undefined, args: unknown) => Promise<any>;

/** Signs the bench account up, the host's first (its super admin): its token and projects RPC calls as it. */
export async function signUpForBench(base: string): Promise<{ token: string; rpc: Rpc }> {
  const { token } = (await call(base, '/auth/signup', { body: { email: 'bench@example.com', password: TEST_PASSWORD } })) as {
    token: string;
  };
  const rpc: Rpc = (op, projectId, args) => call(base, `/dashboard?q=sqlOp_${op}`, { body: { project_id: projectId, args }, token });
  return { token, rpc };
}

/** The project databases a benchmark compares: an embedded SQLite file, and the PostgreSQL database at `pgUrl`. */
export const benchTargets = (pgUrl: string) =>
  [
    { key: 'sqlite', db: undefined },
    { key: 'pg', db: { client: 'pg', connection: connectionFromUrl(pgUrl) } },
  ] as const;

/** The two tables and their relation in project `projectId`. */
export async function createItemsAndNotes(rpc: Rpc, projectId: string): Promise<void> {
  await rpc('tableCreate', projectId, {
    tn: 'items',
    columns: columnsOf({ id: 'ID', title: 'SingleLineText', score: 'Number', category: 'SingleLineText' }),
  });
  await rpc('tableCreate', projectId, {
    tn: 'notes',
    columns: columnsOf({ id: 'ID', body: 'SingleLineText' }),
  });
  await rpc('relationCreate', projectId, { parentTable: 'items', childTable: 'notes', childColumn: 'item_id' });
}

/** Bulk load with knex on the project's own database, then the two indexes and fresh statistics. */
export async function loadItemsAndNotes(knex: Knex, pg: boolean, itemCount: number): Promise<void> {
  // SQLite compiles a multi-row insert to a compound SELECT of at most 500 terms.
  const chunk = pg ? 5_000 : 500;
  const items = Array.from({ length: itemCount }, (_, i) => ({
    title: `item ${i + 1}`,
    score: ((i + 1) * 7919) % 100_000,
    category: `c${String((i + 1) % 100).padStart(2, '0')}`,
  }));
  await knex.batchInsert('items', items, chunk);
  const notes = Array.from({ length: itemCount * NOTES_PER_ITEM }, (_, i) => ({ body: `note ${i + 1}`, item_id: (i % itemCount) + 1 }));
  await knex.batchInsert('notes', notes, chunk);
  await knex.schema.alterTable('items', (t) => t.index(['category', 'score'], 'items_category_score_idx'));
  await knex.schema.alterTable('notes', (t) => t.index(['item_id'], 'notes_item_id_idx'));
  await knex.raw(pg ? 'vacuum analyze' : 'analyze');
}
