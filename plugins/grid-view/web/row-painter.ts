/**
 * Draws the grid's body rows and their gutters straight into the DOM. A fast scroll shows a new
 * screen of rows every frame; through React that was a render and reconciliation of every row,
 * cell and gutter control per frame, the largest share of a frame's work. Here a scroll changes
 * only what differs: each row element is a slot reused for the rows whose index is the same modulo
 * the rows in view (so a one-row scroll repaints one row), and within a slot a cell's content is
 * redrawn only when its row data or column changes, its attributes only when they change.
 * The DOM is the grid's ARIA structure (row / gridcell, aria-rowindex, aria-colindex,
 * aria-selected, cell ids for the grid's aria-activedescendant) with the cells' `data-testid` and
 * `data-col`; events are handled on the grid (Grid.tsx), found from these attributes.
 * The gutter column is one block of row numbers, a line per row, not a box per row: per-row
 * gutters were a fifth of a fast scroll's frame work (BENCH_GRID_AB), one text block about a
 * third of that. A row's checkbox and expand button are drawn over it for the rows that need
 * them: the hovered row, the active row and checked rows. They are for the pointer, hidden from
 * assistive technology: the keys check and expand the active row, and a checked row is a
 * selected row (aria-selected on the row).
 */
import type { CellFormatter, Row, ViewColumn } from '@plinth/sdk';
import { drawCell, pendingCell, plainDisplay } from '@plinth/sdk/web';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The class of a grid cell whose display is its text alone (numbers, text, dates, ...), for the
 * grid to put that text straight into the cell element; null for displays of their own (chips,
 * stars, links), which `drawCell` builds.
 */
function plainCellClass(col: ViewColumn): 'pgv-c-num' | 'pgv-c-text' | null {
  const plain = plainDisplay(col);
  return plain && (plain === 'num' ? 'pgv-c-num' : 'pgv-c-text');
}

/** A row in view. */
export interface PaintRow {
  index: number;
  /** Offset in the grid's content box. */
  top: number;
  height: number;
  /** Undefined while its page loads. */
  row: Row | undefined;
  checked: boolean;
}

/** A column in view. */
export interface PaintColumn {
  /** In the grid's shown columns. */
  index: number;
  start: number;
  size: number;
  col: ViewColumn;
}

export interface GridPaint {
  rows: PaintRow[];
  /** The same array until the columns in view, their widths or their definitions change. */
  columns: PaintColumn[];
  width: number;
  /** Gutter offsets are from the gutter column's top, this far below the content box's. */
  gutterOffset: number;
  gutterWidth: number;
  active: { row: number; col: number } | null;
  /** The row under the pointer. */
  hovered: number | null;
  selection: { top: number; bottom: number; left: number; right: number } | null;
  /** Tall rows wrap text. */
  wrap: boolean;
  /** Row checkbox and expand button (tables with a primary key, not read only). */
  withControls: boolean;
  t: Translate;
  /** Numbers and dates in the user's language (a new one when the language changes). */
  format: CellFormatter;
  /** Prefix of the cells' element ids (unique to the grid). */
  idPrefix: string;
}

/** Nothing drawn yet (a row's data is an object or undefined). */
const NOT_DRAWN = Symbol('not drawn');

interface CellSlot {
  el: HTMLDivElement;
  col: ViewColumn;
  plain: string | null;
  /** What the cell shows: its text node, or the node drawCell made. */
  content: Node;
  drawn: Row | undefined | typeof NOT_DRAWN;
  testIndex: number;
  colIndex: number;
  size: number;
  active: boolean;
  selected: boolean;
}

interface Slot {
  row: HTMLDivElement;
  index: number;
  top: number;
  height: number;
  width: number;
  checked: boolean;
  cells: CellSlot[];
  /** The `columns` array the cells were laid out for. */
  columns: PaintColumn[] | null;
}

/** The element id of a body cell (the grid's aria-activedescendant names the active one). */
export const gridCellId = (idPrefix: string, row: number, col: number) => `${idPrefix}-r${row}-${col}`;

const setFlag = (el: HTMLElement, name: string, on: boolean) => (on ? el.setAttribute(name, 'true') : el.removeAttribute(name));

/** A row's checkbox and expand button. */
interface RowControls {
  el: HTMLDivElement;
  check: HTMLInputElement;
  expand: HTMLButtonElement;
  index: number;
}

export class RowPainter {
  private slots: Slot[] = [];
  private last: { wrap: boolean; t: Translate; format: CellFormatter } | null = null;
  /** The row numbers, a line each. */
  private readonly numbers: HTMLDivElement;
  private readonly controls = new Map<number, RowControls>();
  /** The numbers shown: first row, row height and count (to find a row from a point), offset and width. */
  private numbered = { first: 0, height: 0, count: 0, top: NaN, width: NaN };

  constructor(
    /** Holds the row elements. */
    private readonly body: HTMLElement,
    /** The sticky gutter column: holds the row numbers and row controls. */
    private readonly gutters: HTMLElement,
  ) {
    this.numbers = document.createElement('div');
    this.numbers.className = 'pgv-rownums';
    this.numbers.setAttribute('aria-hidden', 'true');
    this.numbers.append(document.createTextNode(''));
    gutters.append(this.numbers);
  }

  /** The row whose gutter line is at `clientY` (the pointer over the row numbers), if in view. */
  rowAtGutter(clientY: number): number | null {
    const { first, height, count } = this.numbered;
    const line = height > 0 ? Math.floor((clientY - this.numbers.getBoundingClientRect().top) / height) : -1;
    return line >= 0 && line < count ? first + line : null;
  }

  paint(p: GridPaint): void {
    const n = p.rows.length;
    // A change of display options redraws every cell: forget what was drawn.
    if (this.last && (this.last.wrap !== p.wrap || this.last.t !== p.t || this.last.format !== p.format)) {
      for (const slot of this.slots) slot.columns = null;
      this.clearControls();
    }
    this.last = { wrap: p.wrap, t: p.t, format: p.format };
    for (const slot of this.slots.splice(n)) slot.row.remove();
    for (const r of p.rows) {
      const s = r.index % n;
      const slot = (this.slots[s] ??= this.newSlot());
      this.paintRow(slot, r, p);
    }
    this.paintNumbers(p);
    this.paintControls(p);
  }

  /** Removes every row (the grid unmounts). */
  clear(): void {
    for (const slot of this.slots) slot.row.remove();
    this.slots = [];
    this.clearControls();
    this.numbers.remove();
  }

  private newSlot(): Slot {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.className = 'pgv-row';
    this.body.append(row);
    return { row, index: -1, top: NaN, height: NaN, width: NaN, checked: false, cells: [], columns: null };
  }

  /** The numbers of the rows in view (consecutive), from the first row's top. */
  private paintNumbers(p: GridPaint): void {
    const first = p.rows[0];
    const height = first?.height ?? 0;
    const text = p.rows.map((r) => r.index + 1).join('\n');
    const node = this.numbers.firstChild as Text;
    if (node.data !== text) node.data = text;
    // Compared with what was written, not read back: style values serialise to 6 digits.
    const style = this.numbers.style;
    const top = (first?.top ?? 0) - p.gutterOffset;
    if (top !== this.numbered.top) style.top = `${top}px`;
    if (p.gutterWidth !== this.numbered.width) style.width = `${p.gutterWidth}px`;
    if (height !== this.numbered.height) style.setProperty('--pgv-row', `${height}px`);
    this.numbered = { first: first?.index ?? 0, height, count: p.rows.length, top, width: p.gutterWidth };
  }

  /** Checkbox and expand button for the hovered, active and checked rows in view. */
  private paintControls(p: GridPaint): void {
    const wanted = p.withControls ? p.rows.filter((r) => r.checked || r.index === p.hovered || r.index === p.active?.row) : [];
    const keep = new Set(wanted.map((r) => r.index));
    for (const [index, c] of this.controls) {
      if (keep.has(index)) continue;
      c.el.remove();
      this.controls.delete(index);
    }
    for (const r of wanted) {
      let c = this.controls.get(r.index);
      if (!c) {
        c = this.newControls(r.index, p);
        this.controls.set(r.index, c);
      }
      c.el.style.top = `${r.top - p.gutterOffset}px`;
      c.el.style.height = `${r.height}px`;
      if (c.check.checked !== r.checked) c.check.checked = r.checked;
    }
  }

  private newControls(index: number, p: GridPaint): RowControls {
    const el = document.createElement('div');
    el.className = 'pgv-row-controls';
    el.setAttribute('aria-hidden', 'true');
    el.dataset.row = String(index);
    const check = document.createElement('input');
    check.type = 'checkbox';
    check.className = 'pgv-row-check';
    check.setAttribute('aria-label', p.t('grid.selectRow', { n: index + 1 }));
    // Not tabbable (so hidden from assistive technology without trapping the focus): the grid is
    // one tab stop, whose keys check (Shift+Space) and expand (Shift+Enter) the active row.
    check.tabIndex = -1;
    const expand = document.createElement('button');
    expand.type = 'button';
    expand.className = 'pgv-plain pgv-row-expand';
    expand.setAttribute('aria-label', p.t('grid.expandRow', { n: index + 1 }));
    expand.tabIndex = -1;
    expand.textContent = '⤢';
    el.append(check, expand);
    this.gutters.append(el);
    return { el, check, expand, index };
  }

  private clearControls(): void {
    for (const c of this.controls.values()) c.el.remove();
    this.controls.clear();
  }

  private paintRow(slot: Slot, r: PaintRow, p: GridPaint): void {
    const { row } = slot;
    if (slot.index !== r.index) {
      slot.index = r.index;
      row.setAttribute('aria-rowindex', String(r.index + 2));
      row.dataset.row = String(r.index);
    }
    if (slot.top !== r.top) row.style.top = `${(slot.top = r.top)}px`;
    if (slot.height !== r.height) row.style.height = `${(slot.height = r.height)}px`;
    if (slot.width !== p.width) row.style.width = `${(slot.width = p.width)}px`;
    if (slot.checked !== r.checked) setFlag(row, 'aria-selected', (slot.checked = r.checked));

    if (slot.columns !== p.columns) this.layoutCells(slot, p);
    const active = p.active?.row === r.index ? p.active.col : -1;
    const sel = p.selection && r.index >= p.selection.top && r.index <= p.selection.bottom ? p.selection : null;
    for (const cell of slot.cells) {
      if (cell.testIndex !== r.index) {
        cell.el.dataset.testid = `cell-${(cell.testIndex = r.index)}-${cell.col.key}`;
        cell.el.id = gridCellId(p.idPrefix, r.index, cell.colIndex);
      }
      if (cell.drawn !== r.row) this.drawContent(cell, r.row, p);
      const isActive = active === cell.colIndex;
      if (cell.active !== isActive) setFlag(cell.el, 'data-active', (cell.active = isActive));
      const selected = sel !== null && cell.colIndex >= sel.left && cell.colIndex <= sel.right;
      if (cell.selected !== selected) setFlag(cell.el, 'aria-selected', (cell.selected = selected));
    }
  }

  /** The slot's cells for the columns in view, reusing the elements of columns still in view. */
  private layoutCells(slot: Slot, p: GridPaint): void {
    const byKey = new Map(slot.cells.map((c) => [c.col.key, c]));
    const cells = p.columns.map((pc) => {
      let cell = byKey.get(pc.col.key);
      byKey.delete(pc.col.key);
      if (!cell) {
        const el = document.createElement('div');
        el.setAttribute('role', 'gridcell');
        cell = {
          el,
          col: pc.col,
          plain: null,
          content: document.createTextNode(''),
          drawn: NOT_DRAWN,
          testIndex: -1,
          colIndex: -1,
          size: NaN,
          active: false,
          selected: false,
        };
        el.append(cell.content);
      }
      if (cell.col !== pc.col || slot.columns === null || cell.drawn === NOT_DRAWN) {
        // A new or changed column, or new display options: its class and content again.
        cell.col = pc.col;
        cell.plain = plainCellClass(pc.col);
        cell.el.className = cell.plain ? `pgv-cell ${cell.plain}` : 'pgv-cell';
        setFlag(cell.el, 'aria-readonly', pc.col.readOnly);
        cell.drawn = NOT_DRAWN;
        cell.testIndex = -1;
      }
      if (cell.colIndex !== pc.index) {
        cell.colIndex = pc.index;
        cell.el.setAttribute('aria-colindex', String(pc.index + 1));
        cell.el.dataset.col = String(pc.index);
        // Its id names its column too: set again with its row's.
        cell.testIndex = -1;
        cell.active = cell.selected = false;
        cell.el.removeAttribute('data-active');
        cell.el.removeAttribute('aria-selected');
      }
      if (cell.size !== pc.size) cell.el.style.width = `${(cell.size = pc.size)}px`;
      return cell;
    });
    // Cells flow in the row (styles.ts), from its first column's start (on the right, right to left).
    slot.row.style.paddingInlineStart = `${p.columns[0]?.start ?? 0}px`;
    const inOrder = cells.length === slot.row.childElementCount && cells.every((c, i) => slot.row.children[i] === c.el);
    if (!inOrder) slot.row.replaceChildren(...cells.map((c) => c.el));
    slot.cells = cells;
    slot.columns = p.columns;
  }

  private drawContent(cell: CellSlot, row: Row | undefined, p: GridPaint): void {
    cell.drawn = row;
    const value = row?.[cell.col.key];
    // Text cells hold their text (empty while the row loads): a scroll changes a text node only.
    if (cell.plain && cell.content.nodeType === Node.TEXT_NODE) {
      (cell.content as Text).data = row ? p.format.text(cell.col, value) : '';
      return;
    }
    const next = cell.plain
      ? document.createTextNode(row ? p.format.text(cell.col, value) : '')
      : row
        ? drawCell(cell.col, value, p.wrap, p.t, p.format)
        : pendingCell();
    cell.el.replaceChild(next, cell.content);
    cell.content = next;
  }
}
