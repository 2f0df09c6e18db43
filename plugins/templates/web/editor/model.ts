/**
 * The template editor's state (001 section 3, the editor form): tables of columns where
 * relations, lookups and rollups are columns too (`uidt` LinkToAnotherRecord / ForeignKey /
 * Lookup / Rollup with `type`, `rtn`, `rcn`, `fn`). Pure data and pure functions, no React.
 */
import { ROLLUP_FUNCTIONS, type RollupFunction } from '@plinth/sdk';
import type { TemplateDocument, TemplateRow } from '../../types.js';

export type EditorRelationType = 'mm' | 'hm' | 'bt';

export interface EditorColumn {
  /** Stable identity for rendering and focus (not sent). */
  key: string;
  cn: string;
  uidt: string;
  /** Relation type of a link, or the relation a lookup / rollup follows. */
  type?: EditorRelationType;
  /** Related table. */
  rtn?: string;
  /** Related column (lookup / rollup). */
  rcn?: string;
  /** Rollup function. */
  fn?: string;
  /** Options text for select types. */
  dtxp?: string;
  /** The two sides of one relation share this id (not sent). */
  link?: string;
}

export interface EditorTable {
  key: string;
  tn: string;
  columns: EditorColumn[];
  /** The document's sample rows, carried through the editor unchanged (it does not edit them). */
  rows?: TemplateRow[];
}

export interface EditorDocument {
  title: string;
  description: string;
  category: string;
  image_url: string;
  tags: string[];
  tables: EditorTable[];
}

/** The editor's uidt choices (001 s.3): the spec's list without Formula and SpecificDBType. */
export const EDITOR_UIDT = [
  'ID',
  'LinkToAnotherRecord',
  'Lookup',
  'SingleLineText',
  'LongText',
  'Attachment',
  'Checkbox',
  'MultiSelect',
  'SingleSelect',
  'Date',
  'Year',
  'Time',
  'PhoneNumber',
  'Email',
  'URL',
  'Number',
  'Decimal',
  'Currency',
  'Percent',
  'Duration',
  'Rating',
  'Rollup',
  'DateTime',
  'AutoNumber',
  'Geometry',
  'JSON',
] as const;

/** Relation types the editor offers for a link column (001 s.3). */
export const OFFERED_RELATION_TYPES: readonly EditorRelationType[] = ['mm', 'hm'];
export const ROLLUP_FNS: readonly RollupFunction[] = ROLLUP_FUNCTIONS;
export const SELECT_UIDT: readonly string[] = ['SingleSelect', 'MultiSelect'];
const VIRTUAL: readonly string[] = ['LinkToAnotherRecord', 'Lookup', 'Rollup', 'Formula'];

export const isLink = (c: EditorColumn) => c.uidt === 'LinkToAnotherRecord' || c.uidt === 'ForeignKey';
export const isLookupOrRollup = (c: EditorColumn) => c.uidt === 'Lookup' || c.uidt === 'Rollup';
const isVirtual = (c: EditorColumn) => VIRTUAL.includes(c.uidt);
/** The relation type a link column stands for: a foreign key is the belongs-to side. */
export const linkType = (c: EditorColumn): EditorRelationType | undefined => (c.uidt === 'ForeignKey' ? 'bt' : c.type);

let nextKey = 1;
/** A fresh identity for a table, column or relation pair. */
export const newKey = (prefix: string) => `${prefix}${nextKey++}`;

export const lower = (s: string | undefined) => (s ?? '').trim().toLowerCase();
export const sameName = (a: string | undefined, b: string | undefined) => lower(a) !== '' && lower(a) === lower(b);

/** 001 s.3: a new column is called 'title' followed by the column count. */
export function defaultColumnName(table: EditorTable): string {
  return `title${table.columns.length + 1}`;
}

export function emptyDocument(): EditorDocument {
  return { title: '', description: '', category: '', image_url: '', tags: [], tables: [] };
}

export function newTable(tn: string, columnNames: string[] = []): EditorTable {
  const columns: EditorColumn[] = [{ key: newKey('c'), cn: 'id', uidt: 'ID' }];
  for (const cn of columnNames) columns.push({ key: newKey('c'), cn, uidt: 'SingleLineText' });
  return { key: newKey('t'), tn, columns };
}

/** Relations (related table, type) a lookup (with bt) or rollup (without) of `table` may follow. */
export function relationChoices(table: EditorTable, forRollup: boolean): { rtn: string; type: EditorRelationType }[] {
  const out: { rtn: string; type: EditorRelationType }[] = [];
  for (const c of table.columns) {
    const type = linkType(c);
    if (!isLink(c) || !c.rtn || !type || (forRollup && type === 'bt')) continue;
    if (!out.some((o) => o.rtn === c.rtn && o.type === type)) out.push({ rtn: c.rtn, type });
  }
  return out;
}

/** Columns a lookup or rollup may show: the related table's columns that are not virtual. */
export function targetColumnChoices(doc: EditorDocument, rtn: string | undefined): string[] {
  const t = doc.tables.find((x) => sameName(x.tn, rtn));
  return t ? t.columns.filter((c) => !isVirtual(c) && c.cn.trim()).map((c) => c.cn) : [];
}

/**
 * A table's sample rows as its columns stand now: values of columns renamed or removed in the
 * editor, and links to many-to-many partners it no longer has, are left out (the server would
 * refuse them), so saving an edited built-in keeps the rest of its rows.
 */
function sampleRowsOf(t: EditorTable): TemplateRow[] {
  const physical = new Set(t.columns.filter((c) => !isVirtual(c)).map((c) => c.cn));
  const partners = new Set(t.columns.filter((c) => c.uidt === 'LinkToAnotherRecord' && c.type === 'mm' && c.rtn).map((c) => c.rtn!));
  return (t.rows ?? []).map(({ _mm, ...values }) => {
    const row: TemplateRow = Object.fromEntries(Object.entries(values).filter(([cn]) => physical.has(cn)));
    const links = Object.entries(_mm ?? {}).filter(([rtn]) => partners.has(rtn));
    if (links.length) row._mm = Object.fromEntries(links);
    return row;
  });
}

/** The editor form of a document (`POST`/`PUT` accept it; the server stores the saved form). */
export function toDocument(doc: EditorDocument) {
  return {
    title: doc.title,
    description: doc.description,
    category: doc.category,
    image_url: doc.image_url,
    tags: doc.tags.map((s) => s.trim()).filter(Boolean),
    tables: doc.tables.map((t) => ({
      tn: t.tn,
      ...(t.rows?.length && { rows: sampleRowsOf(t) }),
      columns: t.columns.map(({ cn, uidt, type, rtn, rcn, fn, dtxp }) => ({
        cn,
        uidt,
        ...(type && { type }),
        ...(rtn && { rtn }),
        ...(rcn && { rcn }),
        ...(fn && { fn }),
        ...(dtxp && { dtxp }),
      })),
    })),
  };
}

export type WireDocument = ReturnType<typeof toDocument>;

type LooseColumn = Partial<Omit<EditorColumn, 'rtn' | 'type'>> & { rtn?: string | { tn?: string; type?: string }; type?: string };
type LooseTable = Partial<TemplateDocument['tables'][number]> & { tn?: string; columns?: LooseColumn[] };
/** A document as stored or as pasted: the saved form, the editor form or a mix. */
export type LooseDocument = Partial<Omit<TemplateDocument, 'tables' | 'tags'>> & {
  name?: string;
  tags?: string[] | string;
  tables?: LooseTable[];
};

const rel = (v: string | undefined): EditorRelationType | undefined => (v === 'mm' || v === 'hm' || v === 'bt' ? v : undefined);

function editorColumn(c: LooseColumn): EditorColumn {
  const nested = c.rtn && typeof c.rtn === 'object' ? c.rtn : undefined;
  const rtn = nested ? nested.tn : (c.rtn as string | undefined);
  const type = rel(nested?.type ?? c.type);
  return {
    key: newKey('c'),
    cn: c.cn ?? '',
    uidt: c.uidt ?? '',
    ...(type && { type }),
    ...(rtn && { rtn }),
    ...(c.rcn && { rcn: c.rcn }),
    ...(c.fn && { fn: c.fn }),
    ...(c.dtxp !== undefined && c.dtxp !== null && { dtxp: String(c.dtxp) }),
  };
}

const col = (cn: string, uidt: string, extra: Partial<EditorColumn>): EditorColumn => ({ key: newKey('c'), cn, uidt, ...extra });

/** Link, lookup and rollup columns of the saved form's `hasMany` / `manyToMany` / `belongsTo` / `v`. */
function savedFormColumns(t: LooseTable): EditorColumn[] {
  const out: EditorColumn[] = [];
  for (const e of t.hasMany ?? []) out.push(col(e._cn || e.tn, 'LinkToAnotherRecord', { type: 'hm', rtn: e.tn }));
  for (const e of t.manyToMany ?? []) out.push(col(e._cn || e.rtn, 'LinkToAnotherRecord', { type: 'mm', rtn: e.rtn }));
  for (const e of t.belongsTo ?? []) out.push(col(e._cn || `${e.tn}_id`, 'ForeignKey', { rtn: e.tn }));
  for (const v of t.v ?? []) {
    if ('lk' in v && v.lk) out.push(col(v._cn, 'Lookup', { type: v.lk.type, rtn: v.lk.ltn, rcn: v.lk.lcn }));
    else if ('rl' in v && v.rl) out.push(col(v._cn, 'Rollup', { type: v.rl.type, rtn: v.rl.rltn, rcn: v.rl.rlcn, fn: v.rl.fn }));
  }
  return out;
}

/** The editor state of a stored or pasted document; relations are paired (see `pairRelations`). */
export function fromDocument(input: LooseDocument): Omit<EditorDocument, 'tables'> & { tables: EditorTable[] } {
  const tags = typeof input.tags === 'string' ? input.tags.split(',') : (input.tags ?? []);
  return {
    title: input.title ?? input.name ?? '',
    description: input.description ?? '',
    category: input.category ?? '',
    image_url: input.image_url ?? '',
    tags: tags.map((s) => s.trim()).filter(Boolean),
    tables: (input.tables ?? []).map((t) => ({
      key: newKey('t'),
      tn: t.tn ?? '',
      columns: [...(t.columns ?? []).map(editorColumn), ...savedFormColumns(t)],
      ...(t.rows?.length && { rows: t.rows }),
    })),
  };
}
