import { describe, expect, it, vi } from 'vitest';
import type { TableMeta } from '@plinth/sdk';
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

  it("lays out a big table's estimate while counting, then takes the exact count", async () => {
    const rows = new MemoryRows(1000);
    rows.estimatedRows = 990;
    // Lists carry no total (withTotal=false), as the REST list asked for none.
    const list = rows.list.bind(rows);
    rows.list = async (q) => ({ ...(await list(q)), pageInfo: { ...(await list(q)).pageInfo, totalRows: null } });
    const s = store(rows);
    await s.start();
    await vi.waitFor(() => expect(s.countState).toBe('known'));
    expect(rows.calls.filter((c) => c.op !== 'list').map((c) => c.op)).toEqual(['estimate', 'count']);
    expect(s.totalRows).toBe(1000);
    expect(s.rowCount).toBe(1000);
  });

  it('keeps an estimate too high when the exact count times out, and shrinks to the end the pages find', async () => {
    const rows = new MemoryRows(120);
    rows.slowCount = true;
    rows.estimatedRows = 1000;
    const s = store(rows, { prefetchRows: 0 });
    await s.start();
    await vi.waitFor(() => expect(rows.calls.map((c) => c.op)).toContain('count'));
    await new Promise((r) => setTimeout(r, 0));
    expect(s.countState).toBe('estimated');
    expect(s.estimatedRows).toBe(1000);
    expect(s.rowCount).toBe(1000);
    // Scrolled to the bottom: that page is past the real end, so the layout shrinks to it.
    await s.ensureRange(950, 999);
    expect(s.rowCount).toBe(950);
    expect(s.reachedEnd).toBe(false);
    await s.ensureRange(100, 149);
    expect(s.reachedEnd).toBe(true);
    expect(s.countState).toBe('known');
    expect(s.rowCount).toBe(120);
  });

  it('does not take an empty page loaded past the end for the end itself', async () => {
    const rows = new MemoryRows(120);
    rows.slowCount = true;
    const s = store(rows, { prefetchRows: 0 });
    await s.start();
    await s.ensureRange(150, 199);
    expect(s.reachedEnd).toBe(false);
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
        filters: [
          { field: 'title', op: 'like', value: 'a,b' },
          { field: 'n', op: 'gt', value: '3' },
        ],
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
    expect(rows.rows.slice(2, 4).map((r) => [r.title, r.n])).toEqual([
      ['x', 7],
      ['y', 8],
    ]);
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
    expect(rows.calls.map((c) => c.op).filter((op) => op !== 'list' && op !== 'count' && op !== 'estimate')).toEqual([]);
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
    await s.applyChanges([
      {
        projectId: 'p',
        dbAlias: 'db',
        tn: 'items',
        op: 'update',
        pk: '2',
        userId: null,
        changes: [{ cn: 'title', value: 'live', prevValue: 'row 2' }],
      },
    ]);
    expect(s.rowAt(1)!.title).toBe('live');
    rows.rows.push({ id: 99, title: 'elsewhere', n: 1 });
    await s.applyChanges([{ projectId: 'p', dbAlias: 'db', tn: 'items', op: 'insert', pk: '99', userId: null, changes: [] }]);
    expect(s.rowCount).toBe(4);
    expect(s.rowAt(3)).toMatchObject({ title: 'elsewhere' });
  });
});

/** `items` rows belong to a customer: foreign key `customer_id`, parent row under `customersRead`. */
const withParent = (fk: Partial<TableMeta['columns'][number]> = {}, cn = 'customer_id'): TableMeta => ({
  ...META,
  columns: [...META.columns, { cn: 'customer_id', _cn: 'customer_id', uidt: 'ForeignKey', ...fk }],
  belongsTo: [{ tn: 'items', rtn: 'customers', cn, rcn: 'id' }],
});
const ADA = { id: 1, name: 'Ada' };
const BOB = { id: 2, name: 'Bob' };
const childRows = () => new MemoryRows(3, (i) => ({ id: i + 1, title: `row ${i + 1}`, n: i, customer_id: 1, customersRead: { ...ADA } }));

describe('GridStore belongs-to parent', () => {
  it('sets the parent through the foreign key, shows it, undoes it, clears it, and rolls back a refused key', async () => {
    const rows = childRows();
    const s = store(rows, { meta: withParent() });
    await s.start();
    const col = s.columns.find((c) => c.key === 'customersRead')!;
    expect(col.relation?.kind).toBe('bt');

    expect(await s.setParent(0, col, { key: 2, row: BOB })).toBe(true);
    expect(rows.calls.filter((c) => c.op === 'update')).toEqual([{ op: 'update', arg: { id: '1', patch: { customer_id: 2 } } }]);
    expect(rows.rows[0]!.customer_id).toBe(2);
    expect(s.rowAt(0)).toMatchObject({ customer_id: 2, customersRead: BOB });

    expect(await s.undo()).toBe(true);
    expect(rows.rows[0]!.customer_id).toBe(1);
    expect(s.rowAt(0)).toMatchObject({ customer_id: 1, customersRead: ADA });

    expect(s.clearParentError(col)).toBeNull();
    expect(await s.setParent(1, col, null)).toBe(true);
    expect(rows.rows[1]!.customer_id).toBeNull();
    expect(s.rowAt(1)).toMatchObject({ customer_id: null, customersRead: null });
    await s.undo();
    expect(rows.rows[1]!.customer_id).toBe(1);
    expect(s.rowAt(1)!.customersRead).toEqual(ADA);

    rows.refuse = 99;
    expect(await s.setParent(2, col, { key: 99, row: { id: 99, name: 'Nobody' } })).toBe(false);
    expect(s.lastError).toEqual({ message: "Refused '99'" });
    expect(rows.rows[2]!.customer_id).toBe(1);
    expect(s.rowAt(2)).toMatchObject({ customer_id: 1, customersRead: ADA });
    expect(s.undoStack).toHaveLength(0);
  });

  it('refuses to clear a required foreign key, and to write a key the meta does not name as one column', async () => {
    const rows = childRows();
    const required = store(rows, { meta: withParent({ rqd: true }) });
    await required.start();
    const col = required.columns.find((c) => c.key === 'customersRead')!;
    expect(required.clearParentError(col)).toEqual({ key: 'parent.required', params: { column: 'customer_id' } });
    expect(await required.setParent(0, col, null)).toBe(false);
    expect(required.lastError).toEqual({ key: 'parent.required', params: { column: 'customer_id' } });
    // Setting another parent is still allowed.
    expect(await required.setParent(0, col, { key: 2, row: BOB })).toBe(true);

    const composite = store(rows, { meta: withParent({}, 'customer_id,region') });
    await composite.start();
    const ccol = composite.columns.find((c) => c.key === 'customersRead')!;
    expect(composite.foreignKeyOf(ccol)).toEqual({ error: { key: 'parent.composite', params: { column: 'customer_id,region' } } });
    const updates = rows.calls.filter((c) => c.op === 'update').length;
    expect(await composite.setParent(0, ccol, { key: 1, row: ADA })).toBe(false);
    expect(rows.calls.filter((c) => c.op === 'update')).toHaveLength(updates);
  });
});

describe('GridStore paste past the last row', () => {
  it('asks once, adds the missing rows in one bulk request with typed values, and undoes cells and rows as one', async () => {
    const rows = new MemoryRows(3);
    const s = store(rows);
    await s.start();
    s.select({ row: 2, col: 1 });
    const asked: number[] = [];
    const written = await s.paste('x\t7\ny\t8\nz\t\n', { confirmAddRows: async (n) => (asked.push(n), true) });
    expect(asked).toEqual([2]);
    expect(written).toBe(5);
    expect(rows.calls.filter((c) => c.op === 'createBulk')).toEqual([{ op: 'createBulk', arg: [{ title: 'y', n: 8 }, { title: 'z' }] }]);
    expect(rows.calls.some((c) => c.op === 'create')).toBe(false);
    expect(rows.rows.map((r) => [r.title, r.n])).toEqual([
      ['row 1', 0],
      ['row 2', 1],
      ['x', 7],
      ['y', 8],
      ['z', null],
    ]);
    expect(s.rowCount).toBe(5);
    expect(s.rowAt(4)).toMatchObject({ id: 5, title: 'z' });
    expect(s.undoStack).toHaveLength(1);

    expect(await s.undo()).toBe(true);
    expect(rows.rows.map((r) => [r.id, r.title, r.n])).toEqual([
      [1, 'row 1', 0],
      [2, 'row 2', 1],
      [3, 'row 3', 2],
    ]);
    expect(s.rowCount).toBe(3);
    expect(s.rowAt(2)).toMatchObject({ title: 'row 3', n: 2 });
    expect(s.undoStack).toHaveLength(0);
  });

  it('cancelled: pastes into the existing rows only, undone a cell at a time', async () => {
    const rows = new MemoryRows(3);
    const s = store(rows);
    await s.start();
    s.select({ row: 2, col: 1 });
    expect(await s.paste('x\t7\ny\t8', { confirmAddRows: async () => false })).toBe(2);
    expect(rows.calls.some((c) => c.op === 'createBulk' || c.op === 'create')).toBe(false);
    expect(rows.rows).toHaveLength(3);
    expect(rows.rows[2]).toMatchObject({ title: 'x', n: 7 });
    expect(s.undoStack).toHaveLength(2);
    await s.undo();
    expect(rows.rows[2]).toMatchObject({ title: 'x', n: 2 });
  });

  it('does not ask when a new row value is refused by its type, and keeps the cells when the bulk insert is refused', async () => {
    const rows = new MemoryRows(2);
    const s = store(rows);
    await s.start();
    s.select({ row: 1, col: 1 });
    let asked = 0;
    const confirmAddRows = async () => (asked++, true);
    expect(await s.paste('a\t1\nb\tmany', { confirmAddRows })).toBe(2);
    expect(asked).toBe(0);
    expect(s.lastError).toEqual({ key: 'invalid.integer', params: { value: 'many' } });
    expect(rows.rows).toHaveLength(2);

    rows.refuse = 'bad';
    expect(await s.paste('c\nbad', { confirmAddRows })).toBe(1);
    expect(asked).toBe(1);
    expect(s.lastError).toEqual({ message: "Row 1: Refused 'bad'" });
    expect(rows.rows).toHaveLength(2);
    expect(rows.rows[1]!.title).toBe('c');
    expect(s.rowCount).toBe(2);
  });

  it('never pastes or asks in a read-only grid', async () => {
    const rows = new MemoryRows(1);
    const s = store(rows, { readOnly: true });
    await s.start();
    s.select({ row: 0, col: 1 });
    let asked = false;
    expect(await s.paste('a\nb\nc', { confirmAddRows: async () => (asked = true) })).toBe(0);
    expect(asked).toBe(false);
    expect(rows.calls.map((c) => c.op).filter((op) => op !== 'list' && op !== 'count' && op !== 'estimate')).toEqual([]);
  });
});
