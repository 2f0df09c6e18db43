/**
 * The virtualised grid: only the rows and columns in view are in the DOM (@tanstack/react-virtual
 * on one scroll element, both directions), and the store loads the pages they need. Rows taller
 * than the browsers let an element be scroll scaled (web/scroll-scale.ts).
 * Keyboard: arrows (shift extends), Home / End (with Ctrl: first / last row), Tab / Shift+Tab, Enter or F2 edits (relation
 * cells open their dialog), typing replaces,
 * Esc cancels, Delete clears, Ctrl+Z undoes, Ctrl+C / Ctrl+V copy and paste ranges as TSV.
 */
import { observer, useT } from '@plinth/sdk/web';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type ClipboardEvent, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { GridColumn } from '../shared/columns.js';
import { ROW_HEIGHT_PX } from '../shared/settings.js';
import { CellEditor, PLUGIN_ID, plainCellClass, renderCell } from './cells.js';
import type { GridStore } from './GridStore.js';
import { scaledScrollHooks, scrollBoxHeight, scrollHeightCap, scrollScaleFactor, scrollTopToShowRow, type ScrollScaleState } from './scroll-scale.js';
import { ensureGridStyles } from './styles.js';
import { displayText, type Attachment, type Row } from './values.js';

export const HEADER_HEIGHT = 32;
export const GUTTER_WIDTH = 84;

export function defaultWidth(col: GridColumn): number {
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


export const Grid = observer(function Grid({ store, projectId, onExpand, onEditLinks, confirmAddRows, onHeaderMenu, onResize, upload }: GridProps) {
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
  const rowItems = rows.getVirtualItems();
  const colItems = cols.getVirtualItems();
  // The same style objects for every row's cells until the columns in view change: a row render
  // allocates none and React skips comparing them.
  const cellStyles = useMemo(() => colItems.map((vc): CSSProperties => ({ left: vc.start, width: vc.size })), [colItems]);
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
  }, [active, rows, cols]);

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

  const sel = store.selection;
  const totalWidth = cols.getTotalSize();
  const wrap = rowHeight > 40;

  // What rows need besides their own props, read when they render: one object for the grid's
  // life (so memoised rows are not re-rendered for new closures), its fields updated each render.
  const env = useRef<RowEnv>(null as unknown as RowEnv);
  env.current = { store, projectId, typed, upload, onExpand, focusGrid };

  // Cell events are handled once, on the grid (no closures per cell): the cell is found from the
  // event target, its column from its `data-col`, its row from its row's `data-row`.
  const cellOf = (target: EventTarget): { row: number; col: number; el: HTMLElement } | null => {
    const el = (target as HTMLElement).closest?.('[role="gridcell"]') as HTMLElement | null;
    if (!el || !scrollRef.current?.contains(el)) return null;
    return { row: Number(el.parentElement?.dataset.row), col: Number(el.dataset.col), el };
  };
  const onMouseDown = (e: MouseEvent) => {
    const cell = cellOf(e.target);
    if (cell) onCellMouseDown(e, cell.row, cell.col);
  };
  const onDoubleClick = (e: MouseEvent) => {
    if (cellOf(e.target)) activate();
  };
  const onClick = (e: MouseEvent) => {
    const cell = cellOf(e.target);
    const col = cell && columns[cell.col];
    if (cell && col?.uidt === 'Checkbox' && (e.target as HTMLElement).getAttribute('role') === 'img') toggleCheckbox(cell.row, col);
  };

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
      className={wrap ? 'pgv-grid pgv-tall' : 'pgv-grid'}
      style={{ '--pgv-line': `${rowHeight - 1}px` } as CSSProperties}
    >
      <div style={{ position: 'relative', width: totalWidth, height: boxHeight }}>
        <div role="row" aria-rowindex={1} className="pgv-head" style={{ height: HEADER_HEIGHT, width: totalWidth }}>
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
                  onClick={(e) => onHeaderMenu(col, e.currentTarget)}
                >
                  ▾
                </button>
                <span aria-hidden className="pgv-resize" onMouseDown={(e) => startResize(e, col)} />
              </div>
            );
          })}
        </div>
        {/* The row gutters in one column, sticky as a whole (one sticky box, not one per row). */}
        <div className="pgv-gutters" style={{ width: GUTTER_WIDTH }}>
          {rowItems.map((vr, _i, items) => {
            const row = store.rowAt(vr.index);
            const pk = row && store.hasPrimaryKey ? store.pkOf(row) : undefined;
            const slot = vr.index % items.length;
            return (
              <GridGutter
                key={slot}
                id={`${gridId}-g${slot}`}
                index={vr.index}
                loaded={row !== undefined}
                pk={pk}
                checked={pk !== undefined && store.checked.has(pk)}
                withControls={store.hasPrimaryKey && !store.readOnly}
                top={vr.start - HEADER_HEIGHT + rowShift}
                height={vr.size}
                t={t}
                env={env}
              />
            );
          })}
        </div>
        {rowItems.map((vr, _i, items) => {
          const row = store.rowAt(vr.index);
          const isActiveRow = active?.row === vr.index;
          const inSel = sel !== null && vr.index >= sel.top && vr.index <= sel.bottom;
          return (
            <GridRow
              // Slots by index modulo the rows in view: scrolling reuses row elements instead of
              // unmounting and mounting whole rows.
              key={vr.index % items.length}
              gutterId={`${gridId}-g${vr.index % items.length}`}
              index={vr.index}
              row={row}
              top={vr.start + rowShift}
              height={vr.size}
              width={totalWidth}
              colItems={colItems}
              cellStyles={cellStyles}
              columns={columns}
              activeCol={isActiveRow ? active.col : -1}
              editing={isActiveRow && store.editing && row !== undefined}
              selLeft={inSel ? sel.left : -1}
              selRight={inSel ? sel.right : -1}
              wrap={wrap}
              t={t}
              env={env}
            />
          );
        })}
      </div>
    </div>
  );
});

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A row's label ('Select row {{n}}') from its translation made once per language with a marker
 * for the number: rows re-rendered by a scroll do not each run the translator's interpolation.
 */
const labelTemplates = new WeakMap<Translate, Map<string, string>>();
const MARK = '\u0000';
function rowLabel(t: Translate, key: string, n: number): string {
  let templates = labelTemplates.get(t);
  if (!templates) labelTemplates.set(t, (templates = new Map()));
  let template = templates.get(key);
  if (template === undefined) templates.set(key, (template = t(key, { n: MARK, interpolation: { escapeValue: false } })));
  return template.includes(MARK) ? template.replace(MARK, String(n)) : t(key, { n });
}

interface RowEnv {
  store: GridStore;
  projectId: string;
  typed: string | undefined;
  upload(files: File[]): Promise<Attachment[]>;
  onExpand(rowIndex: number): void;
  focusGrid(): void;
}

interface GridGutterProps {
  id: string;
  index: number;
  loaded: boolean;
  pk: string | undefined;
  checked: boolean;
  /** Row checkbox and expand button (tables with a primary key, not read only). */
  withControls: boolean;
  /** From the top of the gutter column (below the header). */
  top: number;
  height: number;
  t: Translate;
  env: { current: RowEnv };
}

/** A row's gutter: its number, checkbox and expand button (memoised like the rows). */
const GridGutter = memo(function GridGutter({ id, index, loaded, pk, checked, withControls, top, height, t, env }: GridGutterProps) {
  return (
    <div id={id} className="pgv-cell pgv-gutter" style={{ top, height, width: GUTTER_WIDTH }}>
      <span className="pgv-rownum">{index + 1}</span>
      {withControls && (
        <>
          {/* Kept while the row loads (doing nothing then), so a slot keeps its elements and their style when a page arrives. */}
          <input type="checkbox" aria-label={rowLabel(t, 'grid.selectRow', index + 1)} checked={checked} onChange={() => pk !== undefined && env.current.store.toggleChecked(pk)} />
          <button type="button" aria-label={rowLabel(t, 'grid.expandRow', index + 1)} className="pgv-plain" onClick={() => loaded && env.current.onExpand(index)}>
            ⤢
          </button>
        </>
      )}
    </div>
  );
});

interface GridRowProps {
  /** The row's gutter (in the gutter column), owned by the row for assistive technology. */
  gutterId: string;
  index: number;
  row: Row | undefined;
  top: number;
  height: number;
  width: number;
  colItems: VirtualItem[];
  /** Position and width of the cells of `colItems`, one object per column for all rows. */
  cellStyles: CSSProperties[];
  columns: GridColumn[];
  /** Column of the active cell in this row, or -1. */
  activeCol: number;
  editing: boolean;
  /** Columns of the selected range when this row is in it, else -1. */
  selLeft: number;
  selRight: number;
  wrap: boolean;
  /** The translation function (a new one when the language changes). */
  t: Translate;
  env: { current: RowEnv };
}

/**
 * One row, memoised on plain props: a scroll re-renders only the rows whose index, data or
 * selection changed (with slots by index modulo the rows in view, a one-row scroll re-renders
 * one row), and a page arriving re-renders only its rows.
 */
const GridRow = memo(function GridRow({ gutterId, index, row, top, height, width, colItems, cellStyles, columns, activeCol, editing, selLeft, selRight, wrap, t, env }: GridRowProps) {
  const { store, projectId, typed, upload, focusGrid } = env.current;
  return (
    <div role="row" aria-rowindex={index + 2} aria-owns={gutterId} data-row={index} className="pgv-row" style={{ top, height, width }}>
      {colItems.map((vc, i) => {
        const col = columns[vc.index]!;
        const isActive = activeCol === vc.index;
        const inRange = selLeft >= 0 && vc.index >= selLeft && vc.index <= selRight;
        const cellEditing = isActive && editing && row;
        const plain = plainCellClass(col);
        return (
          <div
            key={col.key}
            role="gridcell"
            aria-colindex={vc.index + 1}
            aria-selected={inRange ? true : undefined}
            aria-readonly={col.readOnly || undefined}
            data-testid={`cell-${index}-${col.key}`}
            data-col={vc.index}
            data-active={isActive || undefined}
            data-editing={cellEditing ? true : undefined}
            className={plain ? `pgv-cell ${plain}` : 'pgv-cell'}
            style={cellStyles[i]}
          >
            {/* Text cells hold their text (empty while the row loads); other displays are drawn by renderCell. */}
            {plain ? (row ? displayText(col, row[col.key]) : '') : row ? renderCell(col, row[col.key], wrap, t) : <span aria-hidden className="pgv-pending" />}
            {cellEditing && (
              <CellEditor
                col={col}
                value={row[col.key]}
                projectId={projectId}
                initialText={typed}
                upload={upload}
                onCommitText={(text) => {
                  store.stopEditing();
                  focusGrid();
                  void store.setCellText(index, col, text);
                }}
                onCommitValue={(value) => {
                  if (col.uidt !== 'MultiSelect' && col.uidt !== 'Attachment') {
                    store.stopEditing();
                    focusGrid();
                  }
                  void store.setCell(index, col.key, value);
                }}
                onCancel={() => {
                  store.stopEditing();
                  focusGrid();
                }}
              />
            )}
          </div>
        );
      })}
    </div>
  );
});
