/**
 * Reading sheets: a CSV / TSV file streamed record by record (csv-parse; never read whole), an
 * .xlsx / .xls workbook through SheetJS with cached formula values only (formulas are never
 * evaluated) and dates read from the cell's number format, independent of the server's time zone.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { HttpError } from '@plinth/sdk/server';
import { parse, CsvError } from 'csv-parse';
import type * as XLSX from 'xlsx';
import type { Cell, SheetPreview } from '../sheet.js';
import type { FileKind } from './files.js';

/** Rows of each sheet the preview answers (the inference sample). */
const PREVIEW_ROWS = 100;
/** Longest CSV record; a file without line breaks would otherwise be held whole. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;

/** A readable sheet: its name and its rows in batches (one promise per batch, not per row), read from the start each time. */
export interface SheetSource {
  name: string;
  totalRows: number;
  batches(): AsyncIterable<Cell[][]>;
}

/** Rows per batch a source yields. */
const BATCH_ROWS = 1_000;

/** The delimiter of a CSV: the most frequent of `,` `;` tab in its first lines (`,` on a tie). */
async function sniffDelimiter(path: string, kind: FileKind): Promise<string> {
  if (kind === 'tsv') return '\t';
  const file = await open(path, 'r');
  const head = Buffer.alloc(16 * 1024);
  const { bytesRead } = await file.read(head, 0, head.length, 0).finally(() => file.close());
  const lines = head.subarray(0, bytesRead).toString('utf8').split('\n').slice(0, 10).join('\n');
  const counts = [',', ';', '\t'].map((d) => [d, lines.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** Lines in a file (a last line without a break counts too): the row count a progress bar shows. */
async function countLines(path: string): Promise<number> {
  let lines = 0;
  let last = 0x0a;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) lines++;
    if (chunk.length) last = chunk[chunk.length - 1]!;
  }
  return last === 0x0a ? lines : lines + 1;
}

const csvError = (err: unknown) =>
  err instanceof CsvError ? new HttpError(400, `Malformed CSV: ${err.message.replace(/^Invalid Record Length: /, '')}`) : err;

async function* csvBatches(path: string, delimiter: string): AsyncGenerator<Cell[][]> {
  const parser = createReadStream(path, { highWaterMark: 1024 * 1024 }).pipe(
    parse({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: MAX_RECORD_BYTES }),
  );
  try {
    let batch: Cell[][] = [];
    for await (const record of parser as AsyncIterable<Cell[]>) {
      // In place: one array per row, not two.
      for (let i = 0; i < record.length; i++) if (record[i] === '') record[i] = null;
      batch.push(record);
      if (batch.length >= BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  } catch (err) {
    throw csvError(err);
  } finally {
    parser.destroy();
  }
}

/** A CSV / TSV file as one sheet named `name`. */
export async function csvSource(path: string, kind: FileKind, name: string): Promise<SheetSource> {
  const delimiter = await sniffDelimiter(path, kind);
  const totalRows = await countLines(path);
  return { name, totalRows, batches: () => csvBatches(path, delimiter) };
}

const READ_OPTIONS: XLSX.ParsingOptions = {
  dense: true,
  cellNF: true,
  cellDates: false,
  cellFormula: false,
  cellHTML: false,
  cellText: false,
  cellStyles: false,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A SheetJS cell as a plain value; a number formatted as a date becomes `YYYY-MM-DD[ HH:MM:SS]`. */
function cellValue(cell: XLSX.CellObject | undefined): Cell {
  if (!cell) return null;
  switch (cell.t) {
    case 's':
      return cell.v === '' ? null : String(cell.v);
    case 'b':
      return Boolean(cell.v);
    case 'n': {
      const v = cell.v as number;
      if (typeof cell.z === 'string' && xlsx.SSF.is_date(cell.z)) {
        const d = xlsx.SSF.parse_date_code(v);
        const date = `${String(d.y).padStart(4, '0')}-${pad(d.m)}-${pad(d.d)}`;
        return d.H || d.M || d.S ? `${date} ${pad(d.H)}:${pad(d.M)}:${pad(Math.floor(d.S))}` : date;
      }
      return v;
    }
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString() : String(cell.v);
    default:
      return null; // errors (#DIV/0!) and stubs
  }
}

type DenseSheet = XLSX.CellObject[][] & XLSX.WorkSheet;

/** The rows of a dense SheetJS sheet within its range. */
function* sheetRows(ws: DenseSheet): Generator<Cell[]> {
  if (!ws['!ref']) return;
  const range = xlsx.utils.decode_range(ws['!ref']);
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row = ws[r] ?? [];
    const out: Cell[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) out.push(cellValue(row[c]));
    while (out.length && out[out.length - 1] === null) out.pop();
    if (out.length) yield out;
  }
}

/** The range of a sheet read with `sheetRows` is cut; `!fullref` keeps the whole one. */
function fullRange(ws: XLSX.WorkSheet) {
  const ref = (ws['!fullref'] as string | undefined) ?? ws['!ref'];
  return ref ? xlsx.utils.decode_range(ref) : undefined;
}

/** SheetJS, loaded with the first workbook (a large library that most starts of the server never use). */
let xlsx: typeof XLSX;

async function readWorkbook(path: string, sheetRows?: number): Promise<XLSX.WorkBook> {
  xlsx ??= await import('xlsx');
  try {
    return xlsx.readFile(path, sheetRows ? { ...READ_OPTIONS, sheetRows } : READ_OPTIONS);
  } catch (err) {
    throw new HttpError(400, `The workbook cannot be read: ${(err as Error).message}`);
  }
}

/** The sheets of a workbook, their first rows and sizes (only those rows are read). */
export async function workbookPreview(path: string, maxColumns: number): Promise<SheetPreview[]> {
  const book = await readWorkbook(path, PREVIEW_ROWS);
  return book.SheetNames.map((name) => {
    const ws = book.Sheets[name]!;
    const range = fullRange(ws);
    const width = range ? range.e.c - range.s.c + 1 : 0;
    if (width > maxColumns) throw new HttpError(400, `Sheet '${name}' has ${width} columns; at most ${maxColumns} can be imported`);
    const rows = [...sheetRows(ws as DenseSheet)];
    return { name, totalRows: range ? range.e.r - range.s.r + 1 : 0, width: Math.max(0, ...rows.map((r) => r.length)), rows };
  });
}

/** The sheets of a workbook, read whole (the job's reader). */
export async function workbookSources(path: string): Promise<SheetSource[]> {
  const book = await readWorkbook(path);
  return book.SheetNames.map((name) => {
    const ws = book.Sheets[name]! as DenseSheet;
    const range = fullRange(ws);
    return {
      name,
      totalRows: range ? range.e.r - range.s.r + 1 : 0,
      batches: async function* () {
        let batch: Cell[][] = [];
        for (const row of sheetRows(ws)) {
          batch.push(row);
          if (batch.length >= BATCH_ROWS) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length) yield batch;
      },
    };
  });
}

/** A CSV's preview: its first rows and line count. */
export async function csvPreview(source: SheetSource, maxColumns: number): Promise<SheetPreview> {
  const rows: Cell[][] = [];
  for await (const batch of source.batches()) {
    for (const row of batch) {
      if (row.length > maxColumns) throw new HttpError(400, `The file has ${row.length} columns; at most ${maxColumns} can be imported`);
      if (rows.length < PREVIEW_ROWS) rows.push(row);
    }
    if (rows.length >= PREVIEW_ROWS) break;
  }
  if (!rows.length) throw new HttpError(400, 'The file holds no rows');
  return { name: source.name, totalRows: Math.max(source.totalRows, rows.length), width: Math.max(...rows.map((r) => r.length)), rows };
}
