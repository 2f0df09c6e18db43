/** The grid's active cell, the selected range, whether the active cell is being edited, and checked rows. */
import { action, computed, makeObservable, observable } from 'mobx';
import type { CellRef } from './types.js';

/** A selected range, inclusive. */
export interface CellRange {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export class GridSelection {
  active: CellRef | null = null;
  /** Other corner of the selected range (the active cell is the first). */
  anchor: CellRef | null = null;
  editing = false;
  /** Checked rows by key. */
  readonly checked = observable.set<string>();

  /** `size()`: the rows and columns a cell must lie within. */
  constructor(private readonly size: () => { rows: number; columns: number }) {
    makeObservable(this, {
      active: observable.ref,
      anchor: observable.ref,
      editing: observable,
      range: computed,
      select: action,
      move: action,
      toggleChecked: action,
    });
  }

  /** The selected range, or null. */
  get range(): CellRange | null {
    if (!this.active) return null;
    const b = this.anchor ?? this.active;
    return {
      top: Math.min(this.active.row, b.row),
      bottom: Math.max(this.active.row, b.row),
      left: Math.min(this.active.col, b.col),
      right: Math.max(this.active.col, b.col),
    };
  }

  select(cell: CellRef | null, extend = false) {
    if (!cell) {
      this.active = null;
      this.anchor = null;
      this.editing = false;
      return;
    }
    const clamped = this.clamp(cell);
    if (extend && this.active) this.anchor = clamped;
    else {
      this.active = clamped;
      this.anchor = null;
    }
    this.editing = false;
  }

  /** Arrow keys (with shift: extend the range from the active cell). */
  move(dRow: number, dCol: number, extend = false) {
    if (!this.active) {
      this.active = { row: 0, col: 0 };
      return;
    }
    const from = extend ? (this.anchor ?? this.active) : this.active;
    this.select({ row: from.row + dRow, col: from.col + dCol }, extend);
  }

  toggleChecked(pk: string) {
    if (this.checked.has(pk)) this.checked.delete(pk);
    else this.checked.add(pk);
  }

  private clamp(cell: CellRef): CellRef {
    const { rows, columns } = this.size();
    return {
      row: Math.max(0, Math.min(Math.max(0, rows - 1), cell.row)),
      col: Math.max(0, Math.min(Math.max(0, columns - 1), cell.col)),
    };
  }
}
