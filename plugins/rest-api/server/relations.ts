import type { TableMeta } from '@plinth/sdk';
import { HttpError, type Knex, type ProjectsService } from '@plinth/sdk/server';
import { RowCodec } from './values.js';

/** Related rows embedded per parent row; never more than this many per relation and page. */
const MAX_RELATED_ROWS = 10_000;

export interface RelationRequest {
  hm: string[];
  bt: string[];
  mm: string[];
}

const listParam = (value: unknown, name: string): string[] => {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be given once, as a comma list`);
  return value.split(',').map((s) => s.trim()).filter(Boolean);
};

export function relationRequest(query: Record<string, unknown>): RelationRequest {
  return { hm: listParam(query.hm, 'hm'), bt: listParam(query.bt, 'bt'), mm: listParam(query.mm, 'mm') };
}

/** Key columns that lookups and the requested relations join on. */
export function relationKeys(meta: TableMeta, req: RelationRequest): string[] {
  const wanted = req.hm.length + req.bt.length + req.mm.length > 0 || (meta.v ?? []).some((v) => v.lk);
  if (!wanted) return [];
  const keys = [...(meta.hasMany ?? []).map((r) => r.cn), ...(meta.manyToMany ?? []).map((r) => r.cn), ...(meta.belongsTo ?? []).map((r) => r.cn)];
  return [...new Set(keys)];
}

const append = (map: Map<string, Record<string, unknown>[]>, key: string, row: Record<string, unknown>) => {
  const list = map.get(key);
  if (list) list.push(row);
  else map.set(key, [row]);
};

const matches = (meta: TableMeta, name: string) => meta.tn === name || meta._tn === name;

/**
 * Adds `<Child>List` (hm, mm) and `<Parent>Read` (bt) to each API row. One query per relation
 * for the whole page, never one per row.
 */
export async function embedRelations(
  knex: Knex,
  projects: ProjectsService,
  projectId: string,
  meta: TableMeta,
  dbRows: Record<string, unknown>[],
  apiRows: Record<string, unknown>[],
  req: RelationRequest,
  client: string,
): Promise<void> {
  if (!dbRows.length || !(req.hm.length || req.bt.length || req.mm.length)) return;
  const tables = await projects.tables(projectId);
  const metaOf = (tn: string) => tables.find((t) => t.tn === tn)!;
  const distinct = (cn: string) => [...new Set(dbRows.map((r) => r[cn]).filter((v) => v !== null && v !== undefined))];

  for (const name of req.hm) {
    const rel = (meta.hasMany ?? []).find((r) => matches(metaOf(r.rtn), name));
    if (!rel) throw new HttpError(400, `No has-many relation '${name}' on '${meta._tn}'`);
    const child = RowCodec.of(metaOf(rel.rtn), client);
    const keys = distinct(rel.cn);
    const rows = keys.length ? await knex(rel.rtn).whereIn(rel.rcn, keys).limit(MAX_RELATED_ROWS) : [];
    const byParent = new Map<string, Record<string, unknown>[]>();
    for (const r of rows) append(byParent, String(r[rel.rcn]), child.fromDb(r));
    dbRows.forEach((r, i) => (apiRows[i]![`${child.meta._tn}List`] = byParent.get(String(r[rel.cn])) ?? []));
  }

  for (const name of req.bt) {
    const rel = (meta.belongsTo ?? []).find((r) => matches(metaOf(r.rtn), name));
    if (!rel) throw new HttpError(400, `No belongs-to relation '${name}' on '${meta._tn}'`);
    const parent = RowCodec.of(metaOf(rel.rtn), client);
    const keys = distinct(rel.cn);
    const rows = keys.length ? await knex(rel.rtn).whereIn(rel.rcn, keys) : [];
    const byKey = new Map(rows.map((r: Record<string, unknown>) => [String(r[rel.rcn]), parent.fromDb(r)]));
    dbRows.forEach((r, i) => (apiRows[i]![`${parent.meta._tn}Read`] = r[rel.cn] === null ? null : (byKey.get(String(r[rel.cn])) ?? null)));
  }

  for (const name of req.mm) {
    const rel = (meta.manyToMany ?? []).find((r) => matches(metaOf(r.rtn), name));
    if (!rel) throw new HttpError(400, `No many-to-many relation '${name}' on '${meta._tn}'`);
    const other = RowCodec.of(metaOf(rel.rtn), client);
    const keys = distinct(rel.cn);
    const link = '__plinth_link';
    const rows = keys.length
      ? await knex({ t: rel.rtn })
          .join({ j: rel.vtn }, `j.${rel.vrcn}`, `t.${rel.rcn}`)
          .whereIn(`j.${rel.vcn}`, keys)
          .select('t.*', { [link]: `j.${rel.vcn}` })
          .limit(MAX_RELATED_ROWS)
      : [];
    const byParent = new Map<string, Record<string, unknown>[]>();
    for (const r of rows) append(byParent, String(r[link]), other.fromDb(r));
    dbRows.forEach((r, i) => (apiRows[i]![`${other.meta._tn}MMList`] = byParent.get(String(r[rel.cn])) ?? []));
  }
}
