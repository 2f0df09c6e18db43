/**
 * The columns a view shows for a table, from its meta: physical columns, relation columns
 * (has-many, many-to-many, belongs-to) and virtual entries (lookups, rollups, formulas). Shared by
 * every view type, on the server (settings name these keys) and on the web.
 */
import type { ColumnMeta, RelationMeta, TableMeta, Uidt, VirtualColumnMeta } from './entities.js';

type RelationKind = 'hm' | 'mm' | 'bt';

export interface ViewColumn {
  /** Key of the value in an API row, and the column's name in view settings. */
  key: string;
  title: string;
  uidt: Uidt;
  /** The physical column, for stored values. */
  column?: ColumnMeta;
  /** A relation column: its kind, the related table's name and the relation meta. */
  relation?: { kind: RelationKind; rtn: string; meta: RelationMeta };
  /** A lookup / rollup / formula entry. */
  virtual?: VirtualColumnMeta;
  /** Shown but never edited inline. */
  readOnly: boolean;
  pk: boolean;
}

/** Types a view shows and never writes (computed by the database or the API). */
const READ_ONLY_UIDT: readonly Uidt[] = [
  'ID',
  'AutoNumber',
  'Lookup',
  'Rollup',
  'Formula',
  'Count',
  'CreateTime',
  'LastModifiedTime',
  'Button',
  'SpecificDBType',
];

/** Types the API never returns as stored columns. */
const NON_PHYSICAL: readonly Uidt[] = ['LinkToAnotherRecord', 'Lookup', 'Rollup', 'Formula', 'Count', 'Button'];

/**
 * The view columns of `meta`. `aliasOf` gives a related table's alias (`_tn`), which names its
 * key in API rows (`<_tn>List`, `<_tn>MMList`, `<_tn>Read`); unknown tables keep their name.
 */
export function viewColumns(meta: TableMeta, aliasOf: (tn: string) => string = (tn) => tn): ViewColumn[] {
  const out: ViewColumn[] = [];
  for (const c of meta.columns) {
    if (NON_PHYSICAL.includes(c.uidt)) continue;
    const key = c._cn ?? c.cn;
    out.push({ key, title: key, uidt: c.uidt, column: c, readOnly: Boolean(c.ai) || READ_ONLY_UIDT.includes(c.uidt), pk: Boolean(c.pk) });
  }
  const relation = (kind: RelationKind, rel: RelationMeta, rtn: string, suffix: string) => {
    const key = `${aliasOf(rtn)}${suffix}`;
    if (out.some((c) => c.key === key)) return;
    // Every relation cell is edited through its dialog (link rows, or pick a belongs-to parent), not typed into.
    out.push({ key, title: aliasOf(rtn), uidt: 'LinkToAnotherRecord', relation: { kind, rtn, meta: rel }, readOnly: false, pk: false });
  };
  for (const r of meta.hasMany ?? []) relation('hm', r, r.rtn, 'List');
  for (const r of meta.manyToMany ?? []) relation('mm', r, r.rtn, 'MMList');
  // belongsTo entries sit on the child: `rtn` is the parent.
  for (const r of meta.belongsTo ?? []) relation('bt', r, r.rtn, 'Read');
  for (const v of meta.v ?? []) {
    const uidt: Uidt = v.lk ? 'Lookup' : v.rl ? 'Rollup' : 'Formula';
    out.push({ key: v._cn, title: v._cn, uidt, virtual: v, readOnly: true, pk: false });
  }
  return out;
}

/** Types whose value reads as a row's name. */
const NAME_UIDT: readonly Uidt[] = ['SingleLineText', 'Email', 'URL', 'PhoneNumber', 'LongText', 'SingleSelect', 'Barcode'];

/**
 * The column that names a row on a card or in a picker: the first text-like column that is not
 * part of the key, else the first stored column; undefined for a table without columns.
 */
export function displayColumnKey(columns: readonly ViewColumn[]): string | undefined {
  return (columns.find((c) => c.column && !c.pk && NAME_UIDT.includes(c.uidt)) ?? columns.find((c) => c.column))?.key;
}
