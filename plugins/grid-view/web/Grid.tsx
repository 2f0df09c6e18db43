/**
 * The virtualised grid: only the rows and columns in view are in the DOM (@tanstack/react-virtual
 * on one scroll element, both directions, web/useGridScroll.ts), and the store loads the pages
 * they need. React renders the header (web/GridHeader.tsx) and the inline editor; the body rows
 * are drawn by the row painter (web/useGridBody.ts, web/row-painter.ts). Rows taller than the
 * browsers let an element be are scroll scaled (web/scroll-scale.ts). Keys and the clipboard:
 * web/useGridKeys.ts.
 */
import { observer, useT } from '@plinth/sdk/web';
import type { VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { ROW_HEIGHT_PX } from '../shared/settings.js';
import { CellEditor, PLUGIN_ID } from './cells.js';
import { GUTTER_WIDTH, HEADER_HEIGHT } from './grid-layout.js';
import { GridHeader, useColumnWidths, type HeaderActions } from './GridHeader.js';
import type { GridStore } from './GridStore.js';
import { gridCellId } from './row-painter.js';
import { ensureGridStyles } from './styles.js';
import { bodyEventHandlers, useRowPainter } from './useGridBody.js';
import { cellActions, gridKeyHandlers } from './useGridKeys.js';
import { useGridScroll } from './useGridScroll.js';
import type { ViewColumn, CellAttachment } from '@plinth/sdk';

export interface GridProps {
  store: GridStore;
  projectId: string;
  onExpand(rowIndex: number): void;
  /** A relation cell was activated: the link dialog (has-many, many-to-many) or the parent picker (belongs-to). */
  onEditLinks(rowIndex: number, col: ViewColumn): void;
  /** Asked once when a pasted block runs past the last row; true adds the missing rows. */
  confirmAddRows?(count: number): Promise<boolean>;
  onHeaderMenu(col: ViewColumn, anchor: HTMLElement): void;
  onResize(key: string, width: number): void;
  upload(files: File[]): Promise<CellAttachment[]>;
}

export const Grid = observer(function Grid(props: GridProps) {
  const { store, onHeaderMenu, onResize } = props;
  const t = useT(PLUGIN_ID);
  useEffect(ensureGridStyles, []);
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridId = useId();
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const rowHeight = ROW_HEIGHT_PX[store.settings.rowHeight];
  const columns = store.columns;
  const { widthOf, startResize } = useColumnWidths(store.settings, onResize);
  const { rowItems, colItems, rowShift, boxHeight, scrollFactor, totalWidth } = useGridScroll(
    store,
    scrollRef,
    columns,
    widthOf,
    rowHeight,
  );

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });
  const actions = cellActions(store, { onEditLinks: props.onEditLinks, startTyping: setTyped });
  const keys = gridKeyHandlers(
    store,
    { ...actions, startTyping: setTyped },
    {
      pageRows: () => Math.floor(((scrollRef.current?.clientHeight ?? 0) - HEADER_HEIGHT) / rowHeight),
      onExpand: props.onExpand,
      openColumnMenu: (colIndex) => {
        const col = columns[colIndex];
        const button = scrollRef.current?.querySelector<HTMLElement>(`[role="columnheader"][aria-colindex="${colIndex + 1}"] button`);
        if (col && button) onHeaderMenu(col, button);
      },
      confirmAddRows: props.confirmAddRows,
    },
  );
  // The grid keeps the focus; assistive technology follows its active cell when drawn (in view).
  const active = store.active;
  const activeInView =
    active && !store.editing && rowItems.some((vr) => vr.index === active.row) && colItems.some((vc) => vc.index === active.col);

  const headerActions = useRef<HeaderActions>(null as unknown as HeaderActions);
  headerActions.current = { onHeaderMenu, startResize };

  const wrap = rowHeight > 40;
  const body = useRowPainter(store, { rowItems, colItems, columns, rowShift, totalWidth, wrap, t, gridId });
  const events = bodyEventHandlers(store, { scrollRef, body, columns, ...actions, onExpand: props.onExpand, focusGrid });

  return (
    <div
      ref={scrollRef}
      role="grid"
      tabIndex={0}
      aria-label={t('grid.label', { table: store.meta._tn })}
      aria-rowcount={store.rowCount + 1}
      aria-colcount={columns.length}
      aria-activedescendant={activeInView ? gridCellId(gridId, active.row, active.col) : undefined}
      aria-keyshortcuts="Enter F2 Shift+Enter Shift+Space Alt+ArrowDown"
      data-testid="grid"
      data-scroll-scale={scrollFactor}
      onKeyDown={keys.onKeyDown}
      // Focus arriving from the keyboard shows where it is: on the first cell unless one is active.
      onFocus={(e) => e.target === e.currentTarget && !store.active && store.rowCount > 0 && store.select({ row: 0, col: 0 })}
      onCopy={keys.onCopy}
      onPaste={keys.onPaste}
      onMouseDown={events.onMouseDown}
      onDoubleClick={events.onDoubleClick}
      onClick={events.onClick}
      onMouseOver={events.onPointerOver}
      onMouseMove={events.onPointerOver}
      onMouseLeave={events.onMouseLeave}
      className={wrap ? 'pgv-grid pgv-tall' : 'pgv-grid'}
      style={{ '--pgv-line': `${rowHeight - 1}px` } as CSSProperties}
    >
      <div style={{ position: 'relative', width: totalWidth, height: boxHeight }}>
        <GridHeader colItems={colItems} columns={columns} width={totalWidth} t={t} actions={headerActions} />
        {/* The row gutters in one column, sticky as a whole (one sticky box, not one per row). */}
        <div ref={body.guttersRef} className="pgv-gutters" style={{ width: GUTTER_WIDTH }} />
        <div ref={body.bodyRef} />
        <InlineEditor
          store={store}
          projectId={props.projectId}
          upload={props.upload}
          typed={typed}
          rowItems={rowItems}
          colItems={colItems}
          rowShift={rowShift}
          focusGrid={focusGrid}
        />
      </div>
    </div>
  );
});

interface InlineEditorProps {
  store: GridStore;
  projectId: string;
  upload(files: File[]): Promise<CellAttachment[]>;
  /** The key typed to open the editor, if any. */
  typed: string | undefined;
  rowItems: VirtualItem[];
  colItems: VirtualItem[];
  rowShift: number;
  focusGrid(): void;
}

/** The editor of the active cell while it is edited, over the cell in the rows' box. */
const InlineEditor = observer(function InlineEditor({
  store,
  projectId,
  upload,
  typed,
  rowItems,
  colItems,
  rowShift,
  focusGrid,
}: InlineEditorProps) {
  const active = store.active;
  const activeItem = active && store.editing ? rowItems.find((vr) => vr.index === active.row) : undefined;
  const activeCol = activeItem && colItems.find((vc) => vc.index === active!.col);
  const editingRow = activeItem && store.rowAt(activeItem.index);
  const editingCol = activeCol && store.columns[activeCol.index];
  return (
    <>
      {activeItem && activeCol && editingRow && editingCol && (
        <div
          className="pgv-cell"
          data-editing
          style={{ top: activeItem.start + rowShift, insetInlineStart: activeCol.start, width: activeCol.size, height: activeItem.size }}
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
    </>
  );
});
