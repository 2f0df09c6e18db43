import { dateTimeParts, dateValue, isEmail, isPhoneNumber, isUrl, parseSelectOptions, timeValue, type Uidt } from '@plinth/sdk';
import type { TemplateColumn, TemplateDocument, TemplateTable } from '../../types.js';
import type { TemplatePlan } from '../plan.js';
import { MAX_TEMPLATE_ROWS } from './raw.js';

const lower = (s: string) => s.toLowerCase();
const MAX_TEXT = 10_000;

const TEXT: readonly Uidt[] = ['SingleLineText', 'LongText', 'SpecificDBType'];
const INTEGER: readonly Uidt[] = ['Number', 'Rating', 'Duration', 'Year'];
const DECIMAL: readonly Uidt[] = ['Decimal', 'Currency', 'Percent'];
const FORMATTED: Partial<Record<Uidt, [(text: string) => boolean, string]>> = {
  Email: [isEmail, 'an e-mail address'],
  URL: [isUrl, 'a URL'],
  PhoneNumber: [isPhoneNumber, 'a phone number'],
  Date: [(t) => dateValue(t) !== undefined, 'a YYYY-MM-DD date'],
  DateTime: [(t) => dateTimeParts(t) !== undefined, 'an ISO 8601 date and time'],
  Time: [(t) => timeValue(t) !== undefined, 'an HH:MM[:SS] time'],
};

function optionsProblem(c: TemplateColumn, values: unknown[]): string | undefined {
  const options = parseSelectOptions(c.dtxp);
  const unknown = values.find((v) => typeof v !== 'string' || (options.length > 0 && !options.includes(v)));
  return unknown === undefined ? undefined : `'${String(unknown).slice(0, 60)}' is not one of its options`;
}

/** Why a value does not fit a physical column's uidt, or undefined. */
function valueProblem(c: TemplateColumn, v: unknown): string | undefined {
  if (v === null || c.uidt === 'JSON') return undefined;
  if (TEXT.includes(c.uidt)) return typeof v === 'string' && v.length <= MAX_TEXT ? undefined : 'expected text';
  if (INTEGER.includes(c.uidt)) return Number.isSafeInteger(v) ? undefined : 'expected a whole number';
  if (DECIMAL.includes(c.uidt)) return typeof v === 'number' && Number.isFinite(v) ? undefined : 'expected a number';
  if (c.uidt === 'Checkbox') return typeof v === 'boolean' ? undefined : 'expected true or false';
  if (c.uidt === 'SingleSelect') return optionsProblem(c, [v]);
  if (c.uidt === 'MultiSelect') return Array.isArray(v) ? optionsProblem(c, v) : 'expected a list of options';
  const format = FORMATTED[c.uidt];
  if (format) return typeof v === 'string' && format[0](v) ? undefined : `expected ${format[1]}`;
  return `a ${c.uidt} column takes no sample value`;
}

/** A row number of a table with `count` rows. */
const rowNumberProblem = (v: unknown, count: number, tn: string) =>
  Number.isSafeInteger(v) && (v as number) >= 1 && (v as number) <= count ? undefined : `expected a row number of '${tn}' (1 to ${count})`;

interface TableRefs {
  /** Foreign-key column (lower case) -> parent table. */
  fks: Map<string, string>;
  /** Many-to-many partner (lower case) -> its table name. */
  partners: Map<string, string>;
}

function refsOf(tn: string, plan: TemplatePlan): TableRefs {
  const fks = new Map(plan.hasMany.filter((l) => l.child === tn).map((l) => [lower(l.fk), l.parent]));
  const partners = new Map<string, string>();
  for (const l of plan.manyToMany) {
    if (l.tn === tn) partners.set(lower(l.rtn), l.rtn);
    if (l.rtn === tn) partners.set(lower(l.tn), l.tn);
  }
  return { fks, partners };
}

function linksProblem(links: unknown, refs: TableRefs, counts: Map<string, number>): string | undefined {
  if (!links || typeof links !== 'object' || Array.isArray(links)) return "'_mm' maps a related table to row numbers";
  for (const [rtn, numbers] of Object.entries(links)) {
    const partner = refs.partners.get(lower(rtn));
    if (!partner) return `no many-to-many relation to '${rtn}'`;
    if (!Array.isArray(numbers)) return `'_mm.${rtn}' must be a list of row numbers`;
    if (new Set(numbers).size !== numbers.length) return `'_mm.${rtn}' names a row twice`;
    for (const n of numbers) {
      const p = rowNumberProblem(n, counts.get(partner) ?? 0, partner);
      if (p) return p;
    }
  }
  return undefined;
}

function rowProblem(t: TemplateTable, row: Record<string, unknown>, refs: TableRefs, counts: Map<string, number>): string | undefined {
  const columns = new Map(t.columns.map((c) => [lower(c.cn), c]));
  for (const [key, v] of Object.entries(row)) {
    if (key === '_mm') {
      const p = linksProblem(v, refs, counts);
      if (p) return p;
      continue;
    }
    const parent = refs.fks.get(lower(key));
    const column = columns.get(lower(key));
    const p = parent
      ? v === null
        ? undefined
        : rowNumberProblem(v, counts.get(parent) ?? 0, parent)
      : !column
        ? `Column '${key}' not found`
        : column.uidt === 'ID' || column.uidt === 'AutoNumber'
          ? 'the database sets this column'
          : valueProblem(column, v);
    if (p) return p.startsWith('Column') ? p : `'${key}': ${p}`;
  }
  return undefined;
}

/**
 * The first problem of a template's sample rows (values per uidt, row numbers of parents and
 * many-to-many partners within their tables, at most `MAX_TEMPLATE_ROWS` in all), or undefined.
 */
export function sampleRowsProblem(doc: TemplateDocument, plan: TemplatePlan): string | undefined {
  const counts = new Map(doc.tables.map((t) => [t.tn, t.rows?.length ?? 0]));
  if ([...counts.values()].reduce((a, b) => a + b, 0) > MAX_TEMPLATE_ROWS) return `A template has at most ${MAX_TEMPLATE_ROWS} sample rows`;
  for (const t of doc.tables) {
    const refs = refsOf(t.tn, plan);
    for (const [i, row] of (t.rows ?? []).entries()) {
      const p = rowProblem(t, row, refs, counts);
      if (p) return `Row ${i + 1} of '${t.tn}': ${p}`;
    }
  }
  return undefined;
}
