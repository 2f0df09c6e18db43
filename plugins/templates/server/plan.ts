import { badRequest, type ColumnDefinition, type SchemaOp, type TableDefinition } from '@plinth/sdk/server';
import type { TemplateDocument, TemplateTable, VirtualEntry } from '../types.js';

/** A has-many: `child.fk -> parent.<pk>`. */
interface HasManyLink {
  parent: string;
  child: string;
  fk: string;
}

/** A many-to-many through the junction `vtn(vcn -> tn, vrcn -> rtn)`. */
interface ManyToManyLink {
  tn: string;
  rtn: string;
  vtn: string;
  vcn: string;
  vrcn: string;
}

/** What a template makes in a database, in dependency order. */
export interface TemplatePlan {
  /** Every table with its primary key first (the template's ID column, else `id`). */
  tables: TableDefinition[];
  hasMany: HasManyLink[];
  manyToMany: ManyToManyLink[];
  /** Lookups and rollups: meta-only columns, added once the tables and relations exist. */
  virtualColumns: { tn: string; column: VirtualEntry }[];
}

const lower = (s: string) => s.toLowerCase();

/** The key column of a template table: its ID column, or an `id` one Plinth adds. */
function keyOf(t: TemplateTable): ColumnDefinition {
  const id = t.columns.find((c) => c.uidt === 'ID');
  return id ? { cn: id.cn, uidt: 'ID' } : { cn: 'id', uidt: 'ID' };
}

function tableDefinition(t: TemplateTable): TableDefinition {
  const key = keyOf(t);
  const rest = t.columns.filter((c) => c.uidt !== 'ID');
  if (rest.some((c) => lower(c.cn) === lower(key.cn))) throw badRequest('Duplicate column not allowed');
  return { tn: t.tn, columns: [key, ...rest.map((c): ColumnDefinition => ({ cn: c.cn, uidt: c.uidt, dtxp: c.dtxp, dt: c.dt }))] };
}

function collectHasMany(doc: TemplateDocument, resolve: (tn: string) => string): HasManyLink[] {
  const links = new Map<string, HasManyLink>();
  const link = (parent: string, child: string) => {
    const key = `${parent}\u0000${child}`;
    let l = links.get(key);
    if (!l) links.set(key, (l = { parent, child, fk: `${parent}_id` }));
    return l;
  };
  for (const t of doc.tables) for (const e of t.hasMany) link(t.tn, resolve(e.tn));
  // A belongs-to names the foreign-key column (the editor's ForeignKey column).
  for (const t of doc.tables)
    for (const e of t.belongsTo) {
      const l = link(resolve(e.tn), t.tn);
      if (e._cn) l.fk = e._cn;
    }
  return [...links.values()];
}

function collectManyToMany(doc: TemplateDocument, resolve: (tn: string) => string): ManyToManyLink[] {
  const links = new Map<string, ManyToManyLink>();
  for (const t of doc.tables) {
    for (const e of t.manyToMany) {
      const rtn = resolve(e.rtn);
      const key = [t.tn, rtn].sort().join('\u0000');
      if (links.has(key)) continue;
      const self = t.tn === rtn;
      links.set(key, {
        tn: t.tn,
        rtn,
        vtn: `${t.tn}_${rtn}`,
        vcn: self ? `${t.tn}_p_id` : `${t.tn}_id`,
        vrcn: self ? `${t.tn}_c_id` : `${rtn}_id`,
      });
    }
  }
  return [...links.values()];
}

/** Lookups and rollups must follow a relation of the template to a column of the other table. */
function checkVirtual(
  doc: TemplateDocument,
  tables: Map<string, TableDefinition>,
  hm: HasManyLink[],
  mm: ManyToManyLink[],
  resolve: (tn: string) => string,
) {
  for (const t of doc.tables) {
    for (const v of t.v) {
      const [target, type, cn] = 'lk' in v ? [resolve(v.lk.ltn), v.lk.type, v.lk.lcn] : [resolve(v.rl.rltn), v.rl.type, v.rl.rlcn];
      const related =
        type === 'hm'
          ? hm.some((l) => l.parent === t.tn && l.child === target)
          : type === 'bt'
            ? hm.some((l) => l.parent === target && l.child === t.tn)
            : mm.some((l) => (l.tn === t.tn && l.rtn === target) || (l.tn === target && l.rtn === t.tn));
      if (!related) throw badRequest(`'${v._cn}' of '${t.tn}' needs a ${type} relation to '${target}'`);
      if (!tables.get(lower(target))!.columns.some((c) => lower(c.cn) === lower(cn)))
        throw badRequest(`Column '${cn}' not found in '${target}'`);
    }
  }
}

/**
 * Tables, relations and junctions a (rule-checked) template makes. Relation targets resolve to
 * the template's tables by name, case-insensitively; a relation declared on both sides (the
 * editor keeps mirrors) is made once. Throws a 400 for names that do not fit together.
 */
export function planTemplate(doc: TemplateDocument): TemplatePlan {
  const tables = new Map(doc.tables.map((t) => [lower(t.tn), tableDefinition(t)]));
  const resolve = (tn: string) => {
    const t = tables.get(lower(tn));
    if (!t) throw badRequest(`Related table '${tn}' not found`);
    return t.tn;
  };
  const hasMany = collectHasMany(doc, resolve);
  const manyToMany = collectManyToMany(doc, resolve);
  const columnsOf = new Map([...tables.values()].map((t) => [t.tn, new Set(t.columns.map((c) => lower(c.cn)))]));
  for (const l of hasMany) {
    const names = columnsOf.get(l.child)!;
    if (names.has(lower(l.fk))) throw badRequest('Duplicate column not allowed');
    names.add(lower(l.fk));
  }
  const taken = new Set(tables.keys());
  for (const l of manyToMany) {
    if (taken.has(lower(l.vtn))) throw badRequest(`Table '${l.vtn}' is already exist`);
    taken.add(lower(l.vtn));
  }
  checkVirtual(doc, tables, hasMany, manyToMany, resolve);
  return {
    tables: [...tables.values()],
    hasMany,
    manyToMany,
    virtualColumns: doc.tables.flatMap((t) => t.v.map((column) => ({ tn: t.tn, column }))),
  };
}

const pk = (plan: TemplatePlan, tn: string) => plan.tables.find((t) => t.tn === tn)!.columns[0]!.cn;

/** Tables of the plan's junctions, which a target database must not have either. */
export const plannedTableNames = (plan: TemplatePlan) => [...plan.tables.map((t) => t.tn), ...plan.manyToMany.map((l) => l.vtn)];

/** One all-or-nothing schema change: tables, then each has-many's column and key, then junctions. */
export function schemaOps(plan: TemplatePlan): SchemaOp[] {
  return [
    ...plan.tables.map((table): SchemaOp => ({ op: 'createTable', table })),
    ...plan.hasMany.flatMap((l): SchemaOp[] => [
      { op: 'addColumn', tn: l.child, column: { cn: l.fk, uidt: 'ForeignKey' } },
      { op: 'addForeignKey', fk: { tn: l.child, cn: l.fk, rtn: l.parent, rcn: pk(plan, l.parent) } },
    ]),
    ...plan.manyToMany.map((l): SchemaOp => ({
      op: 'createJunctionTable',
      junction: { vtn: l.vtn, vcn: l.vcn, vrcn: l.vrcn, tn: l.tn, cn: pk(plan, l.tn), rtn: l.rtn, rcn: pk(plan, l.rtn) },
    })),
  ];
}
