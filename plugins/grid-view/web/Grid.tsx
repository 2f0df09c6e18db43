/**
 * The virtualised grid: only the rows and columns in view are in the DOM (@tanstack/react-virtual
 * on one scroll element, both directions), and the store loads the pages they need.
 * Keyboard: arrows (shift extends), Home / End (with Ctrl: first / last row), Tab / Shift+Tab, Enter or F2 edits, typing replaces,
 * Esc cancels, Delete clears, Ctrl+Z undoes, Ctrl+C / Ctrl+V copy and paste ranges as TSV.
 */
import { observer, useT } from '@plinth/sdk/web';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { GridColumn } from '../shared/columns.js';
import { ROW_HEIGHT_PX } from '../shared/settings.js';
import { CellEditor, PLUGIN_ID, renderCell } from './cells.js';
import type { GridStore } from './GridStore.js';
import { ensureGridStyles } from './styles.js';
import type { Attachment } from './values.js';

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
  onEditLinks(rowIndex: number, col: GridColumn): void;
  onHeaderMenu(col: GridColumn, anchor: HTMLElement): void;
  onResize(key: string, width: number): void;
  upload(files: File[]): Promise<Attachment[]>;
}


export const Grid = observer(function Grid({ store, projectId, onExpand, onEditLinks, onHeaderMenu, onResize, upload }: GridProps) {
  const t = useT(PLUGIN_ID);
  useEffect(ensureGridStyles, []);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [dragWidth, setDragWidth] = useState<{ key: string; width: number } | null>(null);
  const rowHeight = ROW_HEIGHT_PX[store.settings.rowHeight];
  const columns = store.columns;
  const widthOf = useCallback(
    (c: GridColumn) => (dragWidth?.key === c.key ? dragWidth.width : (store.settings.widths[c.key] ?? defaultWidth(c))),
    [dragWidth, store.settings.widths],
  );

  const rows = useVirtualizer({
    count: store.rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    paddingStart: HEADER_HEIGHT,
    overscan: 6,
    // Let React batch scroll updates instead of a synchronous render per scroll event.
    useFlushSync: false,
    initialRect: { width: 1200, height: 800 },
  });
  const cols = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => widthOf(columns[i]!),
    paddingStart: GUTTER_WIDTH,
    overscan: 2,
    useFlushSync: false,
    initialRect: { width: 1200, height: 800 },
  });
  const columnKeys = columns.map((c) => `${c.key}:${widthOf(c)}`).join('|');
  useEffect(() => rows.measure(), [rowHeight, rows]);
  useEffect(() => cols.measure(), [columnKeys, cols]);

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
    rows.scrollToIndex(active.row, { align: 'auto' });
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
    if (!a || !col) return;
    if (col.relation && col.relation.kind !== 'bt') return onEditLinks(a.row, col);
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
    void store.paste(e.clipboardData.getData('text/plain'));
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
  const totalHeight = rows.getTotalSize();

  return (
    <div
      ref={scrollRef}
      role="grid"
      tabIndex={0}
      aria-label={t('grid.label', { table: store.meta._tn })}
      aria-rowcount={store.rowCount + 1}
      aria-colcount={columns.length}
      data-testid="grid"
      onKeyDown={onKeyDown}
      onCopy={onCopy}
      onPaste={onPaste}
      className={rowHeight > 40 ? 'pgv-grid pgv-tall' : 'pgv-grid'}
    >
      <div style={{ position: 'relative', width: totalWidth, height: totalHeight }}>
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
        {rowItems.map((vr, _i, items) => {
          const row = store.rowAt(vr.index);
          const pk = row ? store.pkOf(row) : undefined;
          return (
            <div
              // Slots by index modulo the rows in view: scrolling reuses row elements instead of
              // unmounting and mounting whole rows.
              key={vr.index % items.length}
              role="row"
              aria-rowindex={vr.index + 2}
              data-row={vr.index}
              className="pgv-row"
              style={{ top: vr.start, height: vr.size, width: totalWidth }}
            >
              <div className="pgv-cell pgv-gutter" style={{ width: GUTTER_WIDTH }}>
                <span className="pgv-rownum">{vr.index + 1}</span>
                {row && store.hasPrimaryKey && pk !== undefined && (
                  <>
                    <input type="checkbox" aria-label={t('grid.selectRow', { n: vr.index + 1 })} checked={store.checked.has(pk)} onChange={() => store.toggleChecked(pk)} />
                    <button type="button" aria-label={t('grid.expandRow', { n: vr.index + 1 })} className="pgv-plain" onClick={() => onExpand(vr.index)}>
                      ⤢
                    </button>
                  </>
                )}
              </div>
              {colItems.map((vc) => {
                const col = columns[vc.index]!;
                const isActive = active?.row === vr.index && active.col === vc.index;
                const inRange = sel && vr.index >= sel.top && vr.index <= sel.bottom && vc.index >= sel.left && vc.index <= sel.right;
                const editing = isActive && store.editing && row;
                return (
                  <div
                    key={col.key}
                    role="gridcell"
                    aria-colindex={vc.index + 1}
                    aria-selected={inRange ? true : undefined}
                    aria-readonly={col.readOnly || undefined}
                    data-testid={`cell-${vr.index}-${col.key}`}
                    onMouseDown={(e) => onCellMouseDown(e, vr.index, vc.index)}
                    onDoubleClick={activate}
                    onClick={(e) => {
                      if (col.uidt === 'Checkbox' && (e.target as HTMLElement).getAttribute('role') === 'img') toggleCheckbox(vr.index, col);
                    }}
                    data-active={isActive || undefined}
                    data-editing={editing ? true : undefined}
                    className="pgv-cell"
                    style={{ left: vc.start, width: vc.size }}
                  >
                    {row ? renderCell(col, row[col.key], rowHeight > 40, t) : <span aria-hidden className="pgv-loading" />}
                    {editing && (
                      <CellEditor
                        col={col}
                        value={row[col.key]}
                        projectId={projectId}
                        initialText={typed}
                        upload={upload}
                        onCommitText={(text) => {
                          store.stopEditing();
                          focusGrid();
                          void store.setCellText(vr.index, col, text);
                        }}
                        onCommitValue={(value) => {
                          if (col.uidt !== 'MultiSelect' && col.uidt !== 'Attachment') {
                            store.stopEditing();
                            focusGrid();
                          }
                          void store.setCell(vr.index, col.key, value);
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
        })}
      </div>
    </div>
  );
});
