/**
 * The editor's form check (001 s.5): the same rules and texts as the server's
 * (server/document/rules.ts), in the same order, answering where the first problem is so the
 * editor can open that table's panel and focus the field.
 */
import { REQUIRED } from '../../server/document/raw.js';
import { isLink, isLookupOrRollup, linkType, lower, type EditorColumn, type EditorDocument } from './model.js';

export type ProblemField = 'title' | 'category' | 'tn' | 'cn' | 'uidt' | 'rtn' | 'type' | 'rcn' | 'fn';

/** Which rule: a key of the server's REQUIRED texts, or a duplicate table name. */
type ProblemCode = keyof typeof REQUIRED | 'tableExists';

export interface FormProblem {
  /** The server's text (English). */
  msg: string;
  /** The rule, for the translated text `editor.problem.<code>`. */
  code: ProblemCode;
  params?: Record<string, string>;
  field: ProblemField;
  /** Index of the table, for table and column fields. */
  table?: number;
  /** Index of the column in its table, for column fields. */
  column?: number;
}

const blank = (v: string | undefined) => !v || !v.trim();
const req = (code: keyof typeof REQUIRED, field: ProblemField) => ({ msg: REQUIRED[code], code, field });
type Found = Pick<FormProblem, 'msg' | 'code' | 'field'>;

/** The relation fields' first problem of one column, or undefined. */
function relationProblem(c: EditorColumn): Found | undefined {
  if (c.uidt === 'ForeignKey') return blank(c.rtn) ? req('relatedTable', 'rtn') : undefined;
  if (!isLink(c) && !isLookupOrRollup(c)) return undefined;
  if (blank(c.rtn)) return req('relatedTable', 'rtn');
  if (blank(c.type)) return req('relationType', 'type');
  if (c.uidt === 'LinkToAnotherRecord') return undefined;
  if (blank(c.rcn)) return req('relatedColumn', 'rcn');
  if (c.uidt === 'Rollup' && blank(c.fn)) return req('rollupFunction', 'fn');
  return undefined;
}

function columnProblem(c: EditorColumn, seen: Set<string>): Found | undefined {
  if (blank(c.cn)) return req('columnName', 'cn');
  if (seen.has(lower(c.cn))) return req('duplicateColumn', 'cn');
  seen.add(lower(c.cn));
  if (blank(c.uidt)) return req('dataType', 'uidt');
  return relationProblem(c);
}

function tableProblem(doc: EditorDocument, ti: number, tableNames: Set<string>): FormProblem | undefined {
  const t = doc.tables[ti]!;
  if (blank(t.tn)) return { ...req('tableName', 'tn'), table: ti };
  if (tableNames.has(lower(t.tn)))
    return { msg: `Table '${t.tn.trim()}' is already exist`, code: 'tableExists', params: { name: t.tn.trim() }, field: 'tn', table: ti };
  tableNames.add(lower(t.tn));
  const seen = new Set<string>();
  const links = new Set<string>();
  for (const [ci, c] of t.columns.entries()) {
    const p = columnProblem(c, seen);
    if (p) return { ...p, table: ti, column: ci };
  }
  for (const [ci, c] of t.columns.entries()) {
    if (!isLink(c)) continue;
    const link = `${linkType(c)}:${lower(c.rtn)}`;
    if (links.has(link)) return { ...req('duplicateRelation', 'rtn'), table: ti, column: ci };
    links.add(link);
  }
  return undefined;
}

/**
 * The first broken rule in document order: the project name, each table (its name, then each
 * column: name, duplicate, data type, related table, relation type, related column, rollup
 * function; then duplicate relations), then the category when the gallery asks for one.
 */
export function firstProblem(doc: EditorDocument, options: { requireCategory: boolean }): FormProblem | undefined {
  if (blank(doc.title)) return req('projectName', 'title');
  const tableNames = new Set<string>();
  for (let ti = 0; ti < doc.tables.length; ti++) {
    const p = tableProblem(doc, ti, tableNames);
    if (p) return p;
  }
  if (options.requireCategory && blank(doc.category)) return req('category', 'category');
  return undefined;
}

/** The DOM id of a field (the editor gives each control one, so a problem can focus it). */
export function fieldId(p: Pick<FormProblem, 'field' | 'table' | 'column'>): string {
  if (p.table === undefined) return `tpl-${p.field}`;
  if (p.column === undefined) return `tpl-t${p.table}-${p.field}`;
  return `tpl-t${p.table}-c${p.column}-${p.field}`;
}
