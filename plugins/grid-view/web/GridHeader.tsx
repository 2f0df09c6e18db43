/** The grid's sticky header row (titles, column menus, resize handles) and column widths while resizing. */
import type { VirtualItem } from '@tanstack/react-virtual';
import { UidtIcon } from '@plinth/sdk/web';
import { memo, useCallback, useState, type MouseEvent } from 'react';
import type { GridSettings } from '../shared/settings.js';
import { defaultWidth, GUTTER_WIDTH, HEADER_HEIGHT } from './grid-layout.js';
import type { ViewColumn } from '@plinth/sdk';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface HeaderActions {
  onHeaderMenu(col: ViewColumn, anchor: HTMLElement): void;
  startResize(e: MouseEvent, col: ViewColumn): void;
}

/**
 * Column widths: the one being dragged, else the saved one, else the type's default. A drag
 * reports its final width once, on release.
 */
export function useColumnWidths(settings: GridSettings, onResize: (key: string, width: number) => void) {
  const [dragWidth, setDragWidth] = useState<{ key: string; width: number } | null>(null);
  const widthOf = useCallback(
    (c: ViewColumn) => (dragWidth?.key === c.key ? dragWidth.width : (settings.widths[c.key] ?? defaultWidth(c))),
    [dragWidth, settings.widths],
  );
  const startResize = (e: MouseEvent, col: ViewColumn) => {
    e.preventDefault();
    e.stopPropagation();
    const startX = e.clientX;
    const startWidth = widthOf(col);
    // The handle is on the column's inline end: right to left, dragging it leftwards widens.
    const outwards = getComputedStyle(e.currentTarget).direction === 'rtl' ? -1 : 1;
    let width = startWidth;
    const move = (ev: globalThis.MouseEvent) => {
      width = Math.max(40, Math.min(2000, Math.round(startWidth + (ev.clientX - startX) * outwards)));
      setDragWidth({ key: col.key, width });
    };
    const up = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      setDragWidth(null);
      if (width !== startWidth) onResize(col.key, width);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };
  return { widthOf, startResize };
}

interface GridHeaderProps {
  colItems: VirtualItem[];
  columns: ViewColumn[];
  width: number;
  t: Translate;
  /** Read when used: one object for the grid's life, so a vertical scroll does not render the header. */
  actions: { current: HeaderActions };
}

/** The sticky header row: column titles, their menus and resize handles. */
export const GridHeader = memo(function GridHeader({ colItems, columns, width, t, actions }: GridHeaderProps) {
  return (
    <div role="row" aria-rowindex={1} className="pgv-head" style={{ height: HEADER_HEIGHT, width }}>
      <div className="pgv-cell pgv-gutter" style={{ width: GUTTER_WIDTH }} />
      {colItems.map((vc) => {
        const col = columns[vc.index]!;
        return (
          <div
            key={col.key}
            role="columnheader"
            aria-colindex={vc.index + 1}
            // Announced with each cell of the column: its title, not its menu button's label too.
            aria-label={col.title}
            data-column={col.key}
            title={col.uidt}
            className="pgv-cell"
            style={{ insetInlineStart: vc.start, width: vc.size }}
          >
            <span className="pgv-title">
              <UidtIcon col={col} /> {col.title}
            </span>
            <button
              type="button"
              aria-label={t('column.menu', { column: col.title })}
              // The grid is one tab stop: Alt+Down opens the active column's menu.
              tabIndex={-1}
              className="pgv-plain"
              onClick={(e) => actions.current.onHeaderMenu(col, e.currentTarget)}
            >
              ▾
            </button>
            <span aria-hidden className="pgv-resize" onMouseDown={(e) => actions.current.startResize(e, col)} />
          </div>
        );
      })}
    </div>
  );
});
