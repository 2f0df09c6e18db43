/**
 * Draws the grid's body rows and their gutters straight into the DOM. A fast scroll shows a new
 * screen of rows every frame; through React that was a render and reconciliation of every row,
 * cell and gutter control per frame, the largest share of a frame's work. Here a scroll changes
 * only what differs: each row element is a slot reused for the rows whose index is the same modulo
 * the rows in view (so a one-row scroll repaints one row), and within a slot a cell's content is
 * redrawn only when its row data or column changes, its attributes only when they change.
 * The DOM is the grid's ARIA structure (row / gridcell, aria-rowindex, aria-colindex,
 * aria-selected) with the cells' `data-testid` and `data-col`; events are handled on the grid
 * (Grid.tsx), found from these attributes.
 */
import type { GridColumn } from '../shared/columns.js';
import { drawCell, pendingCell, plainCellClass } from './cell-display.js';
import { displayText, type Row } from './values.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

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
  col: GridColumn;
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
  selection: { top: number; bottom: number; left: number; right: number } | null;
  /** Tall rows wrap text. */
  wrap: boolean;
  /** Row checkbox and expand button (tables with a primary key, not read only). */
  withControls: boolean;
  t: Translate;
  /** Prefix of the gutters' element ids (rows own their gutter for assistive technology). */
  idPrefix: string;
}

/** Nothing drawn yet (a row's data is an object or undefined). */
const NOT_DRAWN = Symbol('not drawn');

interface CellSlot {
  el: HTMLDivElement;
  col: GridColumn;
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
  gutter: HTMLDivElement;
  rowNumber: Text;
  check: HTMLInputElement | null;
  expand: HTMLButtonElement | null;
  index: number;
  top: number;
  height: number;
  width: number;
  gutterTop: number;
  cells: CellSlot[];
  /** The `columns` array the cells were laid out for. */
  columns: PaintColumn[] | null;
}

/**
 * A row's label ('Select row {{n}}') from its translation made once per language with a marker
 * for the number: rows repainted by a scroll do not each run the translator's interpolation.
 */
const labelTemplates = new WeakMap<Translate, Map<string, string>>();
const MARK = '\u0000';
export function rowLabel(t: Translate, key: string, n: number): string {
  let templates = labelTemplates.get(t);
  if (!templates) labelTemplates.set(t, (templates = new Map()));
  let template = templates.get(key);
  if (template === undefined) templates.set(key, (template = t(key, { n: MARK, interpolation: { escapeValue: false } })));
  return template.includes(MARK) ? template.replace(MARK, String(n)) : t(key, { n });
}

const setFlag = (el: HTMLElement, name: string, on: boolean) => (on ? el.setAttribute(name, 'true') : el.removeAttribute(name));

export class RowPainter {
  private slots: Slot[] = [];
  private last: { wrap: boolean; t: Translate; withControls: boolean } | null = null;

  constructor(
    /** Holds the row elements. */
    private readonly body: HTMLElement,
    /** Holds the gutters (a sticky column). */
    private readonly gutters: HTMLElement,
  ) {}

  /** The row element showing row `index`, if it is in view. */
  rowElement(index: number): HTMLElement | undefined {
    return this.slots.find((s) => s.index === index)?.row;
  }

  paint(p: GridPaint): void {
    const n = p.rows.length;
    // A change of display options redraws every cell: forget what was drawn.
    if (this.last && (this.last.wrap !== p.wrap || this.last.t !== p.t)) for (const slot of this.slots) slot.columns = null;
    if (this.last && this.last.withControls !== p.withControls) for (const slot of this.slots) this.fillGutter(slot, p);
    this.last = { wrap: p.wrap, t: p.t, withControls: p.withControls };
    for (const slot of this.slots.splice(n)) {
      slot.row.remove();
      slot.gutter.remove();
    }
    for (const r of p.rows) {
      const s = r.index % n;
      const slot = (this.slots[s] ??= this.newSlot(s, p));
      this.paintRow(slot, r, p);
    }
  }

  /** Removes every row (the grid unmounts). */
  clear(): void {
    for (const slot of this.slots) {
      slot.row.remove();
      slot.gutter.remove();
    }
    this.slots = [];
  }

  private newSlot(s: number, p: GridPaint): Slot {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.className = 'pgv-row';
    const gutter = document.createElement('div');
    gutter.className = 'pgv-cell pgv-gutter';
    gutter.id = `${p.idPrefix}-g${s}`;
    gutter.style.width = `${p.gutterWidth}px`;
    row.setAttribute('aria-owns', gutter.id);
    const slot: Slot = { row, gutter, rowNumber: document.createTextNode(''), check: null, expand: null, index: -1, top: NaN, height: NaN, width: NaN, gutterTop: NaN, cells: [], columns: null };
    this.fillGutter(slot, p);
    this.body.append(row);
    this.gutters.append(gutter);
    return slot;
  }

  /** The gutter's number, and its checkbox and expand button when rows have them. */
  private fillGutter(slot: Slot, p: GridPaint): void {
    const number = document.createElement('span');
    number.className = 'pgv-rownum';
    number.append(slot.rowNumber);
    slot.check = slot.expand = null;
    if (p.withControls) {
      slot.check = document.createElement('input');
      slot.check.type = 'checkbox';
      slot.check.className = 'pgv-row-check';
      slot.expand = document.createElement('button');
      slot.expand.type = 'button';
      slot.expand.className = 'pgv-plain pgv-row-expand';
      slot.expand.textContent = '⤢';
    }
    slot.gutter.replaceChildren(...[number, slot.check, slot.expand].filter((el) => el !== null));
    slot.index = -1; // labels again
  }

  private paintRow(slot: Slot, r: PaintRow, p: GridPaint): void {
    const { row, gutter } = slot;
    if (slot.index !== r.index) {
      slot.index = r.index;
      row.setAttribute('aria-rowindex', String(r.index + 2));
      row.dataset.row = String(r.index);
      gutter.dataset.row = String(r.index);
      slot.rowNumber.data = String(r.index + 1);
      slot.check?.setAttribute('aria-label', rowLabel(p.t, 'grid.selectRow', r.index + 1));
      slot.expand?.setAttribute('aria-label', rowLabel(p.t, 'grid.expandRow', r.index + 1));
    }
    if (slot.top !== r.top) row.style.top = `${(slot.top = r.top)}px`;
    if (slot.height !== r.height) {
      row.style.height = gutter.style.height = `${(slot.height = r.height)}px`;
    }
    if (slot.width !== p.width) row.style.width = `${(slot.width = p.width)}px`;
    const gutterTop = r.top - p.gutterOffset;
    if (slot.gutterTop !== gutterTop) gutter.style.top = `${(slot.gutterTop = gutterTop)}px`;
    if (slot.check && slot.check.checked !== r.checked) slot.check.checked = r.checked;

    if (slot.columns !== p.columns) this.layoutCells(slot, p);
    const active = p.active?.row === r.index ? p.active.col : -1;
    const sel = p.selection && r.index >= p.selection.top && r.index <= p.selection.bottom ? p.selection : null;
    for (const cell of slot.cells) {
      if (cell.testIndex !== r.index) cell.el.dataset.testid = `cell-${(cell.testIndex = r.index)}-${cell.col.key}`;
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
        cell = { el, col: pc.col, plain: null, content: document.createTextNode(''), drawn: NOT_DRAWN, testIndex: -1, colIndex: -1, size: NaN, active: false, selected: false };
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
        cell.active = cell.selected = false;
        cell.el.removeAttribute('data-active');
        cell.el.removeAttribute('aria-selected');
      }
      if (cell.size !== pc.size) cell.el.style.width = `${(cell.size = pc.size)}px`;
      return cell;
    });
    // Cells flow in the row (styles.ts), from its first column's start.
    slot.row.style.paddingLeft = `${p.columns[0]?.start ?? 0}px`;
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
      (cell.content as Text).data = row ? displayText(cell.col, value) : '';
      return;
    }
    const next = cell.plain ? document.createTextNode(row ? displayText(cell.col, value) : '') : row ? drawCell(cell.col, value, p.wrap, p.t) : pendingCell();
    cell.el.replaceChild(next, cell.content);
    cell.content = next;
  }
}
