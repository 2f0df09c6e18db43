import type { ApiRow, DataActor, DialectDb, TableDataService } from '@plinth/sdk/server';
import type { TemplateDocument, TemplateRow } from '../types.js';
import type { TemplatePlan } from './plan.js';

const lower = (s: string) => s.toLowerCase();
/** An id string as the junction's integer column takes it. */
const keyValue = (id: string): string | number => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/** Tables in an order where each parent comes before its children (cycles keep document order). */
export function parentsFirst(plan: TemplatePlan): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (tn: string) => {
    if (state.has(tn)) return;
    state.set(tn, 'visiting');
    for (const l of plan.hasMany) if (l.child === tn && l.parent !== tn) visit(l.parent);
    state.set(tn, 'done');
    order.push(tn);
  };
  for (const t of plan.tables) visit(t.tn);
  return order;
}

interface Target {
  data: TableDataService;
  db: DialectDb;
  projectId: string;
  actor: DataActor;
}

/**
 * Inserts a (checked) template's sample rows into its freshly made tables: parents first through
 * the data service (its value checks and conversions per database), a foreign key naming a row
 * not yet inserted (a cycle, a table referring to itself) set afterwards, then the junction rows
 * of the many-to-many links. Throws on the first failure; the caller undoes the whole template.
 */
export async function insertSampleRows(doc: TemplateDocument, plan: TemplatePlan, target: Target): Promise<number> {
  const { data, projectId, actor } = target;
  const rowsOf = new Map(doc.tables.map((t) => [t.tn, t.rows ?? []]));
  const ids = new Map<string, string[]>();
  const deferred: { tn: string; index: number; body: Record<string, unknown> }[] = [];
  let inserted = 0;
  for (const tn of parentsFirst(plan)) {
    const rows = rowsOf.get(tn) ?? [];
    if (!rows.length) continue;
    const fks = plan.hasMany.filter((l) => l.child === tn);
    const bodies = rows.map((row, index) => {
      const body: Record<string, unknown> = {};
      const later: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(row)) {
        if (key === '_mm') continue;
        const fk = fks.find((l) => lower(l.fk) === lower(key));
        if (!fk || v === null) body[fk?.fk ?? key] = v;
        else if (ids.has(fk.parent)) body[fk.fk] = ids.get(fk.parent)![(v as number) - 1];
        else later[fk.fk] = v;
      }
      if (Object.keys(later).length) deferred.push({ tn, index, body: later });
      return body;
    });
    const meta = await data.meta(projectId, tn);
    const made: ApiRow[] = await data.createBulk(projectId, tn, bodies, actor);
    ids.set(
      tn,
      made.map((r) => data.idOf(meta, r)),
    );
    inserted += made.length;
  }
  for (const d of deferred) {
    const body = Object.fromEntries(
      Object.entries(d.body).map(([cn, n]) => [
        cn,
        ids.get(plan.hasMany.find((l) => l.child === d.tn && l.fk === cn)!.parent)![(n as number) - 1],
      ]),
    );
    await data.update(projectId, d.tn, ids.get(d.tn)![d.index]!, body, actor);
  }
  await insertLinks(doc, plan, target.db, ids);
  return inserted;
}

/** Junction rows of the `_mm` links, each pair once whichever side names it. */
async function insertLinks(doc: TemplateDocument, plan: TemplatePlan, db: DialectDb, ids: Map<string, string[]>) {
  const pairs = new Map<string, Map<string, Record<string, string | number>>>();
  const add = (tn: string, row: TemplateRow, index: number) => {
    for (const [rtn, numbers] of Object.entries(row._mm ?? {})) {
      const link = plan.manyToMany.find(
        (l) => (l.tn === tn && lower(l.rtn) === lower(rtn)) || (l.rtn === tn && lower(l.tn) === lower(rtn)),
      )!;
      const partner = link.tn === tn ? link.rtn : link.tn;
      for (const n of numbers) {
        const mine = keyValue(ids.get(tn)![index]!);
        const theirs = keyValue(ids.get(partner)![n - 1]!);
        // A table linked to itself reads a row's links where it is the junction's `vrcn`.
        const self = link.tn === link.rtn;
        const [left, right] = link.tn === tn && !self ? [mine, theirs] : [theirs, mine];
        const list = pairs.get(link.vtn) ?? new Map<string, Record<string, string | number>>();
        list.set(`${left}\u0000${right}`, { [link.vcn]: left, [link.vrcn]: right });
        pairs.set(link.vtn, list);
      }
    }
  };
  for (const t of doc.tables) for (const [i, row] of (t.rows ?? []).entries()) add(t.tn, row, i);
  if (!pairs.size) return;
  await db.knex.transaction(async (trx) => {
    for (const [vtn, list] of pairs) {
      const q = trx(vtn);
      if (db.schema) q.withSchema(db.schema);
      await q.insert([...list.values()]);
    }
  });
}
