import { isReservedTableName, type ColumnMeta, type RelationMeta, type TableMeta, type Uidt } from '@plinth/sdk';
import type { ColumnRename, Inflection, IntrospectedTable, SchemaOp, SchemaSnapshot } from '@plinth/sdk/server';
import { inflect } from './inflect.js';

/** Columns a junction table may have besides its two foreign keys. */
const JUNCTION_EXTRAS = new Set(['id', 'created_at', 'updated_at', 'createdat', 'updatedat']);

const SELECT_UIDT: ReadonlySet<Uidt> = new Set(['SingleSelect', 'MultiSelect']);

function keptType(prev: TableMeta | undefined, cn: string, dt: string): { uidt: Uidt; dtxp?: string } | undefined {
  const col = prev?.columns.find((x) => x.cn === cn);
  return col && col.dt === dt ? { uidt: col.uidt, dtxp: col.dtxp } : undefined;
}

function isHiddenTable(name: string): boolean {
  return isReservedTableName(name);
}

type ManyToMany = NonNullable<TableMeta['manyToMany']>[number];

/**
 * Table meta from an introspected schema: display names by the inflection, relations from
 * foreign keys (bt on the child, hm on the parent), many-to-many through junction tables.
 * Virtual columns and virtual relations of the previous meta are kept: they live in meta only.
 */
/** The uidt (and select options) a column was created or changed with: the database cannot say. */
export type DeclaredTypes = ReadonlyMap<string, ReadonlyMap<string, { uidt: Uidt; dtxp?: string }>>;

export function buildMeta(
  snapshot: SchemaSnapshot,
  inflection: { tn: Inflection; cn: Inflection },
  previous: ReadonlyMap<string, TableMeta> = new Map(),
  declared: DeclaredTypes = new Map(),
): TableMeta[] {
  const visible = [...snapshot.tables, ...snapshot.views].filter((t) => !isHiddenTable(t.name));
  const aliases = new Set<string>();
  const metas = new Map<string, TableMeta>();
  for (const t of visible) {
    let alias = inflect(t.name, inflection.tn);
    // Two names that inflect alike: the later keeps its real name so both stay addressable.
    if (aliases.has(alias)) alias = t.name;
    aliases.add(alias);
    const prev = previous.get(t.name);
    metas.set(t.name, {
      tn: t.name,
      _tn: alias,
      type: t.type,
      columns: t.columns.map((c): ColumnMeta => {
        // Email, URL, SingleSelect... are text to the database: keep what the user chose, as long
        // as the native type did not change under it.
        const kept = declared.get(t.name)?.get(c.name) ?? keptType(prev, c.name, c.dt);
        return {
          cn: c.name,
          _cn: inflect(c.name, inflection.cn),
          uidt: kept?.uidt ?? c.uidt,
          dt: c.dt,
          dtxp: (kept && SELECT_UIDT.has(kept.uidt) ? kept.dtxp : undefined) ?? c.dtxp ?? undefined,
          pk: c.pk,
          ai: c.autoIncrement,
          rqd: !c.nullable,
          un: c.unsigned,
          cdf: c.default,
        };
      }),
      ...(prev?.enabled === false && { enabled: false }),
      v: prev?.v ?? [],
      hasMany: (prev?.hasMany ?? []).filter((r) => r.virtual),
      belongsTo: (prev?.belongsTo ?? []).filter((r) => r.virtual),
      manyToMany: [],
    });
  }

  for (const t of visible.filter((x) => x.type === 'table')) {
    for (const fk of t.foreignKeys) {
      // Composite foreign keys have no single-column relation to show.
      if (fk.columns.length !== 1 || !metas.has(fk.refTable)) continue;
      const rel: RelationMeta = { tn: fk.refTable, rtn: t.name, cn: fk.refColumns[0]!, rcn: fk.columns[0]! };
      // hm lives on the parent (tn = parent), bt on the child (tn = child): the spec's shapes.
      metas.get(fk.refTable)!.hasMany!.push(rel);
      metas.get(t.name)!.belongsTo!.push({ tn: t.name, rtn: fk.refTable, cn: fk.columns[0]!, rcn: fk.refColumns[0]! });
    }
  }

  for (const t of visible) {
    const link = junctionOf(t);
    if (!link) continue;
    const [a, b] = link;
    const ma = metas.get(a.refTable);
    const mb = metas.get(b.refTable);
    if (!ma || !mb) continue;
    const entry = (from: typeof a, to: typeof b): ManyToMany => ({
      tn: from.refTable,
      cn: from.refColumns[0]!,
      vtn: t.name,
      vcn: from.columns[0]!,
      vrcn: to.columns[0]!,
      rtn: to.refTable,
      rcn: to.refColumns[0]!,
    });
    ma.manyToMany!.push(entry(a, b));
    if (ma !== mb) mb.manyToMany!.push(entry(b, a));
  }
  return [...metas.values()];
}

/** The two single-column foreign keys of a table that only links two others, if it is one. */
function junctionOf(
  t: IntrospectedTable,
): [IntrospectedTable['foreignKeys'][number], IntrospectedTable['foreignKeys'][number]] | undefined {
  if (t.type !== 'table' || t.foreignKeys.length !== 2) return undefined;
  const [a, b] = t.foreignKeys as [IntrospectedTable['foreignKeys'][number], IntrospectedTable['foreignKeys'][number]];
  if (a.columns.length !== 1 || b.columns.length !== 1) return undefined;
  const fkCols = new Set([a.columns[0], b.columns[0]]);
  const others = t.columns.filter((c) => !fkCols.has(c.name));
  return others.every((c) => JUNCTION_EXTRAS.has(c.name.toLowerCase())) ? [a, b] : undefined;
}

/**
 * The uidts schema ops declare, by table and column; a renamed table or column carries the uidt
 * it had in `before` (the meta before the ops), since the database cannot tell it.
 */
export function declaredTypes(ops: readonly SchemaOp[], before: readonly TableMeta[] = []): DeclaredTypes {
  const out = new Map<string, Map<string, { uidt: Uidt; dtxp?: string }>>();
  const table = (tn: string) => out.get(tn) ?? out.set(tn, new Map()).get(tn)!;
  const known = (tn: string, cn: string) => {
    const c = before.find((m) => m.tn === tn)?.columns.find((x) => x.cn === cn);
    return c && { uidt: c.uidt, dtxp: c.dtxp };
  };
  for (const op of ops) {
    if (op.op === 'createTable') for (const c of op.table.columns) table(op.table.tn).set(c.cn, { uidt: c.uidt, dtxp: c.dtxp });
    if (op.op === 'addColumn' || op.op === 'alterColumn') table(op.tn).set(op.column.cn, { uidt: op.column.uidt, dtxp: op.column.dtxp });
    if (op.op === 'renameColumn') {
      const t = table(op.tn);
      const d = t.get(op.from) ?? known(op.tn, op.from);
      t.delete(op.from);
      if (d) t.set(op.to, d);
    }
    if (op.op === 'renameTable') {
      const moved = new Map(out.get(op.from));
      for (const c of before.find((m) => m.tn === op.from)?.columns ?? [])
        if (!moved.has(c.cn)) moved.set(c.cn, { uidt: c.uidt, dtxp: c.dtxp });
      out.delete(op.from);
      out.set(op.to, moved);
    }
  }
  return out;
}

/**
 * The column renames among schema ops, in order, each naming its table by the name it has after
 * all the ops (a table renamed later in the same change is followed). Aliases come from the meta
 * before (`from`, the table by its name before the ops) and after (`to`); a name in neither (the
 * middle of a rename chain, a column of a table created by the same change) gets the alias its
 * name inflects to, which is how `buildMeta` names every column.
 */
export function columnRenames(
  ops: readonly SchemaOp[],
  before: readonly TableMeta[],
  after: readonly TableMeta[],
  inflection: { cn: Inflection },
): ColumnRename[] {
  const aliasIn = (metas: readonly TableMeta[], tn: string, cn: string) =>
    metas.find((m) => m.tn === tn)?.columns.find((c) => c.cn === cn)?._cn ?? inflect(cn, inflection.cn);
  const renamedTables = ops.flatMap((op, i) => (op.op === 'renameTable' ? [{ i, from: op.from, to: op.to }] : []));
  // The name a table had before the ops (renames before op i undone, newest first) and will have after them.
  const nameBefore = (tn: string, i: number) =>
    renamedTables.filter((r) => r.i < i).reduceRight((name, r) => (name === r.to ? r.from : name), tn);
  const nameAfter = (tn: string, i: number) =>
    renamedTables.filter((r) => r.i > i).reduce((name, r) => (name === r.from ? r.to : name), tn);
  return ops.flatMap((op, i): ColumnRename[] => {
    if (op.op !== 'renameColumn') return [];
    const tn = nameAfter(op.tn, i);
    return [
      { tn, from: op.from, to: op.to, fromAlias: aliasIn(before, nameBefore(op.tn, i), op.from), toAlias: aliasIn(after, tn, op.to) },
    ];
  });
}
