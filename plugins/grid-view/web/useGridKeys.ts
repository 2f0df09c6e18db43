/**
 * The grid's keyboard and clipboard: arrows (shift extends), Home / End (with Ctrl: first / last
 * row), Page Up / Page Down (a screen of rows), Enter or F2 activates the cell, typing replaces,
 * Esc cancels, Delete clears, Ctrl+Z undoes, Ctrl+C / Ctrl+V copy and paste ranges as TSV;
 * Shift+Enter expands the active row, Shift+Space checks it, Alt+Down opens the active column's
 * menu. Tab is left to the browser: the grid is one tab stop (WCAG 2.1.2, ARIA grid pattern).
 * Also what activating a cell does (an editor, the relation dialog, a checkbox toggle).
 */
import type { ClipboardEvent, KeyboardEvent } from 'react';
import type { GridStore } from './GridStore.js';
import type { ViewColumn } from '@plinth/sdk';

/** Editors that take typed text (so typing on a selected cell opens them with the key typed). */
const TYPING_EDITS = (col: ViewColumn) => !['Checkbox', 'SingleSelect', 'MultiSelect', 'Rating', 'Attachment'].includes(col.uidt);

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export interface CellActionsOptions {
  /** A relation cell was activated. */
  onEditLinks(rowIndex: number, col: ViewColumn): void;
  /** The inline editor opens, with the key typed to start it (or none). */
  startTyping(key: string | undefined): void;
}

/** Toggling a checkbox cell, and activating the active cell (Enter / F2 / double click). */
export function cellActions(store: GridStore, options: CellActionsOptions) {
  const toggleCheckbox = (rowIndex: number, col: ViewColumn) => {
    const row = store.rowAt(rowIndex);
    if (!row || col.readOnly) return;
    const on = row[col.key] === true || row[col.key] === 1;
    void store.setCell(rowIndex, col.key, !on);
  };
  const activate = () => {
    const a = store.active;
    const col = store.activeColumn;
    if (!a || !col || store.readOnly) return;
    if (col.relation) return store.rowAt(a.row) && store.hasPrimaryKey ? options.onEditLinks(a.row, col) : undefined;
    if (col.uidt === 'Checkbox') return toggleCheckbox(a.row, col);
    options.startTyping(undefined);
    store.startEditing();
  };
  return { toggleCheckbox, activate };
}

/** Sets every writable cell of the selected range to null, one write each. */
async function clearSelection(store: GridStore): Promise<void> {
  const sel = store.selection;
  if (!sel) return;
  for (let r = sel.top; r <= sel.bottom; r++) {
    for (const col of store.columns.slice(sel.left, sel.right + 1)) {
      if (!col.readOnly && !col.relation && col.uidt !== 'Checkbox') await store.setCell(r, col.key, null);
    }
  }
}

/** What the grid's keys do beyond the cells: the row and column dialogs, and the rows a page holds. */
export interface GridKeyOptions {
  /** Rows a Page Up / Page Down moves (the rows in view). */
  pageRows(): number;
  /** Shift+Enter: the active row's expanded form. */
  onExpand(rowIndex: number): void;
  /** Alt+Down: the menu of the column at this index of the shown columns. */
  openColumnMenu(colIndex: number): void;
  confirmAddRows?(count: number): Promise<boolean>;
}

/** Shift+Enter, Shift+Space and Alt+Down on the active cell: its row and column; true when handled. */
function rowAndColumnKeys(store: GridStore, e: KeyboardEvent<HTMLDivElement>, options: GridKeyOptions): boolean {
  const active = store.active;
  if (!active) return false;
  const row = store.rowAt(active.row);
  if (e.shiftKey && e.key === 'Enter') {
    if (row && store.hasPrimaryKey && !store.readOnly) options.onExpand(active.row);
  } else if (e.shiftKey && e.key === ' ') {
    const pk = row && store.hasPrimaryKey ? store.pkOf(row) : undefined;
    if (pk !== undefined) store.toggleChecked(pk);
  } else if (e.altKey && e.key === 'ArrowDown') {
    options.openColumnMenu(active.col);
  } else return false;
  e.preventDefault();
  return true;
}

export function gridKeyHandlers(
  store: GridStore,
  actions: ReturnType<typeof cellActions> & Pick<CellActionsOptions, 'startTyping'>,
  options: GridKeyOptions,
) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (store.editing || e.target !== e.currentTarget) return;
    const mod = e.ctrlKey || e.metaKey;
    const arrow = ARROWS[e.key];
    if (rowAndColumnKeys(store, e, options)) return;
    if (arrow) {
      e.preventDefault();
      // Left and right are what the user sees: right to left, ArrowLeft goes to the next column.
      const inline = getComputedStyle(e.currentTarget).direction === 'rtl' ? -1 : 1;
      store.move(arrow[0], arrow[1] * inline, e.shiftKey);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      const row = mod ? (e.key === 'Home' ? 0 : store.rowCount - 1) : (store.active?.row ?? 0);
      store.select({ row, col: e.key === 'Home' ? 0 : store.columns.length - 1 }, e.shiftKey);
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      const rows = Math.max(1, options.pageRows());
      store.move(e.key === 'PageUp' ? -rows : rows, 0, e.shiftKey);
    } else if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault();
      actions.activate();
    } else if (e.key === 'Escape') {
      store.select(store.active);
    } else if (mod && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      void store.undo();
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      void clearSelection(store);
    } else if (e.key === ' ' && store.activeColumn?.uidt === 'Checkbox') {
      e.preventDefault();
      actions.toggleCheckbox(store.active!.row, store.activeColumn);
    } else if (e.key.length === 1 && !mod && !e.altKey && store.activeColumn && TYPING_EDITS(store.activeColumn) && store.canEdit()) {
      e.preventDefault();
      actions.startTyping(e.key);
      store.startEditing();
    }
  };
  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    if (store.editing || !store.selection) return;
    e.preventDefault();
    e.clipboardData.setData('text/plain', store.copySelection());
  };
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    if (store.editing || !store.active) return;
    e.preventDefault();
    void store.paste(e.clipboardData.getData('text/plain'), { confirmAddRows: options.confirmAddRows });
  };
  return { onKeyDown, onCopy, onPaste };
}
