/**
 * A value's display outside the grid (cards, forms, the expanded row), drawn by the SDK's cell
 * display (`drawCell`) so every view shows a uidt the same way, numbers and dates in the user's
 * language. `t` is the caller's translator (its bundle holds `CELL_DISPLAY_MESSAGES_EN`).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ViewColumn } from '../../view-columns.js';
import { drawCell, ensureCellStyles } from '../cell-display.js';
import { useCellFormat } from '../use-cell-format.js';

export interface CellValueProps {
  col: ViewColumn;
  value: unknown;
  /** Long text wraps instead of being cut. */
  wrap?: boolean;
  t(key: string, options?: Record<string, unknown>): string;
}

export function CellValue({ col, value, wrap = false, t }: CellValueProps) {
  useEffect(ensureCellStyles, []);
  const format = useCellFormat();
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => box.current?.replaceChildren(drawCell(col, value, wrap, t, format)), [col, value, wrap, t, format]);
  return <span ref={box} data-cell-value={col.key} />;
}
