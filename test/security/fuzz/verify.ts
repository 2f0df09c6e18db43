/**
 * After the fuzz: the stored data is the seeded data plus exactly what accepted writes answered.
 * Refused requests wrote nothing, and no accepted write changed a row it did not answer with.
 */
import { isDeepStrictEqual } from 'node:util';
import { graphqlNames } from './graphql-cases.js';
import type { TableSnapshot, WriteLedger } from './ledger.js';
import type { FuzzProject } from './project.js';

/** A row read back through one transport, with the fields a write answered. */
async function readBack(
  p: FuzzProject,
  transport: 'rest' | 'graphql',
  table: string,
  key: string,
): Promise<Record<string, unknown> | undefined> {
  const headers = { 'xc-auth': p.owner, accept: 'application/json' };
  if (transport === 'rest') {
    const r = await p.h.request(`/nc/${p.projectId}/api/v1/${table}/${encodeURIComponent(key)}`, { headers });
    return r.status === 200 ? (r.body as Record<string, unknown>) : undefined;
  }
  const { base } = graphqlNames(table);
  const r = await p.h.request(`/nc/${p.projectId}/v1/graphql`, {
    body: { query: `query R($id: ID!) { ${base}Read(id: $id) { ${p.model.physical[table]!.join(' ')} } }`, variables: { id: key } },
    headers,
  });
  return (r.body as { data?: Record<string, Record<string, unknown> | null> }).data?.[`${base}Read`] ?? undefined;
}

const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

/** The differences between what is stored and what the fuzz's accepted writes explain. */
export async function unexplainedChanges(
  p: FuzzProject,
  before: Map<string, TableSnapshot>,
  after: Map<string, TableSnapshot>,
  ledger: WriteLedger,
): Promise<string[]> {
  const problems: string[] = [];
  const tables = new Set([...before.keys(), ...after.keys()]);
  for (const table of tables) {
    const was = before.get(table) ?? new Map<string, string>();
    const now = after.get(table) ?? new Map<string, string>();
    if (!before.has(table) || !after.has(table)) problems.push(`table ${table} ${before.has(table) ? 'vanished' : 'appeared'}`);
    for (const key of new Set([...was.keys(), ...now.keys()])) {
      if (ledger.touched(table, key)) continue;
      if (was.get(key) !== now.get(key)) problems.push(`${table} ${key}: ${was.get(key) ?? '(none)'} -> ${now.get(key) ?? '(none)'}`);
    }
  }
  for (const [table, byKey] of ledger.rows) {
    for (const [key, writes] of byKey) {
      if (!after.get(table)?.has(key)) {
        // An update that moved the junction row's key away from here explains its absence.
        if (!ledger.moved.get(table)?.has(key)) problems.push(`${table} ${key}: written, not stored`);
        continue;
      }
      const finals = new Map<string, Record<string, unknown> | undefined>();
      for (const w of writes) if (!finals.has(w.transport)) finals.set(w.transport, await readBack(p, w.transport, table, key));
      const matches = writes.some((w) => {
        const final = finals.get(w.transport);
        return final !== undefined && isDeepStrictEqual(pick(final, Object.keys(w.row)), w.row);
      });
      if (!matches)
        problems.push(
          `${table} ${key}: stored ${JSON.stringify([...finals.values()]).slice(0, 400)}, written ${JSON.stringify(writes.map((w) => w.row)).slice(0, 400)}`,
        );
    }
  }
  return problems;
}
