import { describe, expect, it } from 'vitest';
import { GridStore } from '../web/GridStore.js';
import { META, MemoryRows } from './fake-rows.js';

const store = (rows: MemoryRows, extra: Partial<ConstructorParameters<typeof GridStore>[0]> = {}) =>
  new GridStore({ meta: META, rows, pageSize: 50, maxPages: 4, ...extra });

describe('GridStore paging', () => {
  it('loads the first page without waiting for a count, then takes the total from the list', async () => {
    const rows = new MemoryRows(1000);
    const s = store(rows);
    await s.start();
    expect(rows.calls[0]).toEqual({ op: 'list', arg: expect.objectContaining({ limit: 50, offset: 0 }) });
    expect(s.rowAt(0)).toMatchObject({ id: 1, title: 'row 1' });
    expect(s.totalRows).toBe(1000);
    expect(s.countState).toBe('known');
    expect(s.rowCount).toBe(1000);
  });

  it('shows an unknown total when the count times out, and grows as pages arrive', async () => {
    const rows = new MemoryRows(120);
    rows.slowCount = true;
    // No loading ahead: the count grows a page at a time.
    const s = store(rows, { prefetchRows: 0 });
    await s.start();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(s.countState).toBe('unknown');
    expect(s.totalRows).toBeNull();
    expect(s.rowCount).toBe(100); // 50 known + one page to scroll into
    await s.ensureRange(50, 99);
    expect(s.rowCount).toBe(150);
    await s.ensureRange(100, 149);
    expect(s.reachedEnd).toBe(true);
    expect(s.rowCount).toBe(120);
  });

  it('keeps at most maxPages pages while scrolling a large table', async () => {
    const rows = new MemoryRows(100_000);
    const s = store(rows, { prefetchRows: 0 });
    await s.start();
    for (let first = 0; first < 20_000; first += 1000) await s.ensureRange(first, first + 40);
    expect(s.pages.size).toBeLessThanOrEqual(4);
    expect(s.rowAt(19_000)).toMatchObject({ id: 19_001 });
    expect(s.rowAt(0)).toBeUndefined();
    // Only the pages asked for were fetched, never the ones scrolled past.
    expect(rows.calls.filter((c) => c.op === 'list').length).toBeLessThanOrEqual(1 + 20 * 2);
  });

  it('loads ahead in the direction of scrolling, the pages shown first', async () => {
    const rows = new MemoryRows(100_000);
    const s = store(rows, { prefetchRows: 100, concurrency: 1, maxPages: 10 });
    await s.start();
    const offsets = () => rows.calls.filter((c) => c.op === 'list').map((c) => (c.arg as { offset: number }).offset);
    await s.ensureRange(60, 80); // down: page 1 shown, pages 2 and 3 ahead
    expect(offsets()).toEqual([0, 50, 100, 150]);
    expect(s.rowAt(170)).toMatchObject({ id: 171 });
    await s.ensureRange(2000, 2020); // down again: page 40, then 41 and 42
    await s.ensureRange(1900, 1920); // up: page 38, then 37 and 36
    expect(offsets().slice(4)).toEqual([2000, 2050, 2100, 1900, 1850, 1800]);
    await s.ensureRange(1900, 1920); // still: nothing more
    expect(offsets()).toHaveLength(10);
  });

  it('skips queued pages the grid no longer shows', async () => {
    const rows = new MemoryRows(100_000);
    const s = store(rows, { concurrency: 1 });
    await s.start();
    const early = s.ensureRange(10_000, 10_010);
    const late = s.ensureRange(50_000, 50_010);
    await Promise.all([early, late]);
    const offsets = rows.calls.filter((c) => c.op === 'list').map((c) => (c.arg as { offset: number }).offset);
    expect(offsets).toContain(50_000);
    expect(s.rowAt(50_000)).toMatchObject({ id: 50_001 });
  });

  it('sends the saved filters and sorts in the where and sort language', async () => {
    const rows = new MemoryRows(10);
    const s = store(rows, {
      settings: {
        filters: [{ field: 'title', op: 'like', value: 'a,b' }, { field: 'n', op: 'gt', value: '3' }],
        filterLogic: 'and',
        sorts: [{ field: 'n', dir: 'desc' }],
        hidden: ['n'],
        order: ['title'],
        widths: {},
        rowHeight: 'short',
      },
    });
    await s.start();
    expect(rows.calls[0]!.arg).toMatchObject({ where: '(title,like,a\\,b)~and(n,gt,3)', sort: '-n' });
    expect(s.columns.map((c) => c.key)).toEqual(['title', 'id']);
  });
});

describe('GridStore editing', () => {
  it('writes a cell, undoes it, and rolls back a refused write with the server message', async () => {
    const rows = new MemoryRows(3);
    const s = store(rows);
    await s.start();
    expect(await s.setCell(1, 'title', 'changed')).toBe(true);
    expect(s.rowAt(1)!.title).toBe('changed');
    expect(rows.rows[1]!.title).toBe('changed');
    expect(await s.undo()).toBe(true);
    expect(rows.rows[1]!.title).toBe('row 2');
    expect(s.rowAt(1)!.title).toBe('row 2');
    rows.refuse = 'bad';
    expect(await s.setCell(1, 'title', 'bad')).toBe(false);
    expect(s.rowAt(1)!.title).toBe('row 2');
    expect(s.lastError).toEqual({ message: "Refused 'bad'" });
  });

  it('checks typed text by column type before sending it', async () => {
    const rows = new MemoryRows(3);
    const s = store(rows);
    await s.start();
    const n = s.columns.find((c) => c.key === 'n')!;
    expect(await s.setCellText(0, n, 'twelve')).toBe(false);
    expect(s.lastError).toEqual({ key: 'invalid.integer', params: { value: 'twelve' } });
    expect(rows.calls.some((c) => c.op === 'update')).toBe(false);
    expect(await s.setCellText(0, n, '12')).toBe(true);
    expect(rows.rows[0]!.n).toBe(12);
  });

  it('moves with arrows, extends a range, copies it as TSV and pastes TSV from the active cell', async () => {
    const rows = new MemoryRows(5);
    const s = store(rows);
    await s.start();
    s.select({ row: 0, col: 1 });
    s.move(1, 1, true);
    expect(s.selection).toEqual({ top: 0, bottom: 1, left: 1, right: 2 });
    expect(s.copySelection()).toBe('row 1\t0\nrow 2\t1');
    s.move(10, 10);
    expect(s.active).toEqual({ row: 4, col: 2 });
    s.select({ row: 2, col: 1 });
    expect(await s.paste('x\t7\ny\t8\n')).toBe(4);
    expect(rows.rows.slice(2, 4).map((r) => [r.title, r.n])).toEqual([['x', 7], ['y', 8]]);
    // Undo goes back one cell at a time.
    await s.undo();
    expect(rows.rows[3]!.n).toBe(1 + 2);
  });

  it('does not edit read-only columns', async () => {
    const s = store(new MemoryRows(2));
    await s.start();
    s.select({ row: 0, col: 0 });
    s.startEditing();
    expect(s.editing).toBe(false);
    s.select({ row: 0, col: 1 });
    s.startEditing();
    expect(s.editing).toBe(true);
  });

  it('read only (a shared view): no edit, cell write, paste, added or deleted row reaches the rows', async () => {
    const rows = new MemoryRows(3);
    const s = store(rows, { readOnly: true });
    await s.start();
    s.select({ row: 0, col: 1 });
    s.startEditing();
    expect(s.editing).toBe(false);
    expect(await s.setCell(0, 'title', 'changed')).toBe(false);
    expect(await s.paste('x\ty')).toBe(0);
    expect(await s.addRow({ title: 'new' })).toBeNull();
    expect(await s.deleteRows(['1'])).toBe(0);
    expect(rows.calls.map((c) => c.op).filter((op) => op !== 'list' && op !== 'count')).toEqual([]);
    expect(s.rowAt(0)).toMatchObject({ title: 'row 1' });
  });

  it('adds a row and deletes the checked rows', async () => {
    const rows = new MemoryRows(3);
    const s = store(rows);
    await s.start();
    await s.addRow({ title: 'new' });
    expect(s.rowCount).toBe(4);
    expect(s.rowAt(3)).toMatchObject({ title: 'new' });
    s.toggleChecked('1');
    s.toggleChecked('4');
    expect(await s.deleteRows(s.rowsToDelete())).toBe(2);
    expect(rows.rows.map((r) => r.id)).toEqual([2, 3]);
    expect(s.rowCount).toBe(2);
    expect(s.checked.size).toBe(0);
  });

  it('applies live updates to loaded rows and reloads on inserts', async () => {
    const rows = new MemoryRows(3);
    const s = store(rows);
    await s.start();
    await s.applyChanges([{ projectId: 'p', dbAlias: 'db', tn: 'items', op: 'update', pk: '2', userId: null, changes: [{ cn: 'title', value: 'live', prevValue: 'row 2' }] }]);
    expect(s.rowAt(1)!.title).toBe('live');
    rows.rows.push({ id: 99, title: 'elsewhere', n: 1 });
    await s.applyChanges([{ projectId: 'p', dbAlias: 'db', tn: 'items', op: 'insert', pk: '99', userId: null, changes: [] }]);
    expect(s.rowCount).toBe(4);
    expect(s.rowAt(3)).toMatchObject({ title: 'elsewhere' });
  });
});
