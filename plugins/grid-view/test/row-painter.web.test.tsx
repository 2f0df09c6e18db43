import { cellFormatter, type ColumnMeta, type Uidt, type ViewColumn, type Row } from '@plinth/sdk';
import { describe, expect, it } from 'vitest';
import { gridCellId, RowPainter, type GridPaint, type PaintColumn, type PaintRow } from '../web/row-painter.js';

const column = (key: string, uidt: Uidt, extra: Partial<ViewColumn> = {}, meta: Partial<ColumnMeta> = {}): ViewColumn => ({
  key,
  title: key,
  uidt,
  column: { cn: key, _cn: key, uidt, ...meta },
  readOnly: false,
  pk: false,
  ...extra,
});

const ID = column('id', 'ID', { readOnly: true, pk: true });
const TITLE = column('title', 'SingleLineText');
const DONE = column('done', 'Checkbox');
const TAGS = column('tags', 'MultiSelect', {}, { dtxp: "'a','b'" });

const t = (key: string, options?: Record<string, unknown>) => (options?.n !== undefined ? `${key} ${String(options.n)}` : key);

function setup() {
  const body = document.createElement('div');
  const gutters = document.createElement('div');
  document.body.replaceChildren(gutters, body);
  return { body, gutters, painter: new RowPainter(body, gutters) };
}

const columnsOf = (cols: ViewColumn[], width = 100): PaintColumn[] =>
  cols.map((col, index) => ({ index, start: 84 + index * width, size: width, col }));
const data = (n: number): Row => ({ id: n + 1, title: `row ${n + 1}`, done: n % 2 === 0, tags: 'a,b' });

function paintOf(
  first: number,
  count: number,
  columns: PaintColumn[],
  rows: (i: number) => Row | undefined,
  extra: Partial<GridPaint> = {},
): GridPaint {
  const list: PaintRow[] = Array.from({ length: count }, (_, i) => ({
    index: first + i,
    top: 32 + (first + i) * 32,
    height: 32,
    row: rows(first + i),
    checked: false,
  }));
  return {
    rows: list,
    columns,
    width: 600,
    gutterOffset: 32,
    gutterWidth: 84,
    active: null,
    hovered: null,
    selection: null,
    wrap: false,
    withControls: true,
    t,
    format: cellFormatter('en'),
    idPrefix: 'g',
    ...extra,
  };
}

const cell = (row: number, key: string) => document.querySelector<HTMLElement>(`[data-testid="cell-${row}-${key}"]`);

describe('the row painter', () => {
  it('draws rows as ARIA rows of grid cells, with their gutters, and text cells as text', () => {
    const { body, gutters, painter } = setup();
    const columns = columnsOf([ID, TITLE, DONE, TAGS]);
    painter.paint(paintOf(0, 3, columns, data));

    const rows = [...body.querySelectorAll('[role="row"]')];
    expect(rows.map((r) => r.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
    expect(rows.map((r) => (r as HTMLElement).style.top)).toEqual(['32px', '64px', '96px']);
    expect(cell(1, 'title')?.textContent).toBe('row 2');
    expect(cell(1, 'title')?.className).toBe('pgv-cell pgv-c-text');
    expect(cell(1, 'title')?.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(cell(1, 'id')?.getAttribute('aria-readonly')).toBe('true');
    expect(cell(1, 'id')?.getAttribute('aria-colindex')).toBe('1');
    expect(cell(0, 'done')?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('cell.checked');
    expect([...cell(2, 'tags')!.querySelectorAll('[data-option]')].map((e) => e.textContent)).toEqual(['a', 'b']);
    // The gutter: one block of row numbers, a line per row from the first row's top.
    const numbers = gutters.querySelector<HTMLElement>('.pgv-rownums')!;
    expect(numbers.textContent).toBe('1\n2\n3');
    expect(numbers.style.top).toBe('0px');
    expect(numbers.getAttribute('aria-hidden')).toBe('true');
    // No row is hovered, active or checked: no row controls.
    expect(gutters.querySelectorAll('input, button')).toHaveLength(0);
    expect(rows.some((r) => r.hasAttribute('aria-selected'))).toBe(false);
    // Each cell has an id for the grid's aria-activedescendant, of its row and column.
    expect(cell(1, 'id')?.id).toBe(gridCellId('g', 1, 0));
  });

  it('draws a checkbox and an expand button for the hovered, the active and the checked rows, for the pointer only', () => {
    const { body, gutters, painter } = setup();
    const columns = columnsOf([ID, TITLE]);
    const paint = (extra: Partial<GridPaint>, checked: number[] = []) => {
      const p = paintOf(0, 4, columns, data, extra);
      for (const r of p.rows) r.checked = checked.includes(r.index);
      painter.paint(p);
    };
    const controlled = () => [...gutters.querySelectorAll<HTMLElement>('.pgv-row-controls')].map((c) => Number(c.dataset.row)).sort();
    paint({ hovered: 1 });
    expect(controlled()).toEqual([1]);
    const controls = gutters.querySelector<HTMLElement>('.pgv-row-controls')!;
    expect(controls.querySelector('input')?.getAttribute('aria-label')).toBe('grid.selectRow 2');
    expect(controls.querySelector('button')?.getAttribute('aria-label')).toBe('grid.expandRow 2');
    expect(controls.style.top).toBe('32px'); // row 1's top, less the header
    // Hidden from assistive technology and out of the tab order: the grid's keys do the same.
    expect(controls.getAttribute('aria-hidden')).toBe('true');
    expect([...controls.querySelectorAll<HTMLElement>('input, button')].map((c) => c.tabIndex)).toEqual([-1, -1]);

    paint({ hovered: 2, active: { row: 0, col: 0 } }, [3]);
    expect(controlled()).toEqual([0, 2, 3]);
    // A checked row is a selected row.
    const selectedRows = () => [...body.querySelectorAll<HTMLElement>('[role="row"][aria-selected="true"]')].map((r) => r.dataset.row);
    expect(selectedRows()).toEqual(['3']);
    expect(gutters.querySelector<HTMLInputElement>('[data-row="3"] input')?.checked).toBe(true);
    expect(gutters.querySelector<HTMLInputElement>('[data-row="2"] input')?.checked).toBe(false);

    // Read-only rows have none.
    paint({ hovered: 2, withControls: false }, [3]);
    expect(controlled()).toEqual([]);
    expect(gutters.querySelectorAll('input, button')).toHaveLength(0);
  });

  it('finds the row under a point of the row numbers', () => {
    const { gutters, painter } = setup();
    painter.paint(paintOf(10, 5, columnsOf([ID]), data));
    const numbers = gutters.querySelector<HTMLElement>('.pgv-rownums')!;
    numbers.getBoundingClientRect = () => ({
      top: 100,
      bottom: 260,
      left: 0,
      right: 84,
      width: 84,
      height: 160,
      x: 0,
      y: 100,
      toJSON: () => ({}),
    });
    expect(numbers.textContent).toBe('11\n12\n13\n14\n15');
    expect(painter.rowAtGutter(100)).toBe(10);
    expect(painter.rowAtGutter(165)).toBe(12);
    expect(painter.rowAtGutter(259)).toBe(14);
    expect(painter.rowAtGutter(99)).toBeNull();
    expect(painter.rowAtGutter(260)).toBeNull();
  });

  it('shows loading rows as empty text and grey bars, and their data when it arrives', () => {
    const { painter } = setup();
    const columns = columnsOf([TITLE, DONE]);
    painter.paint(paintOf(0, 2, columns, () => undefined));
    expect(cell(0, 'title')?.textContent).toBe('');
    expect(cell(0, 'done')?.querySelector('.pv-pending')).toBeTruthy();
    const textNode = cell(0, 'title')?.firstChild;

    painter.paint(paintOf(0, 2, columns, data));
    expect(cell(0, 'title')?.textContent).toBe('row 1');
    expect(cell(0, 'title')?.firstChild).toBe(textNode); // the same text node, new text
    expect(cell(0, 'done')?.querySelector('.pv-pending')).toBeNull();
    expect(cell(0, 'done')?.querySelector('.pv-check .pv-box-on')).toBeTruthy();
  });

  it('reuses a row element for the row in its slot and leaves rows still in view untouched', () => {
    const { body, painter } = setup();
    const columns = columnsOf([ID, TITLE]);
    const rows = new Map<number, Row>();
    const rowAt = (i: number) => rows.get(i) ?? (rows.set(i, data(i)), rows.get(i));
    painter.paint(paintOf(0, 4, columns, rowAt));
    const elements = [...body.children];
    const kept = cell(2, 'title')!;
    const keptText = kept.firstChild;

    // One row down: row 4 takes row 0's slot (4 % 4), rows 1-3 keep theirs.
    painter.paint(paintOf(1, 4, columns, rowAt));
    expect([...body.children]).toEqual(elements);
    expect(cell(0, 'title')).toBeNull();
    expect(cell(4, 'title')?.textContent).toBe('row 5');
    expect(cell(4, 'title')?.parentElement).toBe(elements[0]);
    expect(cell(2, 'title')).toBe(kept);
    expect(kept.firstChild).toBe(keptText);
    expect((elements[0] as HTMLElement).dataset.row).toBe('4');

    // A changed row object (an edit) redraws that row's cells.
    rows.set(2, { ...data(2), title: 'edited' });
    painter.paint(paintOf(1, 4, columns, rowAt));
    expect(cell(2, 'title')?.textContent).toBe('edited');
  });

  it('marks the active cell and the selected range, and clears them when they move', () => {
    const { painter } = setup();
    const columns = columnsOf([ID, TITLE, DONE]);
    painter.paint(paintOf(0, 3, columns, data, { active: { row: 1, col: 1 }, selection: { top: 1, bottom: 2, left: 1, right: 2 } }));
    expect(cell(1, 'title')?.getAttribute('data-active')).toBe('true');
    expect(cell(1, 'id')?.hasAttribute('data-active')).toBe(false);
    const selected = () => [...document.querySelectorAll('[aria-selected="true"]')].map((e) => (e as HTMLElement).dataset.testid);
    expect(selected()).toEqual(['cell-1-title', 'cell-1-done', 'cell-2-title', 'cell-2-done']);

    painter.paint(paintOf(0, 3, columns, data, { active: { row: 0, col: 0 }, selection: { top: 0, bottom: 0, left: 0, right: 0 } }));
    expect(cell(1, 'title')?.hasAttribute('data-active')).toBe(false);
    expect(cell(0, 'id')?.getAttribute('data-active')).toBe('true');
    expect(selected()).toEqual(['cell-0-id']);
  });

  it('lays cells out again when the columns change, keeping the elements of columns still shown', () => {
    const { body, painter } = setup();
    painter.paint(paintOf(0, 2, columnsOf([ID, TITLE, DONE]), data));
    const title = cell(0, 'title')!;

    // Columns reordered and one hidden, another width.
    painter.paint(paintOf(0, 2, columnsOf([TITLE, ID], 150), data));
    const row = body.children[0]!;
    expect([...row.children].map((c) => (c as HTMLElement).dataset.testid)).toEqual(['cell-0-title', 'cell-0-id']);
    expect(row.children[0]).toBe(title);
    // Cells flow from the first column's start (its inline start: the right edge, right to left).
    expect((row as HTMLElement).style.paddingInlineStart).toBe('84px');
    expect(title.style.width).toBe('150px');
    expect(title.getAttribute('aria-colindex')).toBe('1');
    expect(cell(0, 'done')).toBeNull();

    // A column whose definition changed (text to number) gets its new class and display.
    const score = column('title', 'Number');
    painter.paint(paintOf(0, 2, columnsOf([score, ID], 150), (i) => ({ ...data(i), title: 7 })));
    expect(cell(0, 'title')?.className).toBe('pgv-cell pgv-c-num');
    expect(cell(0, 'title')?.textContent).toBe('7');
  });

  it("draws numbers and dates in the formatter's language, and all of them again when it changes", () => {
    const { painter } = setup();
    const columns = columnsOf([column('price', 'Currency', {}, { dtxp: '10,2' }), column('day', 'Date'), column('share', 'Percent')]);
    const data = [0, 1].map((i) => ({ price: 1234.5 + i, day: '2026-11-26', share: 12.5 }));
    const rows = (i: number) => data[i];
    painter.paint(paintOf(0, 2, columns, rows, { format: cellFormatter('de') }));
    expect([cell(0, 'price'), cell(0, 'day'), cell(0, 'share')].map((c) => c?.textContent)).toEqual([
      '1.234,50\u00a0$',
      '26.11.2026',
      '12,5\u00a0%',
    ]);
    // The same row objects: only the new language makes the cells draw again.
    painter.paint(paintOf(0, 2, columns, rows, { format: cellFormatter('en') }));
    expect([cell(1, 'price'), cell(1, 'day'), cell(1, 'share')].map((c) => c?.textContent)).toEqual(['$1,235.50', 'Nov 26, 2026', '12.5%']);
  });

  it('removes the rows beyond the slots in view, and all rows when cleared', () => {
    const { body, gutters, painter } = setup();
    const columns = columnsOf([ID]);
    painter.paint(paintOf(0, 5, columns, data));
    painter.paint(paintOf(0, 3, columns, data));
    expect(body.children).toHaveLength(3);
    expect(gutters.querySelector('.pgv-rownums')?.textContent).toBe('1\n2\n3');
    expect([...body.children].map((r) => (r as HTMLElement).dataset.row)).toEqual(['0', '1', '2']);
    painter.paint(paintOf(0, 3, columns, data, { hovered: 1 }));
    expect(gutters.children).toHaveLength(2); // the numbers and row 1's controls
    painter.clear();
    expect(body.children).toHaveLength(0);
    expect(gutters.children).toHaveLength(0);
  });

  it('puts user text in as text, never as markup', () => {
    const { painter } = setup();
    painter.paint(paintOf(0, 1, columnsOf([TITLE]), () => ({ id: 1, title: '<img src=x onerror="window.pwned=1">' })));
    expect(cell(0, 'title')?.querySelector('img')).toBeNull();
    expect(cell(0, 'title')?.textContent).toBe('<img src=x onerror="window.pwned=1">');
  });
});
