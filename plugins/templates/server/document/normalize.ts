import type { RelationType, RollupFunction, Uidt } from '@plinth/sdk';
import type { TemplateColumn, TemplateDocument, TemplateRow, TemplateTable, VirtualEntry } from '../../types.js';
import type { RawColumn, RawDocument, RawTable } from './raw.js';

/** Column types that describe a relation, lookup or rollup rather than a column of their own. */
export const LINK_UIDT: readonly string[] = ['LinkToAnotherRecord', 'ForeignKey', 'Lookup', 'Rollup'];

const str = (v: string | null | undefined) => (v ?? '').trim();
const opt = (v: string | null | undefined) => (str(v) ? str(v) : undefined);

/** Related table and relation type of a lookup / rollup column: `rtn: { tn, type }` or `rtn` + `type`. */
export function relatedOf(c: RawColumn): { tn: string; type: string } {
  if (c.rtn && typeof c.rtn === 'object') return { tn: str(c.rtn.tn), type: str(c.rtn.type ?? c.type) };
  return { tn: str(c.rtn), type: str(c.type) };
}

function tagsOf(tags: RawDocument['tags']): string[] {
  const list = typeof tags === 'string' ? tags.split(',') : (tags ?? []);
  return [...new Set(list.map((t) => t.trim()).filter(Boolean))];
}

function physical(c: RawColumn): TemplateColumn {
  const dtxp = c.dtxp === null || c.dtxp === undefined || c.dtxp === '' ? undefined : String(c.dtxp);
  return { cn: str(c.cn), uidt: str(c.uidt) as Uidt, ...(dtxp !== undefined && { dtxp }), ...(opt(c.dt) && { dt: opt(c.dt) }) };
}

function virtualOf(c: RawColumn): VirtualEntry {
  const rel = relatedOf(c);
  const type = rel.type as RelationType;
  if (c.uidt === 'Lookup') return { _cn: str(c.cn), lk: { ltn: rel.tn, type, lcn: str(c.rcn) } };
  return { _cn: str(c.cn), rl: { rltn: rel.tn, rlcn: str(c.rcn), type, fn: str(c.fn) as RollupFunction } };
}

function table(t: RawTable): TemplateTable {
  const out: TemplateTable = {
    tn: str(t.tn),
    columns: [],
    hasMany: t.hasMany.map((e) => ({ tn: str(e.tn), ...(opt(e._cn) && { _cn: opt(e._cn) }) })),
    manyToMany: t.manyToMany.map((e) => ({ rtn: str(e.rtn), ...(opt(e._cn) && { _cn: opt(e._cn) }) })),
    belongsTo: t.belongsTo.map((e) => ({ tn: str(e.tn), ...(opt(e._cn) && { _cn: opt(e._cn) }) })),
    v: t.v.map((e): VirtualEntry =>
      e.lk
        ? { _cn: str(e._cn), lk: { ltn: str(e.lk.ltn), type: str(e.lk.type) as RelationType, lcn: str(e.lk.lcn) } }
        : {
            _cn: str(e._cn),
            rl: {
              rltn: str(e.rl?.rltn),
              rlcn: str(e.rl?.rlcn),
              type: str(e.rl?.type) as RelationType,
              fn: str(e.rl?.fn) as RollupFunction,
            },
          },
    ),
  };
  if (t.rows.length) out.rows = t.rows as TemplateRow[];
  for (const c of t.columns) {
    const cn = str(c.cn);
    if (!LINK_UIDT.includes(str(c.uidt))) out.columns.push(physical(c));
    else if (c.uidt === 'ForeignKey') out.belongsTo.push({ tn: relatedOf(c).tn, _cn: cn });
    else if (c.uidt === 'LinkToAnotherRecord') {
      const { tn, type } = relatedOf(c);
      if (type === 'hm') out.hasMany.push({ tn, _cn: cn });
      else if (type === 'mm') out.manyToMany.push({ rtn: tn, _cn: cn });
      // A belongs-to link shows the parent; its foreign key gets the default name.
      else out.belongsTo.push({ tn });
    } else out.v.push(virtualOf(c));
  }
  return out;
}

/**
 * The saved form of a document that passed the rules: physical columns in `columns`, relations
 * in `hasMany` / `manyToMany` / `belongsTo`, lookups and rollups in `v`; names trimmed.
 */
export function normalize(raw: RawDocument): TemplateDocument {
  return {
    title: str(raw.title) || str(raw.name),
    ...(opt(raw.description) && { description: opt(raw.description) }),
    ...(opt(raw.category) && { category: opt(raw.category) }),
    ...(opt(raw.image_url) && { image_url: opt(raw.image_url) }),
    tags: tagsOf(raw.tags),
    tables: raw.tables.map(table),
  };
}
