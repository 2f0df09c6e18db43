/**
 * Relation editing keeps both sides in sync (001 s.4). Every function takes the editor state and
 * answers a new one (the input is never changed):
 * - a Many To Many column has a mirror Many To Many column in the related table;
 * - a Has Many column has a foreign-key column in the related table, a foreign-key column a Has
 *   Many mirror in its parent;
 * - changing the related table, relation type or column type removes the old mirror and makes a
 *   new one;
 * - deleting a column or table removes its mirrors and the references to it;
 * - renaming a table or column updates references in other tables (lookup and rollup targets);
 * - changing the column type clears the related table, type and related column; a relation type
 *   defaults to mm.
 */
import {
  isLink,
  isLookupOrRollup,
  linkType,
  lower,
  newKey,
  relationChoices,
  sameName,
  SELECT_UIDT,
  type EditorColumn,
  type EditorDocument,
  type EditorRelationType,
  type EditorTable,
} from './model.js';

type Draft = EditorDocument;
const clone = (doc: EditorDocument): Draft => structuredClone(doc);
const tableNamed = (d: Draft, tn: string | undefined) => d.tables.find((t) => sameName(t.tn, tn));

/** `base`, else `base1`, `base2`... : a column name the table does not have yet. */
function freeName(table: EditorTable, base: string): string {
  const taken = new Set(table.columns.map((c) => lower(c.cn)));
  if (!taken.has(lower(base))) return base;
  for (let i = 1; ; i++) if (!taken.has(lower(`${base}${i}`))) return `${base}${i}`;
}

/** The column the other side of `c` (in `table`) should be, or undefined (incomplete, or mm to itself). */
function mirrorShape(table: EditorTable, c: EditorColumn): { uidt: string; type?: EditorRelationType } | undefined {
  const type = linkType(c);
  if (!isLink(c) || !c.rtn?.trim() || !type) return undefined;
  if (type === 'mm') return sameName(c.rtn, table.tn) ? undefined : { uidt: 'LinkToAnotherRecord', type: 'mm' };
  if (type === 'hm') return { uidt: 'ForeignKey' };
  return { uidt: 'LinkToAnotherRecord', type: 'hm' };
}

const reverses = (shape: { uidt: string; type?: EditorRelationType }, other: EditorColumn, sourceTn: string) =>
  other.uidt === shape.uidt && (shape.type === undefined || other.type === shape.type) && sameName(other.rtn, sourceTn);

/** Gives `c` (a column of `table`, in the draft) its mirror: an unpaired matching one, else a new one. */
function attachMirror(d: Draft, table: EditorTable, c: EditorColumn): void {
  const shape = mirrorShape(table, c);
  const related = shape && tableNamed(d, c.rtn);
  if (!shape || !related) return;
  const link = c.link ?? newKey('l');
  c.link = link;
  const existing = related.columns.find((o) => o !== c && !o.link && reverses(shape, o, table.tn));
  if (existing) {
    existing.link = link;
    return;
  }
  const base = shape.uidt === 'ForeignKey' ? `${table.tn}_id` : table.tn;
  related.columns.push({
    key: newKey('c'),
    cn: freeName(related, base),
    uidt: shape.uidt,
    rtn: table.tn,
    link,
    ...(shape.type && { type: shape.type }),
  });
}

/** Lookups and rollups in `tn` that follow (rtn, type) when `tn` no longer has that relation. */
function dropOrphans(d: Draft, gone: { tn: string; rtn: string; type: EditorRelationType }[]): void {
  for (const g of gone) {
    const t = tableNamed(d, g.tn);
    if (!t) continue;
    const still = relationChoices(t, false).some((r) => sameName(r.rtn, g.rtn) && r.type === g.type);
    if (still) continue;
    t.columns = t.columns.filter((c) => !(isLookupOrRollup(c) && sameName(c.rtn, g.rtn) && c.type === g.type));
  }
}

/** Removes `c`'s mirror (and lookups / rollups left without their relation); `c` loses its pair. */
function detachMirror(d: Draft, table: EditorTable, c: EditorColumn): void {
  const gone: { tn: string; rtn: string; type: EditorRelationType }[] = [];
  const type = linkType(c);
  if (isLink(c) && c.rtn && type) gone.push({ tn: table.tn, rtn: c.rtn, type });
  if (c.link) {
    for (const t of d.tables) {
      const mirror = t.columns.find((o) => o.link === c.link && o !== c);
      if (!mirror) continue;
      const mt = linkType(mirror);
      if (mirror.rtn && mt) gone.push({ tn: t.tn, rtn: mirror.rtn, type: mt });
      t.columns = t.columns.filter((o) => o !== mirror);
    }
    delete c.link;
  }
  dropOrphans(d, gone);
}

/** Adds a column (and the mirror of a complete relation). */
export function addColumn(doc: EditorDocument, ti: number, column: EditorColumn): EditorDocument {
  const d = clone(doc);
  const table = d.tables[ti]!;
  const c: EditorColumn = { ...column };
  delete c.link;
  table.columns.push(c);
  attachMirror(d, table, c);
  return d;
}

/** Lookups and rollups anywhere that show `cn` of table `tn`. */
const targets = (c: EditorColumn, tn: string, cn: string) => isLookupOrRollup(c) && sameName(c.rtn, tn) && sameName(c.rcn, cn);

function renameColumnRefs(d: Draft, tn: string, from: string, to: string): void {
  for (const t of d.tables) for (const c of t.columns) if (targets(c, tn, from)) c.rcn = to;
}

/** A column of another type: relation fields cleared, a link column starts as Many To Many. */
function retyped(c: EditorColumn, uidt: string): EditorColumn {
  const out: EditorColumn = { key: c.key, cn: c.cn, uidt };
  if (uidt === 'LinkToAnotherRecord') out.type = 'mm';
  if (SELECT_UIDT.includes(uidt) && c.dtxp !== undefined) out.dtxp = c.dtxp;
  return out;
}

export type ColumnPatch = Partial<Pick<EditorColumn, 'cn' | 'uidt' | 'type' | 'rtn' | 'rcn' | 'fn' | 'dtxp'>>;

/** Edits one column, keeping mirrors and references in step (see the module comment). */
export function updateColumn(doc: EditorDocument, ti: number, ci: number, patch: ColumnPatch): EditorDocument {
  const d = clone(doc);
  const table = d.tables[ti]!;
  const old = table.columns[ci]!;
  const retype = patch.uidt !== undefined && patch.uidt !== old.uidt;
  const relationChanged = (patch.rtn !== undefined && patch.rtn !== old.rtn) || (patch.type !== undefined && patch.type !== old.type);
  const next: EditorColumn = retype ? retyped(old, patch.uidt!) : { ...old };
  const detach = isLink(old) && (retype || relationChanged);
  if (detach) delete next.link;
  if (!retype && relationChanged && isLookupOrRollup(old) && patch.rcn === undefined) delete next.rcn;
  for (const [k, v] of Object.entries(patch) as [keyof ColumnPatch, string | undefined][]) {
    if (k === 'uidt') continue;
    if (v === undefined || v === '') delete next[k];
    else (next as unknown as Record<string, string>)[k] = v;
  }
  table.columns[ci] = next;
  if (detach) detachMirror(d, table, old);
  if (patch.cn !== undefined && patch.cn !== old.cn && !isLink(old)) renameColumnRefs(d, table.tn, old.cn, patch.cn);
  if (isLink(next) && !next.link) attachMirror(d, table, next);
  return d;
}

/** Deletes a column, its mirror, and lookups / rollups showing it or following its relation. */
export function deleteColumn(doc: EditorDocument, ti: number, ci: number): EditorDocument {
  const d = clone(doc);
  const table = d.tables[ti]!;
  const c = table.columns[ci]!;
  table.columns = table.columns.filter((o) => o !== c);
  detachMirror(d, table, c);
  if (!isLink(c) && !isLookupOrRollup(c)) for (const t of d.tables) t.columns = t.columns.filter((o) => !targets(o, table.tn, c.cn));
  return d;
}

/** Deletes a table and every column of other tables that refers to it (mirrors, lookups, rollups). */
export function deleteTable(doc: EditorDocument, ti: number): EditorDocument {
  const d = clone(doc);
  const [gone] = d.tables.splice(ti, 1);
  if (!gone) return d;
  for (const t of d.tables) t.columns = t.columns.filter((c) => !((isLink(c) || isLookupOrRollup(c)) && sameName(c.rtn, gone.tn)));
  return d;
}

/** Renames a table; relations, mirrors, lookups and rollups that name it follow. */
export function renameTable(doc: EditorDocument, ti: number, tn: string): EditorDocument {
  const d = clone(doc);
  const table = d.tables[ti]!;
  const from = table.tn;
  table.tn = tn;
  if (!from.trim()) return d;
  for (const t of d.tables) for (const c of t.columns) if ((isLink(c) || isLookupOrRollup(c)) && sameName(c.rtn, from)) c.rtn = tn;
  return d;
}

/** Pairs the two sides of each relation of a loaded document, making the mirrors it lacks. */
export function pairRelations(doc: EditorDocument): EditorDocument {
  const d = clone(doc);
  for (const t of d.tables) for (const c of t.columns) if (isLink(c) && !c.link) attachMirror(d, t, c);
  return d;
}
