/**
 * Copy and paste of cell ranges as tab-separated text (what spreadsheets put on the clipboard):
 * a copy shows each cell's display text; a paste types each cell by its column, writes it as an
 * undoable edit and, past the last row, may add the missing rows in one bulk request.
 */
import type { CellRange } from './selection.js';
import type { CellEdit, CellRef, GridError, PasteOptions, UndoEntry } from './types.js';
import { type ViewColumn, displayText, parseInput, type Row } from '@plinth/sdk';
import type { RowsApi } from '@plinth/sdk/web';
import { parseTsv, toTsv } from '../tsv.js';

/** What the clipboard reads and writes of the grid store. */
export interface ClipboardGrid {
  readonly columns: ViewColumn[];
  readonly selection: CellRange | null;
  readonly active: CellRef | null;
  readonly readOnly: boolean;
  readonly rowCount: number;
  readonly hasPrimaryKey: boolean;
  readonly rowsApi: RowsApi;
  rowAt(index: number): Row | undefined;
  pkOf(row: Row): string;
  isEndKnown(): boolean;
  writeCell(edit: CellEdit): Promise<CellEdit | null>;
  recordUndo(entry: UndoEntry): void;
  showError(error: GridError): void;
  failed(err: unknown): void;
  reload(): Promise<void>;
}

/** The selected range as tab-separated text. */
export function copyRange(grid: ClipboardGrid): string {
  const sel = grid.selection;
  if (!sel) return '';
  const cols = grid.columns.slice(sel.left, sel.right + 1);
  const cells: string[][] = [];
  for (let r = sel.top; r <= sel.bottom; r++) {
    const row = grid.rowAt(r);
    cells.push(cols.map((c) => (row ? displayText(c, row[c.key]) : '')));
  }
  return toTsv(cells);
}

/**
 * Pastes tab-separated text from the active cell on (loaded rows; read-only and relation
 * columns are skipped). Each changed cell is written and recorded for undo. When the block runs
 * past the last row (the row count known) and `confirmAddRows` agrees, the missing rows are
 * created in one bulk request with the pasted values typed by column, and the paste is undone
 * as one (cells written back, added rows deleted). Answers the cells written.
 */
export async function pasteText(grid: ClipboardGrid, text: string, options: PasteOptions = {}): Promise<number> {
  if (!grid.active || grid.readOnly) return 0;
  const cells = parseTsv(text);
  const start = grid.active;
  const existingLines = grid.isEndKnown() ? Math.max(0, Math.min(cells.length, grid.rowCount - start.row)) : cells.length;
  const extraLines = cells.slice(existingLines);
  let newRows: Row[] | null = null;
  if (extraLines.length && options.confirmAddRows && grid.hasPrimaryKey) {
    // Typed before asking: a value its column refuses is reported instead of a question.
    const typed = newRowValues(grid.columns, extraLines, start.col);
    if ('error' in typed) grid.showError(typed.error);
    else if (await options.confirmAddRows(extraLines.length)) newRows = typed.rows;
  }
  const edits = await pasteIntoRows(grid, cells.slice(0, existingLines), start);
  if (!newRows) {
    for (const edit of edits) grid.recordUndo(edit);
    return edits.length;
  }
  let added: Row[];
  try {
    added = await grid.rowsApi.createBulk(newRows);
  } catch (err) {
    grid.failed(err);
    for (const edit of edits) grid.recordUndo(edit);
    return edits.length;
  }
  grid.recordUndo({ edits, addedPks: added.map((r) => grid.pkOf(r)) });
  await grid.reload();
  return edits.length + newRows.reduce((n, r) => n + Object.keys(r).length, 0);
}

/** Writes pasted lines into the loaded rows from `start`; answers the edits written. */
async function pasteIntoRows(grid: ClipboardGrid, lines: string[][], start: CellRef): Promise<CellEdit[]> {
  const edits: CellEdit[] = [];
  for (const [dr, line] of lines.entries()) {
    const rowIndex = start.row + dr;
    const row = grid.rowAt(rowIndex);
    if (rowIndex >= grid.rowCount || !row) break;
    for (const [dc, cellText] of line.entries()) {
      const col = grid.columns[start.col + dc];
      if (!col || col.readOnly || col.relation) continue;
      const parsed = parseInput(col, cellText);
      if (!parsed.ok) {
        grid.showError({ key: parsed.error, params: parsed.params });
        continue;
      }
      const edit = await grid.writeCell({ pk: grid.pkOf(row), key: col.key, value: parsed.value, prevValue: row[col.key] });
      if (edit) edits.push(edit);
    }
  }
  return edits;
}

/**
 * Values of rows to add from pasted lines, typed by column as a paste into existing rows types
 * them; empty cells are left out (the column's default applies), as are read-only and relation
 * columns. The first value a column refuses is the answer instead.
 */
function newRowValues(columns: readonly ViewColumn[], lines: string[][], firstCol: number): { rows: Row[] } | { error: GridError } {
  const rows: Row[] = [];
  for (const line of lines) {
    const row: Row = {};
    for (const [dc, cellText] of line.entries()) {
      const col = columns[firstCol + dc];
      if (!col || col.readOnly || col.relation || cellText.trim() === '') continue;
      const parsed = parseInput(col, cellText);
      if (!parsed.ok) return { error: { key: parsed.error, params: parsed.params } };
      row[col.key] = parsed.value;
    }
    rows.push(row);
  }
  return { rows };
}
