/** The types the grid store's parts and the grid's components share. */
import type { TableMeta, Row } from '@plinth/sdk';
import type { GridSettings } from '../../shared/settings.js';
import type { RowsApi } from '@plinth/sdk/web';

export interface CellRef {
  row: number;
  col: number;
}

/** One cell edit, kept for undo. */
export interface CellEdit {
  pk: string;
  key: string;
  value: unknown;
  prevValue: unknown;
  /**
   * A value shown beside the one written, patched and rolled back with it: a belongs-to cell's
   * parent row (`<Parent>Read`) when its foreign key is written, so the cell shows the new
   * parent's label without reading the row again.
   */
  shown?: { key: string; value: unknown; prevValue: unknown };
}

/** A paste that added rows: undone as one (its cell edits written back, the added rows deleted). */
interface PasteEdit {
  edits: CellEdit[];
  addedPks: string[];
}

export type UndoEntry = CellEdit | PasteEdit;

export interface PasteOptions {
  /**
   * Asked once when the pasted block runs past the last row: true adds the missing rows (one
   * bulk request), false pastes into the existing rows only. Without it no rows are added.
   */
  confirmAddRows?(count: number): Promise<boolean>;
}

/** The chosen parent of a belongs-to cell: its key (the value of the foreign key) and its row (shown in the cell). */
export interface ParentChoice {
  key: unknown;
  row: Row;
}

export interface GridStoreOptions {
  meta: TableMeta;
  rows: RowsApi;
  settings?: GridSettings;
  /** Alias (`_tn`) of related tables, which names relation keys in rows. */
  aliasOf?: (tn: string) => string;
  pageSize?: number;
  /** Pages kept at most; the ones farthest from the shown range go first. */
  maxPages?: number;
  /** Page loads running at once. */
  concurrency?: number;
  /** Rows loaded ahead of the view in the direction of scrolling; default two pages. */
  prefetchRows?: number;
  undoLimit?: number;
  /** Rows are shown only (a shared view): no cell writes, row adds or deletes. */
  readOnly?: boolean;
}

/** A failed write, for the grid to show (message from the server's `{ msg }` or an i18n key). */
export interface GridError {
  key?: string;
  params?: Record<string, unknown>;
  message?: string;
}
