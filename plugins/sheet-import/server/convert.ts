/**
 * Cells as the data service's API values for the chosen column type; a cell that does not fit
 * is an error naming its row and column (the import stops and is rolled back, never skipping it).
 */
import { dateTimeParts, dateTimeText } from '@plinth/sdk';
import { HttpError } from '@plinth/sdk/server';
import { booleanOf, dateOf, numberOf, type Cell, type ImportUidt } from '../sheet.js';

export interface TargetColumn {
  /** Position in the file's rows. */
  index: number;
  cn: string;
  uidt: ImportUidt;
}

type Converter = (cell: Cell) => unknown;

const misfit = (what: string) => (cell: Cell) => new Error(`'${String(cell).slice(0, 60)}' is not ${what}`);

function checked<T>(read: (cell: Cell) => T | undefined, what: string): Converter {
  const fail = misfit(what);
  return (cell) => {
    const v = read(cell);
    if (v === undefined) throw fail(cell);
    return v;
  };
}

const dateTimeOf = (cell: Cell): string | undefined => {
  if (typeof cell !== 'string') return undefined;
  const parts = dateTimeParts(cell.trim());
  if (!parts) return undefined;
  return parts.zone ? cell.trim() : dateTimeText(parts);
};

const CONVERTERS: Record<ImportUidt, Converter> = {
  SingleLineText: String,
  LongText: String,
  Email: (cell) => String(cell).trim(),
  URL: (cell) => String(cell).trim(),
  SingleSelect: (cell) => String(cell).trim(),
  Number: checked((c) => {
    const n = numberOf(c);
    return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
  }, 'a whole number'),
  Decimal: checked(numberOf, 'a number'),
  Checkbox: checked(booleanOf, 'true / false'),
  Date: checked((c) => dateOf(c) ?? dateTimeOf(c)?.slice(0, 10), 'a date (YYYY-MM-DD)'),
  DateTime: checked((c) => dateTimeOf(c), 'a date and time (YYYY-MM-DD HH:MM:SS)'),
};

const isEmpty = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** Turns file rows into API rows (keyed by column name) for `columns`. */
export function rowConverter(columns: readonly TargetColumn[]): (row: Cell[], rowNumber: number) => Record<string, unknown> {
  const converters = columns.map((c) => CONVERTERS[c.uidt]);
  return (row, rowNumber) => {
    const out: Record<string, unknown> = {};
    for (const [i, col] of columns.entries()) {
      const cell = row[col.index] ?? null;
      if (isEmpty(cell)) {
        out[col.cn] = null;
        continue;
      }
      try {
        out[col.cn] = converters[i]!(cell);
      } catch (err) {
        throw new HttpError(400, `Row ${rowNumber}, column '${col.cn}': ${(err as Error).message}`);
      }
    }
    return out;
  };
}
