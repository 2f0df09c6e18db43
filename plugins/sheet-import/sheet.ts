/**
 * What the server and the web app share (browser-safe): the answers of the import routes, the
 * column types an import can make, how a column's type is inferred from its first values, and
 * how names from a file become table and column names.
 */
import { dateTimeParts, dateValue, DECIMAL_PATTERN, isEmail, isUrl, type Uidt } from '@plinth/sdk';

/** One cell as read from a file: text (CSV, text cells), a number, a boolean, or empty. */
export type Cell = string | number | boolean | null;

/** The column types an import offers (001's uidts that hold a plain value). */
export const IMPORT_UIDTS = [
  'SingleLineText',
  'LongText',
  'Number',
  'Decimal',
  'Date',
  'DateTime',
  'Checkbox',
  'Email',
  'URL',
  'SingleSelect',
] as const satisfies readonly Uidt[];
export type ImportUidt = (typeof IMPORT_UIDTS)[number];

/** One sheet of an upload (a CSV or TSV file is one sheet). */
export interface SheetPreview {
  name: string;
  /** Rows in the sheet, the header row among them (for a CSV, counted as lines: an estimate when fields hold line breaks). */
  totalRows: number;
  /** Widest row of the sample. */
  width: number;
  /** The first rows as read, the header row among them. */
  rows: Cell[][];
}

/** `POST .../uploads`: the upload kept on the server for a while, and what it holds. */
export interface UploadAnswer {
  uploadId: string;
  fileName: string;
  kind: 'xlsx' | 'xls' | 'csv' | 'tsv';
  sheets: SheetPreview[];
}

/** One column to make, in file order. */
export interface ColumnChoice {
  name: string;
  uidt: ImportUidt;
  /** Left out of the table. */
  skip?: boolean;
  /** A single select's options. */
  options?: string[];
}

/** One sheet to import as a table. */
export interface SheetChoice {
  /** Index in `UploadAnswer.sheets`. */
  sheet: number;
  table: string;
  /** 1-based row holding the names; 0 for none (every row is data). */
  headerRow: number;
  columns: ColumnChoice[];
}

/** `POST .../jobs`: what to import. */
export interface StartRequest {
  uploadId: string;
  /** A new project's title (only when importing as a new project). */
  title?: string;
  sheets: SheetChoice[];
}

type JobStatus = 'running' | 'done' | 'failed' | 'cancelled';

/** `GET /api/v1/sheet-import/jobs/:jobId`. */
export interface JobState {
  id: string;
  status: JobStatus;
  projectId: string | null;
  /** Rows inserted so far (after a failure: how many had been inserted before it was rolled back). */
  rowsDone: number;
  rowsTotal: number;
  tables: string[];
  /** Why it failed, or that it was cancelled. */
  error?: string;
  /** A new project was deleted again / the new tables were dropped again after a failure or cancel. */
  rolledBack?: boolean;
}

const TRUE_WORDS = new Set(['true', 'yes']);
const FALSE_WORDS = new Set(['false', 'no']);

/** A checkbox value of a cell, or undefined when it is none. */
export function booleanOf(cell: Cell): boolean | undefined {
  if (typeof cell === 'boolean') return cell;
  if (typeof cell !== 'string') return undefined;
  const word = cell.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
}

/** A number of a cell, or undefined; text like `007` stays text (codes, zip codes). */
export function numberOf(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim();
  if (!DECIMAL_PATTERN.test(text) || /^[+-]?0\d/.test(text)) return undefined;
  return Number(text);
}

/** `YYYY-MM-DD` of a date-only cell. */
export const dateOf = (cell: Cell): string | undefined => (typeof cell === 'string' ? dateValue(cell.trim()) : undefined);

/** Whether a cell is a date with a time of day. */
const isDateTime = (cell: Cell) => typeof cell === 'string' && /\d[T ]\d/.test(cell) && dateTimeParts(cell.trim()) !== undefined;

/** Longest text of a single line of text. */
const SINGLE_LINE_MAX = 255;
/** At most this many options make a text column a single select... */
const SELECT_MAX_OPTIONS = 10;
/** ...and only when each appears this many times on average. */
const SELECT_MIN_REPEATS = 2;

const isEmpty = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** Texts a select option may not hold (its list is written `'a','b'`). */
const selectable = (text: string) => text.length <= 60 && !/[',\\\n]/.test(text);

/** The type of a column inferred from its values, and a single select's options. */
function inferColumn(values: readonly Cell[], complete: boolean): { uidt: ImportUidt; options?: string[] } {
  const present = values.filter((v) => !isEmpty(v));
  if (!present.length) return { uidt: 'SingleLineText' };
  const all = (test: (v: Cell) => boolean) => present.every(test);
  if (all((v) => booleanOf(v) !== undefined)) return { uidt: 'Checkbox' };
  if (all((v) => numberOf(v) !== undefined)) {
    return { uidt: all((v) => Number.isSafeInteger(numberOf(v))) ? 'Number' : 'Decimal' };
  }
  if (all((v) => dateOf(v) !== undefined)) return { uidt: 'Date' };
  if (all((v) => dateOf(v) !== undefined || isDateTime(v))) return { uidt: 'DateTime' };
  const texts = present.map((v) => String(v).trim());
  if (texts.every(isEmail)) return { uidt: 'Email' };
  if (texts.every(isUrl)) return { uidt: 'URL' };
  if (texts.some((t) => t.length > SINGLE_LINE_MAX || t.includes('\n'))) return { uidt: 'LongText' };
  const distinct = [...new Set(texts)];
  // Only when every row was seen: a value past the sample would not be one of the options.
  if (
    complete &&
    distinct.length <= SELECT_MAX_OPTIONS &&
    texts.length >= distinct.length * SELECT_MIN_REPEATS &&
    distinct.every(selectable)
  ) {
    return { uidt: 'SingleSelect', options: distinct.sort() };
  }
  return { uidt: 'SingleLineText' };
}

/** Longest table or column name, in bytes (PostgreSQL allows 63; room for a `_12` suffix). */
const NAME_MAX_BYTES = 56;

/** A name from a file as a table or column name: letters, digits and `_` of any script, nothing else. */
export function cleanName(raw: string): string {
  const name = raw
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  let out = '';
  for (const ch of name) {
    if (new TextEncoder().encode(out + ch).length > NAME_MAX_BYTES) break;
    out += ch;
  }
  return out;
}

/**
 * Unique names for a row of headers: cleaned, empty ones `field_<position>`, repeats (in any
 * letter case, or a name in `taken`) `name_1`, `name_2`...
 */
export function uniqueNames(headers: readonly string[], taken: readonly string[] = []): string[] {
  const used = new Set(taken.map((t) => t.toLowerCase()));
  return headers.map((header, i) => {
    const base = cleanName(header) || `field_${i + 1}`;
    let name = base;
    for (let n = 1; used.has(name.toLowerCase()); n++) name = `${base}_${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** The columns of a sheet read with `headerRow` (1-based, 0 for none): names and inferred types. */
export function sheetColumns(sheet: SheetPreview, headerRow: number): ColumnChoice[] {
  const header = headerRow > 0 ? (sheet.rows[headerRow - 1] ?? []) : [];
  const data = sheet.rows.slice(headerRow);
  const width = Math.max(sheet.width, header.length);
  const names = uniqueNames(
    Array.from({ length: width }, (_, i) => (header[i] === null || header[i] === undefined ? '' : String(header[i]))),
    ['id'],
  );
  // The sample is the whole sheet when it holds every data row.
  const complete = sheet.rows.length >= sheet.totalRows;
  return names.map((name, i) => ({
    name,
    ...inferColumn(
      data.map((r) => r[i] ?? null),
      complete,
    ),
  }));
}
