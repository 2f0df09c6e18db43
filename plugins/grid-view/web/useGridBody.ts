/**
 * The grid's body: rows drawn by the row painter (web/row-painter.ts) after each render, and
 * cell and gutter events handled once on the grid (no listeners per cell): the cell is found
 * from the event target, its column from its `data-col`, its row from its row's `data-row`.
 */
import type { VirtualItem } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { GUTTER_WIDTH, HEADER_HEIGHT } from './grid-layout.js';
import type { GridStore } from './GridStore.js';
import { RowPainter, type PaintColumn, type PaintRow } from './row-painter.js';
import type { ViewColumn } from '@plinth/sdk';
import { useCellFormat } from '@plinth/sdk/web';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface GridBodyView {
  rowItems: VirtualItem[];
  colItems: VirtualItem[];
  columns: ViewColumn[];
  rowShift: number;
  totalWidth: number;
  wrap: boolean;
  t: Translate;
  gridId: string;
}

/**
 * Draws the rows in view after every render, in its commit: a scroll's rows are drawn in its
 * scroll event (the virtualizer renders with flushSync), so the frame painted at that position
 * shows them. What is drawn is gathered in the render, so the observer tracks the rows' data
 * and checks. Answers the body's and the gutters' elements, the painter, and the hovered row
 * (it shows its checkbox and expand button).
 */
export function useRowPainter(store: GridStore, view: GridBodyView) {
  const { rowItems, colItems, columns, rowShift } = view;
  const withControls = store.hasPrimaryKey && !store.readOnly;
  const paintColumns = useMemo(
    () => colItems.map((vc): PaintColumn => ({ index: vc.index, start: vc.start, size: vc.size, col: columns[vc.index]! })),
    [colItems, columns],
  );
  const paintRows = rowItems.map((vr): PaintRow => {
    const row = store.rowAt(vr.index);
    const pk = row && store.hasPrimaryKey ? store.pkOf(row) : undefined;
    return { index: vr.index, top: vr.start + rowShift, height: vr.size, row, checked: pk !== undefined && store.checked.has(pk) };
  });
  const [hovered, setHovered] = useState<number | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const guttersRef = useRef<HTMLDivElement>(null);
  const painter = useRef<RowPainter | null>(null);
  useLayoutEffect(() => {
    const p = (painter.current = new RowPainter(bodyRef.current!, guttersRef.current!));
    return () => {
      p.clear();
      painter.current = null;
    };
  }, []);
  const active = store.active;
  const selection = store.selection;
  const format = useCellFormat();
  useLayoutEffect(() => {
    painter.current?.paint({
      rows: paintRows,
      columns: paintColumns,
      width: view.totalWidth,
      gutterOffset: HEADER_HEIGHT,
      gutterWidth: GUTTER_WIDTH,
      active,
      hovered: withControls ? hovered : null,
      selection,
      wrap: view.wrap,
      withControls,
      t: view.t,
      format,
      idPrefix: view.gridId,
    });
  });
  return { bodyRef, guttersRef, painter, hovered, setHovered, withControls };
}

export interface BodyEventsOptions {
  scrollRef: RefObject<HTMLDivElement | null>;
  body: ReturnType<typeof useRowPainter>;
  columns: ViewColumn[];
  /** Enter / F2 / double click on the active cell. */
  activate(): void;
  toggleCheckbox(rowIndex: number, col: ViewColumn): void;
  onExpand(rowIndex: number): void;
  focusGrid(): void;
}

/** Pointer events of the grid: select cells, open editors, row checkboxes and expand buttons, hover. */
export function bodyEventHandlers(store: GridStore, o: BodyEventsOptions) {
  const { scrollRef, body } = o;
  const cellOf = (target: EventTarget): { row: number; col: number; el: HTMLElement } | null => {
    const el = (target as HTMLElement).closest?.('[role="gridcell"]') as HTMLElement | null;
    if (!el || !scrollRef.current?.contains(el)) return null;
    return { row: Number(el.parentElement?.dataset.row), col: Number(el.dataset.col), el };
  };
  /** The row of a gutter control (row checkbox, expand button) that is the event's target. */
  const gutterRowOf = (target: EventTarget, className: string): number | null => {
    const el = target as HTMLElement;
    if (!el.classList?.contains(className) || !body.guttersRef.current?.contains(el)) return null;
    return Number((el.parentElement as HTMLElement).dataset.row);
  };
  const onPointerOver = (e: MouseEvent) => {
    if (!body.withControls) return;
    const el = e.target as HTMLElement;
    // Rows and row controls carry their row's index; the row numbers are one block of lines.
    const owner = el.closest?.('[data-row]') as HTMLElement | null;
    let index = owner && scrollRef.current?.contains(owner) ? Number(owner.dataset.row) : null;
    if (index === null && el.classList?.contains('pgv-rownums')) index = body.painter.current?.rowAtGutter(e.clientY) ?? null;
    if (index !== body.hovered) body.setHovered(index);
  };
  const onMouseDown = (e: MouseEvent) => {
    const cell = cellOf(e.target);
    if (!cell) return;
    if (store.editing && store.active?.row === cell.row && store.active.col === cell.col) return;
    e.preventDefault();
    store.select({ row: cell.row, col: cell.col }, e.shiftKey);
    o.focusGrid();
  };
  const onDoubleClick = (e: MouseEvent) => {
    if (cellOf(e.target)) o.activate();
  };
  const onClick = (e: MouseEvent) => {
    const expand = gutterRowOf(e.target, 'pgv-row-expand');
    // The row controls are clicked, not tabbed to: the grid keeps the focus (its keys, and the
    // expanded row's dialog gives it back to the grid on close).
    if (expand !== null) {
      o.focusGrid();
      if (store.rowAt(expand)) o.onExpand(expand);
      return;
    }
    // A row checkbox (a click is also what Space on it sends); its box was toggled before this runs.
    const checked = gutterRowOf(e.target, 'pgv-row-check');
    if (checked !== null) {
      const row = store.rowAt(checked);
      const pk = row && store.hasPrimaryKey ? store.pkOf(row) : undefined;
      if (pk !== undefined) store.toggleChecked(pk);
      // The box shows the store's state (a loading row has none to change).
      (e.target as HTMLInputElement).checked = pk !== undefined && store.checked.has(pk);
      o.focusGrid();
      return;
    }
    const cell = cellOf(e.target);
    const col = cell && o.columns[cell.col];
    if (cell && col?.uidt === 'Checkbox' && (e.target as HTMLElement).getAttribute('role') === 'img') o.toggleCheckbox(cell.row, col);
  };
  return { onPointerOver, onMouseDown, onDoubleClick, onClick, onMouseLeave: () => body.setHovered(null) };
}
