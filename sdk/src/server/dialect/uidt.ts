/**
 * Dialect-independent parts of the uidt <-> native type mapping: which uidts have a column,
 * storage families, parsing and validating type arguments and select options.
 */
import { UIDT, VIRTUAL_UIDT, type Uidt } from '../../entities.js';
import { InvalidSelectOptionsError, parseSelectOptions as parseOptions, selectOptionsText } from '../../values.js';
import { DialectError } from './errors.js';

/** Uidts without a column of their own: relations, lookups, formulas, rollups, counts, buttons. */
export const NON_PHYSICAL_UIDT: readonly Uidt[] = [...VIRTUAL_UIDT, 'Count', 'Barcode', 'Button'];
export const PHYSICAL_UIDT: readonly Uidt[] = UIDT.filter((u) => !NON_PHYSICAL_UIDT.includes(u));

/** Uidts whose column is an auto-increment primary key. */
export const AUTO_INCREMENT_UIDT: readonly Uidt[] = ['ID', 'AutoNumber'];

/** How a native type stores values; the reverse mapping always lands in the same family. */
export type TypeFamily =
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'string'
  | 'text'
  | 'date'
  | 'time'
  | 'datetime'
  | 'year'
  | 'json'
  | 'enum'
  | 'set'
  | 'geometry'
  | 'binary'
  | 'other';

/** A native type as rendered into DDL: `dt` plus optional arguments. */
export interface NativeType {
  dt: string;
  dtxp?: string;
  /** Appended after the arguments (`unsigned`). */
  suffix?: string;
}

/** `numeric(10,2)` -> { dt: 'numeric', dtxp: '10,2' }; `int(10) unsigned` -> suffix 'unsigned'. */
export function parseNativeType(columnType: string): { dt: string; dtxp: string | null; suffix: string } {
  const text = columnType.trim();
  const open = text.indexOf('(');
  if (open < 0) return { dt: text.toLowerCase(), dtxp: null, suffix: '' };
  const close = matchingParen(text, open);
  return {
    dt: `${text.slice(0, open)}${text.slice(close + 1).replace(/^\s*(with(out)? time zone)/i, ' $1')}`
      .replace(/\s*unsigned|\s*zerofill/gi, '')
      .trim()
      .toLowerCase(),
    dtxp: text.slice(open + 1, close).trim(),
    suffix: /\bunsigned\b/i.test(text.slice(close + 1)) ? 'unsigned' : '',
  };
}

/** Index of the `)` closing the `(` at `open`, skipping quoted option text. */
function matchingParen(text: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote && text[i + 1] === quote) i++;
      else if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return text.length - 1;
}

/** Length / precision arguments: `255`, `10,2`, `max` (SQL Server). */
export function checkSizeArgs(dtxp: string | undefined | null, allowMax = false): string | undefined {
  if (dtxp === undefined || dtxp === null || dtxp === '') return undefined;
  const v = String(dtxp).replace(/\s+/g, '');
  if (/^\d{1,5}(,\d{1,3})?$/.test(v) || (allowMax && v.toLowerCase() === 'max')) return v;
  throw new DialectError('invalidInput', `Invalid type arguments '${String(dtxp)}'`);
}

/**
 * Select options (`'a','b'` or `a,b`) -> the option strings; the SDK's one parser, with an
 * unreadable list reported as a dialect input error (400).
 */
export function parseSelectOptions(dtxp: string | undefined | null): string[] {
  try {
    return parseOptions(dtxp);
  } catch (err) {
    if (err instanceof InvalidSelectOptionsError) throw new DialectError('invalidInput', err.message);
    throw err;
  }
}

/** Options back to the product's `'a','b'` form (what `parseSelectOptions` reads back). */
export const formatSelectOptions = selectOptionsText;

/**
 * A default expression from a catalog as a plain value when it is a literal:
 * `'it''s'::character varying` -> `it's`, `('x')` / `((1))` / `N'x'` -> `x` / `1`.
 * Anything else (functions, casts of expressions) is returned unchanged.
 */
export function literalDefault(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  let v = raw.trim();
  while (v.startsWith('(') && v.endsWith(')') && matchingParen(v, 0) === v.length - 1) v = v.slice(1, -1).trim();
  if (/^null$/i.test(v)) return null;
  v = v.replace(/::[a-z ]+(\(\d+(,\d+)?\))?(\[\])?$/i, '');
  const quoted = /^(?:N|E|_utf8mb4)?'((?:[^']|'')*)'$/is.exec(v);
  if (quoted) {
    const body = quoted[1]!.replace(/''/g, "'");
    return /^E'/i.test(v) ? body.replace(/\\(.)/g, '$1') : body;
  }
  while (v.startsWith('(') && v.endsWith(')') && matchingParen(v, 0) === v.length - 1) v = v.slice(1, -1).trim();
  return v;
}
