import { isReservedTableName, ROLLUP_FUNCTIONS, UIDT } from '@plinth/sdk';
import { NON_PHYSICAL_UIDT } from '@plinth/sdk/server';
import { LINK_UIDT, relatedOf } from './normalize.js';
import { present, REQUIRED, type RawColumn, type RawDocument, type RawTable } from './raw.js';

export interface RuleOptions {
  /** The gallery's (non-Excel) editor asks for a category; creating a project does not. */
  requireCategory: boolean;
}

const RELATION_TYPES = ['mm', 'hm', 'bt'];
const lower = (s: string) => s.trim().toLowerCase();

/** Problems of a lookup / rollup column or `v` entry, in the spec's order. */
function virtualProblem(kind: 'Lookup' | 'Rollup', tn: string, type: string, cn: string, fn: string | undefined): string | undefined {
  if (!present(tn)) return REQUIRED.relatedTable;
  if (!present(type)) return REQUIRED.relationType;
  if (!RELATION_TYPES.includes(type)) return `Unknown relation type '${type}'`;
  if (!present(cn)) return REQUIRED.relatedColumn;
  if (kind === 'Rollup') {
    if (!present(fn)) return REQUIRED.rollupFunction;
    if (!(ROLLUP_FUNCTIONS as readonly string[]).includes(fn)) return `Unknown rollup function '${fn}'`;
    if (type === 'bt') return 'A rollup needs a has-many or many-to-many relation';
  }
  return undefined;
}

/** Problems of a column's relation fields; records the relation it declares in `links`. */
function columnRelationProblem(c: RawColumn, links: string[]): string | undefined {
  const uidt = c.uidt!.trim();
  const rel = relatedOf(c);
  if (uidt === 'ForeignKey') {
    if (!present(rel.tn)) return REQUIRED.relatedTable;
    links.push(`bt:${rel.tn}`);
  } else if (uidt === 'LinkToAnotherRecord') {
    if (!present(rel.tn)) return REQUIRED.relatedTable;
    if (!present(rel.type)) return REQUIRED.relationType;
    if (!RELATION_TYPES.includes(rel.type)) return `Unknown relation type '${rel.type}'`;
    links.push(`${rel.type}:${rel.tn}`);
  } else if (uidt === 'Lookup' || uidt === 'Rollup') {
    return virtualProblem(uidt, rel.tn, rel.type, c.rcn ?? '', c.fn ?? undefined);
  }
  return undefined;
}

function columnProblem(c: RawColumn, seen: Set<string>, links: string[]): string | undefined {
  if (!present(c.cn)) return REQUIRED.columnName;
  if (seen.has(lower(c.cn))) return REQUIRED.duplicateColumn;
  seen.add(lower(c.cn));
  if (!present(c.uidt)) return REQUIRED.dataType;
  const uidt = c.uidt.trim();
  if (!(UIDT as readonly string[]).includes(uidt)) return `Unknown column data type '${uidt}'`;
  if (!LINK_UIDT.includes(uidt) && (NON_PHYSICAL_UIDT as readonly string[]).includes(uidt))
    return `Column data type '${uidt}' cannot be used in a template`;
  return columnRelationProblem(c, links);
}

/** A link entry's display name shares the table's column names. */
function nameProblem(name: string | null | undefined, seen: Set<string>, required: boolean): string | undefined {
  if (!present(name)) return required ? REQUIRED.columnName : undefined;
  if (seen.has(lower(name))) return REQUIRED.duplicateColumn;
  seen.add(lower(name));
  return undefined;
}

function savedFormProblem(t: RawTable, seen: Set<string>, links: string[]): string | undefined {
  for (const e of t.hasMany) {
    if (!present(e.tn)) return REQUIRED.relatedTable;
    links.push(`hm:${e.tn.trim()}`);
    const p = nameProblem(e._cn, seen, false);
    if (p) return p;
  }
  for (const e of t.manyToMany) {
    if (!present(e.rtn)) return REQUIRED.relatedTable;
    links.push(`mm:${e.rtn.trim()}`);
    const p = nameProblem(e._cn, seen, false);
    if (p) return p;
  }
  for (const e of t.belongsTo) {
    if (!present(e.tn)) return REQUIRED.relatedTable;
    links.push(`bt:${e.tn.trim()}`);
    const p = nameProblem(e._cn, seen, false);
    if (p) return p;
  }
  for (const e of t.v) {
    const p =
      nameProblem(e._cn, seen, true) ??
      (e.lk ? virtualProblem('Lookup', e.lk.ltn ?? '', e.lk.type ?? '', e.lk.lcn ?? '', undefined) : undefined) ??
      (e.rl ? virtualProblem('Rollup', e.rl.rltn ?? '', e.rl.type ?? '', e.rl.rlcn ?? '', e.rl.fn ?? '') : undefined) ??
      (e.lk || e.rl ? undefined : REQUIRED.relatedTable);
    if (p) return p;
  }
  return undefined;
}

function tableProblem(t: RawTable, tableNames: Set<string>): string | undefined {
  if (!present(t.tn)) return REQUIRED.tableName;
  if (tableNames.has(lower(t.tn))) return `Table '${t.tn.trim()}' is already exist`;
  if (isReservedTableName(t.tn.trim())) return `Table name '${t.tn.trim()}' is reserved`;
  tableNames.add(lower(t.tn));
  const seen = new Set<string>();
  const links: string[] = [];
  for (const c of t.columns) {
    const p = columnProblem(c, seen, links);
    if (p) return p;
  }
  const p = savedFormProblem(t, seen, links);
  if (p) return p;
  if (new Set(links).size !== links.length) return REQUIRED.duplicateRelation;
  if (t.columns.filter((c) => c.uidt === 'ID').length > 1) return `Table '${t.tn.trim()}' has more than one ID column`;
  return undefined;
}

/**
 * The first broken rule of 001 section 5 in document order: the project name, then each table
 * and its columns in order (name, duplicate, data type, related table, relation type, related
 * column, rollup function), duplicate relations per table, then the category.
 */
export function firstRuleProblem(doc: RawDocument, options: RuleOptions): string | undefined {
  if (!present(doc.title) && !present(doc.name)) return REQUIRED.projectName;
  if (!doc.tables.length) return 'A template needs at least one table';
  const tableNames = new Set<string>();
  for (const t of doc.tables) {
    const p = tableProblem(t, tableNames);
    if (p) return p;
  }
  if (options.requireCategory && !present(doc.category)) return REQUIRED.category;
  return undefined;
}
