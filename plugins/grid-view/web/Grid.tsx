/**
 * The virtualised grid: only the rows and columns in view are in the DOM (@tanstack/react-virtual
 * on one scroll element, both directions), and the store loads the pages they need. React renders
 * the header and the inline editor; the body rows are drawn by the row painter (web/row-painter.ts).
 * Rows taller than the browsers let an element be scroll scaled (web/scroll-scale.ts).
 * Keyboard: arrows (shift extends), Home / End (with Ctrl: first / last row), Tab / Shift+Tab, Enter or F2 edits (relation
 * cells open their dialog), typing replaces,
 * Esc cancels, Delete clears, Ctrl+Z undoes, Ctrl+C / Ctrl+V copy and paste ranges as TSV.
 */
import { observer, useT } from '@plinth/sdk/web';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { flushSync } from 'react-dom';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { GridColumn } from '../shared/columns.js';
import { ROW_HEIGHT_PX } from '../shared/settings.js';
import { CellEditor, PLUGIN_ID } from './cells.js';
import type { GridStore } from './GridStore.js';
import {
  scaledScrollHooks,
  scrollBoxHeight,
  scrollHeightCap,
  scrollScaleFactor,
  scrollTopToShowRow,
  type ScrollScaleState,
} from './scroll-scale.js';
import { ensureGridStyles } from './styles.js';
import { RowPainter, type PaintColumn, type PaintRow } from './row-painter.js';
import type { Attachment } from './values.js';

const HEADER_HEIGHT = 32;
const GUTTER_WIDTH = 84;

function defaultWidth(col: GridColumn): number {
  switch (col.uidt) {
    case 'ID':
    case 'AutoNumber':
    case 'Checkbox':
    case 'Rating':
    case 'Year':
      return 100;
    case 'LongText':
    case 'JSON':
    case 'Attachment':
    case 'LinkToAnotherRecord':
      return 220;
    default:
      return 160;
  }
}

/** Editors that take typed text (so typing on a selected cell opens them with the key typed). */
const TYPING_EDITS = (col: GridColumn) => !['Checkbox', 'SingleSelect', 'MultiSelect', 'Rating', 'Attachment'].includes(col.uidt);

export interface GridProps {
  store: GridStore;
  projectId: string;
  onExpand(rowIndex: number): void;
  /** A relation cell was activated: the link dialog (has-many, many-to-many) or the parent picker (belongs-to). */
  onEditLinks(rowIndex: number, col: GridColumn): void;
  /** Asked once when a pasted block runs past the last row; true adds the missing rows. */
  confirmAddRows?(count: number): Promise<boolean>;
  onHeaderMenu(col: GridColumn, anchor: HTMLElement): void;
  onResize(key: string, width: number): void;
  upload(files: File[]): Promise<Attachment[]>;
}

export const Grid = observer(function Grid({
  store,
  projectId,
  onExpand,
  onEditLinks,
  confirmAddRows,
  onHeaderMenu,
  onResize,
  upload,
}: GridProps) {
  const t = useT(PLUGIN_ID);
  useEffect(ensureGridStyles, []);
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridId = useId();
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [dragWidth, setDragWidth] = useState<{ key: string; width: number } | null>(null);
  const rowHeight = ROW_HEIGHT_PX[store.settings.rowHeight];
  const columns = store.columns;
  const widthOf = useCallback(
    (c: GridColumn) => (dragWidth?.key === c.key ? dragWidth.width : (store.settings.widths[c.key] ?? defaultWidth(c))),
    [dragWidth, store.settings.widths],
  );

  // Scaled row scrolling past the browsers' element height limit (web/scroll-scale.ts): the
  // virtualizer works in virtual offsets, the element in scroll px; factor 1 below the cap.
  const scrollScale = useRef<ScrollScaleState>(null as unknown as ScrollScaleState);
  scrollScale.current ??= { factor: 1, scrollTop: 0 };
  const scaledHooks = useMemo(() => scaledScrollHooks(scrollScale.current), []);
  const rows = useVirtualizer({
    count: store.rowCount,
    observeElementOffset: scaledHooks.observeElementOffset,
    scrollToFn: scaledHooks.scrollToFn,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    paddingStart: HEADER_HEIGHT,
    // Rows beyond the view on each side: enough for keyboard moves and wheel steps; a fast flick
    // renders every frame anyway, so more would only be more work per frame.
    overscan: 2,
    // The rows for a scroll position are rendered in its scroll event (scroll events come once
    // per frame), so the frame painted at that position shows them: no frame of stale rows.
    useFlushSync: true,
    initialRect: { width: 1200, height: 800 },
  });
  const cols = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => widthOf(columns[i]!),
    paddingStart: GUTTER_WIDTH,
    overscan: 2,
    useFlushSync: true,
    initialRect: { width: 1200, height: 800 },
  });
  const columnKeys = columns.map((c) => `${c.key}:${widthOf(c)}`).join('|');
  useEffect(() => rows.measure(), [rowHeight, rows]);
  useEffect(() => cols.measure(), [columnKeys, cols]);

  const totalHeight = rows.getTotalSize();
  const viewportHeight = rows.scrollRect?.height ?? 800;
  const heightCap = scrollHeightCap();
  const scrollFactor = scrollScaleFactor(totalHeight, viewportHeight, heightCap);
  const boxHeight = scrollBoxHeight(totalHeight, heightCap);
  scrollScale.current.factor = scrollFactor;
  // Rows are placed at their virtual start moved by this, so they sit in the viewport where the
  // virtual offset puts them (the scroll px and the virtual offset differ only when scaled).
  const rowShift = scrollFactor === 1 ? 0 : scrollScale.current.scrollTop - (rows.scrollOffset ?? 0);
  // Scaled, a scroll that keeps the same rows in range must still move them: render it (in the
  // scroll event, as the virtualizer does) unless the virtualizer just did.
  const [, renderScroll] = useReducer((n: number) => n + 1, 0);
  const renderedScrollTop = scrollScale.current.scrollTop;
  scrollScale.current.afterScroll = () => {
    const scale = scrollScale.current;
    if (scale.factor !== 1 && scale.scrollTop !== renderedScrollTop) flushSync(renderScroll);
  };
  const rowItems = rows.getVirtualItems();
  const colItems = cols.getVirtualItems();
  const first = rowItems[0]?.index ?? 0;
  const last = rowItems[rowItems.length - 1]?.index ?? 0;
  useEffect(() => {
    if (store.firstPageLoaded) void store.ensureRange(first, last);
  }, [store, first, last, store.firstPageLoaded]);

  const active = store.active;
  useEffect(() => {
    if (!active) return;
    const scale = scrollScale.current;
    if (scale.factor === 1) rows.scrollToIndex(active.row, { align: 'auto' });
    else {
      // Scaled: the virtualizer clamps its targets to the element's own scroll range (in scroll
      // px), which is shorter than the virtual one, so the row is brought into view here.
      const el = scrollRef.current;
      const scrollTop =
        el &&
        scrollTopToShowRow({
          rowStart: HEADER_HEIGHT + active.row * rowHeight,
          rowHeight,
          headerHeight: HEADER_HEIGHT,
          virtualOffset: rows.scrollOffset ?? 0,
          viewport: rows.scrollRect?.height ?? el.clientHeight,
          factor: scale.factor,
          boxHeight: scrollBoxHeight(rows.getTotalSize(), scrollHeightCap()),
        });
      if (el && scrollTop !== null) el.scrollTop = scrollTop;
    }
    cols.scrollToIndex(active.col, { align: 'auto' });
  }, [active, rows, cols, rowHeight]);

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });

  const toggleCheckbox = (rowIndex: number, col: GridColumn) => {
    const row = store.rowAt(rowIndex);
    if (!row || col.readOnly) return;
    const on = row[col.key] === true || row[col.key] === 1;
    void store.setCell(rowIndex, col.key, !on);
  };

  /** Enter / F2 / double click on the active cell. */
  const activate = () => {
    const a = store.active;
    const col = store.activeColumn;
    if (!a || !col || store.readOnly) return;
    if (col.relation) return store.rowAt(a.row) && store.hasPrimaryKey ? onEditLinks(a.row, col) : undefined;
    if (col.uidt === 'Checkbox') return toggleCheckbox(a.row, col);
    setTyped(undefined);
    store.startEditing();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (store.editing) return;
    const mod = e.ctrlKey || e.metaKey;
    const arrows: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const arrow = arrows[e.key];
    if (arrow) {
      e.preventDefault();
      store.move(arrow[0], arrow[1], e.shiftKey);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      const row = mod ? (e.key === 'Home' ? 0 : store.rowCount - 1) : (store.active?.row ?? 0);
      store.select({ row, col: e.key === 'Home' ? 0 : store.columns.length - 1 }, e.shiftKey);
    } else if (e.key === 'Tab') {
      e.preventDefault();
      store.move(0, e.shiftKey ? -1 : 1);
    } else if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault();
      activate();
    } else if (e.key === 'Escape') {
      store.select(store.active);
    } else if (mod && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      void store.undo();
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      const sel = store.selection;
      if (!sel) return;
      void (async () => {
        for (let r = sel.top; r <= sel.bottom; r++) {
          for (const col of store.columns.slice(sel.left, sel.right + 1)) {
            if (!col.readOnly && !col.relation && col.uidt !== 'Checkbox') await store.setCell(r, col.key, null);
          }
        }
      })();
    } else if (e.key === ' ' && store.activeColumn?.uidt === 'Checkbox') {
      e.preventDefault();
      toggleCheckbox(store.active!.row, store.activeColumn);
    } else if (e.key.length === 1 && !mod && !e.altKey && store.activeColumn && TYPING_EDITS(store.activeColumn) && store.canEdit()) {
      e.preventDefault();
      setTyped(e.key);
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
    void store.paste(e.clipboardData.getData('text/plain'), { confirmAddRows });
  };

  const onCellMouseDown = (e: MouseEvent, row: number, col: number) => {
    if (store.editing && store.active?.row === row && store.active.col === col) return;
    e.preventDefault();
    store.select({ row, col }, e.shiftKey);
    focusGrid();
  };

  const startResize = (e: MouseEvent, col: GridColumn) => {
    e.preventDefault();
    e.stopPropagation();
    const startX = e.clientX;
    const startWidth = widthOf(col);
    let width = startWidth;
    const move = (ev: globalThis.MouseEvent) => {
      width = Math.max(40, Math.min(2000, Math.round(startWidth + ev.clientX - startX)));
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

  const headerActions = useRef<HeaderActions>(null as unknown as HeaderActions);
  headerActions.current = { onHeaderMenu, startResize };

  const sel = store.selection;
  const totalWidth = cols.getTotalSize();
  const wrap = rowHeight > 40;
  const withControls = store.hasPrimaryKey && !store.readOnly;

  // The body rows are drawn by the row painter (web/row-painter.ts), not rendered by React: what
  // it draws is gathered here, in the render, so the observer tracks the rows' data and checks.
  const paintColumns = useMemo(
    () => colItems.map((vc): PaintColumn => ({ index: vc.index, start: vc.start, size: vc.size, col: columns[vc.index]! })),
    [colItems, columns],
  );
  const paintRows = rowItems.map((vr): PaintRow => {
    const row = store.rowAt(vr.index);
    const pk = row && store.hasPrimaryKey ? store.pkOf(row) : undefined;
    return { index: vr.index, top: vr.start + rowShift, height: vr.size, row, checked: pk !== undefined && store.checked.has(pk) };
  });
  // The row under the pointer shows its checkbox and expand button (row-painter.ts).
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
  // After every render, in its commit: a scroll's rows are drawn in its scroll event (the
  // virtualizer renders with flushSync), so the frame painted at that position shows them.
  useLayoutEffect(() => {
    painter.current?.paint({
      rows: paintRows,
      columns: paintColumns,
      width: totalWidth,
      gutterOffset: HEADER_HEIGHT,
      gutterWidth: GUTTER_WIDTH,
      active,
      hovered: withControls ? hovered : null,
      selection: sel,
      wrap,
      withControls,
      t,
      idPrefix: gridId,
    });
  });

  // Cell events are handled once, on the grid (no listeners per cell): the cell is found from the
  // event target, its column from its `data-col`, its row from its row's `data-row`.
  const cellOf = (target: EventTarget): { row: number; col: number; el: HTMLElement } | null => {
    const el = (target as HTMLElement).closest?.('[role="gridcell"]') as HTMLElement | null;
    if (!el || !scrollRef.current?.contains(el)) return null;
    return { row: Number(el.parentElement?.dataset.row), col: Number(el.dataset.col), el };
  };
  /** The row of a gutter control (row checkbox, expand button) that is the event's target. */
  const gutterRowOf = (target: EventTarget, className: string): number | null => {
    const el = target as HTMLElement;
    if (!el.classList?.contains(className) || !guttersRef.current?.contains(el)) return null;
    return Number((el.parentElement as HTMLElement).dataset.row);
  };
  const onPointerOver = (e: MouseEvent) => {
    if (!withControls) return;
    const el = e.target as HTMLElement;
    // Rows and row controls carry their row's index; the row numbers are one block of lines.
    const owner = el.closest?.('[data-row]') as HTMLElement | null;
    let index = owner && scrollRef.current?.contains(owner) ? Number(owner.dataset.row) : null;
    if (index === null && el.classList?.contains('pgv-rownums')) index = painter.current?.rowAtGutter(e.clientY) ?? null;
    if (index !== hovered) setHovered(index);
  };
  const onMouseDown = (e: MouseEvent) => {
    const cell = cellOf(e.target);
    if (cell) onCellMouseDown(e, cell.row, cell.col);
  };
  const onDoubleClick = (e: MouseEvent) => {
    if (cellOf(e.target)) activate();
  };
  const onClick = (e: MouseEvent) => {
    const expand = gutterRowOf(e.target, 'pgv-row-expand');
    if (expand !== null) {
      if (store.rowAt(expand)) onExpand(expand);
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
      return;
    }
    const cell = cellOf(e.target);
    const col = cell && columns[cell.col];
    if (cell && col?.uidt === 'Checkbox' && (e.target as HTMLElement).getAttribute('role') === 'img') toggleCheckbox(cell.row, col);
  };

  // The inline editor sits over the active cell, in the rows' box.
  const activeItem = active && store.editing ? rowItems.find((vr) => vr.index === active.row) : undefined;
  const activeCol = activeItem && colItems.find((vc) => vc.index === active!.col);
  const editingRow = activeItem && store.rowAt(activeItem.index);
  const editingCol = activeCol && columns[activeCol.index];

  return (
    <div
      ref={scrollRef}
      role="grid"
      tabIndex={0}
      aria-label={t('grid.label', { table: store.meta._tn })}
      aria-rowcount={store.rowCount + 1}
      aria-colcount={columns.length}
      data-testid="grid"
      data-scroll-scale={scrollFactor}
      onKeyDown={onKeyDown}
      onCopy={onCopy}
      onPaste={onPaste}
      onMouseDown={onMouseDown}
      onDoubleClick={onDoubleClick}
      onClick={onClick}
      onMouseOver={onPointerOver}
      onMouseMove={onPointerOver}
      onMouseLeave={() => setHovered(null)}
      className={wrap ? 'pgv-grid pgv-tall' : 'pgv-grid'}
      style={{ '--pgv-line': `${rowHeight - 1}px` } as CSSProperties}
    >
      <div style={{ position: 'relative', width: totalWidth, height: boxHeight }}>
        <GridHeader colItems={colItems} columns={columns} width={totalWidth} t={t} actions={headerActions} />
        {/* The row gutters in one column, sticky as a whole (one sticky box, not one per row). */}
        <div ref={guttersRef} className="pgv-gutters" style={{ width: GUTTER_WIDTH }} />
        <div ref={bodyRef} />
        {activeItem && activeCol && editingRow && editingCol && (
          <div
            className="pgv-cell"
            data-editing
            style={{ top: activeItem.start + rowShift, left: activeCol.start, width: activeCol.size, height: activeItem.size }}
          >
            <CellEditor
              col={editingCol}
              value={editingRow[editingCol.key]}
              projectId={projectId}
              initialText={typed}
              upload={upload}
              onCommitText={(text) => {
                store.stopEditing();
                focusGrid();
                void store.setCellText(activeItem.index, editingCol, text);
              }}
              onCommitValue={(value) => {
                if (editingCol.uidt !== 'MultiSelect' && editingCol.uidt !== 'Attachment') {
                  store.stopEditing();
                  focusGrid();
                }
                void store.setCell(activeItem.index, editingCol.key, value);
              }}
              onCancel={() => {
                store.stopEditing();
                focusGrid();
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
});

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface HeaderActions {
  onHeaderMenu(col: GridColumn, anchor: HTMLElement): void;
  startResize(e: MouseEvent, col: GridColumn): void;
}

interface GridHeaderProps {
  colItems: VirtualItem[];
  columns: GridColumn[];
  width: number;
  t: Translate;
  /** Read when used: one object for the grid's life, so a vertical scroll does not render the header. */
  actions: { current: HeaderActions };
}

/** The sticky header row: column titles, their menus and resize handles. */
const GridHeader = memo(function GridHeader({ colItems, columns, width, t, actions }: GridHeaderProps) {
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
            data-column={col.key}
            title={col.uidt}
            className="pgv-cell"
            style={{ left: vc.start, width: vc.size }}
          >
            <span className="pgv-title">{col.title}</span>
            <button
              type="button"
              aria-label={t('column.menu', { column: col.title })}
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
