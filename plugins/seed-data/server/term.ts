/**
 * `seedTerm`: the rows the seeding recorded, deleted through the data service (junction rows
 * first, then children before their parents), by their primary keys in batches of one `where`
 * each (one transaction per batch). Rows someone deleted already are simply gone; other rows
 * are never touched: rows not added as sample data that refer to sample rows are looked for
 * first, and if there are any nothing is removed (409). A batch the database still refuses (a
 * reference added meanwhile) stops the removal with a 409: what was removed stays removed, the
 * rest stays recorded, and calling it again after removing the reference finishes the job.
 */
import { parseRowKey, type TableMeta } from '@plinth/sdk';
import { escapeWhereText, HttpError, type DataActor, type TableDataService } from '@plinth/sdk/server';
import type { SeedStore } from './store.js';

/** Keys read from the meta store at a time. */
const KEYS_PER_READ = 500;
/** A where text stays under the query guard's limits (1000 characters, 100 conditions, 100 list values). */
const MAX_WHERE_LENGTH = 900;
const MAX_CONDITIONS = 90;

/** Recorded tables in an order that deletes referring rows first: junctions, then children before parents. */
export function removalOrder(recorded: string[], metas: TableMeta[]): string[] {
  const junctions = new Set(metas.flatMap((m) => m.manyToMany ?? []).map((mm) => mm.vtn));
  const left = new Set(recorded);
  const order: string[] = recorded.filter((tn) => junctions.has(tn));
  for (const tn of order) left.delete(tn);
  const refersTo = (tn: string) => (metas.find((m) => m.tn === tn)?.belongsTo ?? []).map((r) => r.rtn).filter((rtn) => rtn !== tn);
  while (left.size) {
    const next = [...left].find((tn) => ![...left].some((other) => other !== tn && refersTo(other).includes(tn))) ?? [...left][0]!;
    order.push(next);
    left.delete(next);
  }
  return order;
}

/** `where` texts matching the given keys (each within the guard's limits), with the record ids each covers. */
export function keyWheres(meta: TableMeta, keys: { id: number; pk: string }[]): { where: string; ids: number[] }[] {
  const pk = meta.columns.filter((c) => c.pk);
  const parsed = keys.map((k) => ({ id: k.id, parts: parseRowKey(k.pk, pk.length) }));
  const out: { where: string; ids: number[] }[] = [];
  const unparsable = parsed.filter((k) => !k.parts).map((k) => k.id);
  // Keys that fit no key of the table name no row: dropped from the record.
  if (unparsable.length) out.push({ where: '', ids: unparsable });
  const good = parsed.filter((k): k is { id: number; parts: string[] } => Boolean(k.parts));
  const field = (i: number) => escapeWhereText(pk[i]!.cn);
  if (pk.length === 1) {
    let values: string[] = [];
    let ids: number[] = [];
    const flush = () => {
      if (values.length) out.push({ where: `(${field(0)},in,${values.join(',')})`, ids });
      values = [];
      ids = [];
    };
    for (const k of good) {
      const v = escapeWhereText(k.parts[0]!);
      if (values.length >= MAX_CONDITIONS || field(0).length + values.join(',').length + v.length + 8 > MAX_WHERE_LENGTH) flush();
      values.push(v);
      ids.push(k.id);
    }
    flush();
    return out;
  }
  // Composite keys: grouped by the first column, `((a,eq,x)~and(b,eq,y)...)~or(...)`.
  let groups: string[] = [];
  let ids: number[] = [];
  let conditions = 0;
  const flush = () => {
    if (groups.length) out.push({ where: groups.join('~or'), ids });
    groups = [];
    ids = [];
    conditions = 0;
  };
  for (const k of good) {
    const group = `(${k.parts.map((p, i) => `(${field(i)},eq,${escapeWhereText(p)})`).join('~and')})`;
    if (conditions + pk.length > MAX_CONDITIONS || [...groups, group].join('~or').length > MAX_WHERE_LENGTH) flush();
    groups.push(group);
    ids.push(k.id);
    conditions += pk.length;
  }
  flush();
  return out;
}

/**
 * Rows not added as sample data that refer to sample rows (a contact someone added to a sample
 * company): removing would fail on them, or cascade into them. Found before anything is deleted,
 * so a refused removal removes nothing.
 */
async function foreignReferences(
  deps: TermDeps,
  projectId: string,
  dbAlias: string,
  metas: TableMeta[],
  recorded: string[],
): Promise<{ child: TableMeta; parent: TableMeta; rows: number } | null> {
  const { data, store } = deps;
  const keys = new Map<string, Set<string>>();
  const keysOf = async (tn: string) => {
    let set = keys.get(tn);
    if (!set) keys.set(tn, (set = new Set(recorded.includes(tn) ? await store.allKeys(projectId, dbAlias, tn) : [])));
    return set;
  };
  const junctions = new Set(metas.flatMap((m) => m.manyToMany ?? []).map((mm) => mm.vtn));
  for (const tn of recorded) {
    const parent = metas.find((m) => m.tn === tn);
    const pk = parent?.columns.filter((c) => c.pk) ?? [];
    if (!parent || pk.length !== 1) continue;
    const parentKeys = [...(await keysOf(tn))].map((pk, i) => ({ id: i, pk }));
    for (const child of metas) {
      // Junction rows go with the rows they link (their keys cascade); a link to a sample row means nothing without it.
      if (junctions.has(child.tn) || !child.columns.some((c) => c.pk)) continue;
      for (const rel of (child.belongsTo ?? []).filter((r) => r.rtn === tn && r.rcn === pk[0]!.cn)) {
        const fk = child.columns.find((c) => c.cn === rel.cn);
        if (!fk) continue;
        const own = await keysOf(child.tn);
        let rows = 0;
        for (const { where } of keyWheres({ ...parent, columns: [{ ...fk, pk: true }] }, parentKeys)) {
          if (!where) continue;
          for (let offset = 0; ; offset += 1000) {
            const page = await data.list(projectId, child.tn, { where, limit: 1000, offset }, { withTotal: false });
            for (const row of page.list) if (!own.has(data.idOf(child, row))) rows++;
            if (page.pageInfo.isLastPage) break;
          }
        }
        if (rows) return { child, parent, rows };
      }
    }
  }
  return null;
}

export interface TermDeps {
  data: TableDataService;
  store: SeedStore;
}

/** Removes every recorded row of the project's database; answers how many rows each table lost. */
export async function removeSampleRows(
  deps: TermDeps,
  projectId: string,
  dbAlias: string,
  metas: TableMeta[],
  actor: DataActor,
): Promise<Record<string, number>> {
  const { data, store } = deps;
  const recorded = Object.keys(await store.counts(projectId, dbAlias));
  const foreign = await foreignReferences(deps, projectId, dbAlias, metas, recorded);
  if (foreign) {
    const { child, parent, rows } = foreign;
    // Whole sentences, so that each translates as one.
    throw new HttpError(
      409,
      rows === 1
        ? `1 row of '${child._tn}' not added as sample data refers to sample rows of '${parent._tn}': remove it or point it elsewhere first; nothing was removed`
        : `${rows} rows of '${child._tn}' not added as sample data refer to sample rows of '${parent._tn}': remove them or point them elsewhere first; nothing was removed`,
    );
  }
  const removed: Record<string, number> = {};
  for (const tn of removalOrder(recorded, metas)) {
    const meta = metas.find((m) => m.tn === tn);
    removed[tn] = 0;
    for (;;) {
      const keys = await store.keys(projectId, dbAlias, tn, KEYS_PER_READ);
      if (!keys.length) break;
      // A table dropped since took its rows with it.
      if (!meta || !meta.columns.some((c) => c.pk)) {
        await store.forgetRecords(keys.map((k) => k.id));
        continue;
      }
      for (const { where, ids } of keyWheres(meta, keys)) {
        if (where) {
          try {
            removed[tn] += await data.deleteWhere(projectId, tn, where, actor);
          } catch (err) {
            const status = (err as { status?: number }).status;
            if (status === 409) {
              const left = (await store.counts(projectId, dbAlias))[tn] ?? 0;
              throw new HttpError(
                409,
                `Sample rows of '${meta._tn}' are referred to by other rows (${err instanceof Error ? err.message : ''}): ` +
                  `${left} of them are left; remove those references and remove the sample data again`,
              );
            }
            throw err;
          }
        }
        await store.forgetRecords(ids);
      }
    }
  }
  return removed;
}
