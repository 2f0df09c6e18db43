/**
 * A value's display outside the grid (cards, forms, the expanded row), drawn by the SDK's cell
 * display (`drawCell`) so every view shows a uidt the same way. `t` is the caller's translator
 * (its bundle holds `CELL_DISPLAY_MESSAGES_EN`).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ViewColumn } from '../../view-columns.js';
import { drawCell, ensureCellStyles } from '../cell-display.js';

export interface CellValueProps {
  col: ViewColumn;
  value: unknown;
  /** Long text wraps instead of being cut. */
  wrap?: boolean;
  t(key: string, options?: Record<string, unknown>): string;
}

export function CellValue({ col, value, wrap = false, t }: CellValueProps) {
  useEffect(ensureCellStyles, []);
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => box.current?.replaceChildren(drawCell(col, value, wrap, t)), [col, value, wrap, t]);
  return <span ref={box} data-cell-value={col.key} />;
}
