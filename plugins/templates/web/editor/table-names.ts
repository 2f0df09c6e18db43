/**
 * The comma-separated names dialogs (001 s.5): `orders(amount, note), customers` adds tables,
 * each with an optional column list in parentheses; the column dialog takes `name, email`.
 * Word characters only. Existing tables and columns are skipped (the editor toasts each one);
 * a name repeated in one list counts once.
 */
import { lower, newKey, newTable, sameName, type EditorDocument } from './model.js';

export interface NamedTable {
  tn: string;
  columns: string[];
}

const TABLES = /^\s*\w+\s*(\(\s*\w+(\s*,\s*\w+)*\s*\))?\s*(,\s*\w+\s*(\(\s*\w+(\s*,\s*\w+)*\s*\))?\s*)*,?\s*$/;
const COLUMNS = /^\s*\w+(\s*,\s*\w+)*\s*,?\s*$/;

const unique = (names: string[]) => names.filter((n, i) => names.findIndex((m) => lower(m) === lower(n)) === i);

/** The tables of the input, or null when it is not `name(col, col), name` with word characters. */
export function parseTableNames(text: string): NamedTable[] | null {
  if (!TABLES.test(text)) return null;
  const out: NamedTable[] = [];
  for (const m of text.matchAll(/(\w+)\s*(?:\(([^)]*)\))?/g)) {
    const columns = unique(
      (m[2] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    if (!out.some((t) => sameName(t.tn, m[1]))) out.push({ tn: m[1]!, columns });
  }
  return out;
}

/** The column names of the input, or null when it is not `name, name` with word characters. */
export function parseColumnNames(text: string): string[] | null {
  if (!COLUMNS.test(text)) return null;
  return unique(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** Adds the tables the document lacks; `existing` lists the names it already had. */
export function addNamedTables(doc: EditorDocument, tables: NamedTable[]): { doc: EditorDocument; existing: string[] } {
  const existing = tables.filter((t) => doc.tables.some((x) => sameName(x.tn, t.tn))).map((t) => t.tn);
  const added = tables
    .filter((t) => !existing.includes(t.tn))
    .map((t) =>
      newTable(
        t.tn,
        t.columns.filter((c) => lower(c) !== 'id'),
      ),
    );
  return { doc: { ...doc, tables: [...doc.tables, ...added] }, existing };
}

/** Adds single-line text columns the table lacks; `existing` lists the names it already had. */
export function addNamedColumns(doc: EditorDocument, ti: number, names: string[]): { doc: EditorDocument; existing: string[] } {
  const table = doc.tables[ti]!;
  const existing = names.filter((n) => table.columns.some((c) => sameName(c.cn, n)));
  const columns = [
    ...table.columns,
    ...names.filter((n) => !existing.includes(n)).map((cn) => ({ key: newKey('c'), cn, uidt: 'SingleLineText' })),
  ];
  return { doc: { ...doc, tables: doc.tables.map((t, i) => (i === ti ? { ...t, columns } : t)) }, existing };
}
