/**
 * State of one open grid (mobx): the pages of rows loaded so far (a bounded cache, so a table of
 * a million rows keeps a few thousand in memory), the row count once known, the active cell and
 * the selected range, the cell being edited, checked rows, and an undo stack of cell edits.
 *
 * Rows are fetched a page at a time for the range the grid shows, without the list's COUNT
 * (`withTotal: false`): on an embedded SQLite file a COUNT of a large table cannot be cut short
 * and would hold up every page. The count loads once, after the first page; a count that times
 * out leaves the total unknown (the grid then grows as pages arrive until the last one).
 */
import { rowKey, type ColumnMeta, type RowChange, type TableMeta } from '@plinth/sdk';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { gridColumns, type GridColumn } from '../shared/columns.js';
import { DEFAULT_GRID_SETTINGS, shownColumns, sortText, whereText, type GridSettings } from '../shared/settings.js';
import type { ListQuery, RowsApi } from './api.js';
import { displayText, parseInput, parseTsv, toTsv, type Row } from './values.js';

export interface CellRef {
  row: number;
  col: number;
}

/** One cell edit, kept for undo. */
export interface CellEdit {
  pk: string;
  key: string;
  value: unknown;
  prevValue: unknown;
  /**
   * A value shown beside the one written, patched and rolled back with it: a belongs-to cell's
   * parent row (`<Parent>Read`) when its foreign key is written, so the cell shows the new
   * parent's label without reading the row again.
   */
  shown?: { key: string; value: unknown; prevValue: unknown };
}

/** A paste that added rows: undone as one (its cell edits written back, the added rows deleted). */
interface PasteEdit {
  edits: CellEdit[];
  addedPks: string[];
}

export type UndoEntry = CellEdit | PasteEdit;

export interface PasteOptions {
  /**
   * Asked once when the pasted block runs past the last row: true adds the missing rows (one
   * bulk request), false pastes into the existing rows only. Without it no rows are added.
   */
  confirmAddRows?(count: number): Promise<boolean>;
}

/** The chosen parent of a belongs-to cell: its key (the value of the foreign key) and its row (shown in the cell). */
export interface ParentChoice {
  key: unknown;
  row: Row;
}

export interface GridStoreOptions {
  meta: TableMeta;
  rows: RowsApi;
  settings?: GridSettings;
  /** Alias (`_tn`) of related tables, which names relation keys in rows. */
  aliasOf?: (tn: string) => string;
  pageSize?: number;
  /** Pages kept at most; the ones farthest from the shown range go first. */
  maxPages?: number;
  /** Page loads running at once. */
  concurrency?: number;
  /** Rows loaded ahead of the view in the direction of scrolling; default two pages. */
  prefetchRows?: number;
  undoLimit?: number;
  /** Rows are shown only (a shared view): no cell writes, row adds or deletes. */
  readOnly?: boolean;
}

/** A failed write, for the grid to show (message from the server's `{ msg }` or an i18n key). */
export interface GridError {
  key?: string;
  params?: Record<string, unknown>;
  message?: string;
}

export class GridStore {
  readonly meta: TableMeta;
  readonly rowsApi: RowsApi;
  readonly pageSize: number;
  readonly maxPages: number;
  readonly readOnly: boolean;
  private readonly concurrency: number;
  private readonly prefetchRows: number;
  /** First row shown at the last `ensureRange`: which way the grid scrolls. */
  private lastFirstShown = 0;
  private readonly undoLimit: number;
  private readonly aliasOf: (tn: string) => string;

  settings: GridSettings;
  /** Loaded pages by page number. */
  readonly pages = observable.map<number, Row[]>({}, { deep: false });
  /** Exact total when known; null while unknown. */
  totalRows: number | null = null;
  countState: 'pending' | 'known' | 'unknown' = 'pending';
  /** Rows known to exist (end of the farthest page seen). */
  knownRows = 0;
  /** The last page has been seen. */
  reachedEnd = false;
  firstPageLoaded = false;
  loadError: string | null = null;
  active: CellRef | null = null;
  /** Other corner of the selected range (the active cell is the first). */
  anchor: CellRef | null = null;
  editing = false;
  readonly checked = observable.set<string>();
  undoStack: UndoEntry[] = [];
  lastError: GridError | null = null;

  /** Bumped by `reload`: answers of an older generation are dropped. */
  private generation = 0;
  private readonly inflight = new Map<number, Promise<void>>();
  /** Page loads waiting for a free slot. */
  private readonly queue: (() => Promise<void>)[] = [];
  private running = 0;
  /** The range the grid last asked for. */
  private wanted = { first: 0, last: 0 };

  constructor(options: GridStoreOptions) {
    this.meta = options.meta;
    this.rowsApi = options.rows;
    this.settings = options.settings ?? DEFAULT_GRID_SETTINGS;
    this.aliasOf = options.aliasOf ?? ((tn) => tn);
    this.pageSize = options.pageSize ?? 100;
    this.maxPages = Math.max(3, options.maxPages ?? 30);
    this.concurrency = options.concurrency ?? 2;
    this.prefetchRows = Math.max(0, options.prefetchRows ?? 2 * this.pageSize);
    this.undoLimit = options.undoLimit ?? 100;
    this.readOnly = options.readOnly ?? false;
    makeObservable<GridStore, 'storePage' | 'evict'>(this, {
      settings: observable.ref,
      totalRows: observable,
      countState: observable,
      knownRows: observable,
      reachedEnd: observable,
      firstPageLoaded: observable,
      loadError: observable,
      active: observable.ref,
      anchor: observable.ref,
      editing: observable,
      undoStack: observable.ref,
      lastError: observable.ref,
      allColumns: computed,
      columns: computed,
      rowCount: computed,
      selection: computed,
      setSettings: action,
      select: action,
      move: action,
      startEditing: action,
      stopEditing: action,
      toggleChecked: action,
      clearError: action,
      storePage: action,
      evict: action,
    });
  }

  /** Every column of the table, in meta order. */
  get allColumns(): GridColumn[] {
    return gridColumns(this.meta, this.aliasOf);
  }

  /** The shown columns: saved order first, then the rest in meta order, without hidden ones. */
  get columns(): GridColumn[] {
    return shownColumns(this.allColumns, this.settings);
  }

  /** Rows the grid lays out: the total when known, else what is known plus one page to scroll into. */
  get rowCount(): number {
    if (this.totalRows !== null) return this.totalRows;
    return this.reachedEnd ? this.knownRows : this.knownRows + (this.firstPageLoaded ? this.pageSize : 0);
  }

  /** The selected range (inclusive), or null. */
  get selection(): { top: number; bottom: number; left: number; right: number } | null {
    if (!this.active) return null;
    const b = this.anchor ?? this.active;
    return {
      top: Math.min(this.active.row, b.row),
      bottom: Math.max(this.active.row, b.row),
      left: Math.min(this.active.col, b.col),
      right: Math.max(this.active.col, b.col),
    };
  }

  /** Primary key text of a row (the SDK's rowKey), as the REST API takes it. */
  pkOf(row: Row): string {
    return rowKey(
      this.meta.columns.filter((c) => c.pk),
      row,
    );
  }

  get hasPrimaryKey(): boolean {
    return this.meta.columns.some((c) => c.pk);
  }

  /** The list query for the current settings (without paging). */
  listQuery(): Omit<ListQuery, 'limit' | 'offset'> {
    const rel = (kind: 'hm' | 'mm' | 'bt') =>
      [...new Set(this.columns.filter((c) => c.relation?.kind === kind).map((c) => c.relation!.rtn))].join(',') || undefined;
    return {
      where: whereText(this.settings.filters, this.settings.filterLogic) || undefined,
      sort: sortText(this.settings.sorts) || undefined,
      hm: rel('hm'),
      mm: rel('mm'),
      bt: rel('bt'),
    };
  }

  rowAt(index: number): Row | undefined {
    return this.pages.get(Math.floor(index / this.pageSize))?.[index % this.pageSize];
  }

  /** Loads the first page (and the count after it). */
  async start(): Promise<void> {
    await this.loadPage(0);
    void this.loadCount();
  }

  /** Drops every page and loads again (new filters or sorts, inserted or deleted rows elsewhere). */
  async reload(): Promise<void> {
    const shown = { ...this.wanted };
    runInAction(() => {
      this.generation++;
      this.pages.clear();
      // Queued loads of the old generation still run (and return at once), so their callers settle.
      this.inflight.clear();
      this.totalRows = null;
      this.countState = 'pending';
      this.knownRows = 0;
      this.reachedEnd = false;
      this.firstPageLoaded = false;
      this.checked.clear();
    });
    await this.loadPage(0);
    void this.loadCount();
    await this.ensureRange(shown.first, shown.last);
  }

  /**
   * The grid shows rows `first..last`: loads the pages missing for them, then `prefetchRows`
   * ahead in the direction of scrolling, so rows scrolled into view arrive with their data (one
   * render, not a blank row filled a few frames later). At most `concurrency` loads run at once;
   * queued pages no longer wanted by the time their turn comes are skipped, so fast scrolling
   * does not fetch every page it passes. Pages beyond the cache size are evicted.
   */
  ensureRange(first: number, last: number): Promise<void> {
    first = Math.max(0, first);
    last = Math.max(first, last);
    const direction = Math.sign(first - this.lastFirstShown);
    this.lastFirstShown = first;
    this.wanted = {
      first: direction < 0 ? Math.max(0, first - this.prefetchRows) : first,
      last: direction > 0 ? last + this.prefetchRows : last,
    };
    const page = (row: number) => Math.floor(row / this.pageSize);
    // Pages shown first, then the ones ahead, nearest first.
    const order: number[] = [];
    for (let p = page(first); p <= page(last); p++) order.push(p);
    if (direction > 0) for (let p = page(last) + 1; p <= page(this.wanted.last); p++) order.push(p);
    if (direction < 0) for (let p = page(first) - 1; p >= page(this.wanted.first); p--) order.push(p);
    const waits: Promise<void>[] = [];
    for (const p of order) {
      if (this.pages.has(p)) continue;
      if (this.reachedEnd && p * this.pageSize >= this.knownRows) continue;
      waits.push(this.loadPage(p));
    }
    this.evict();
    return Promise.all(waits).then(() => undefined);
  }

  private isWanted(page: number): boolean {
    const from = Math.floor(this.wanted.first / this.pageSize) - 1;
    const to = Math.floor(this.wanted.last / this.pageSize) + 1;
    return page >= from && page <= to;
  }

  private loadPage(page: number): Promise<void> {
    const running = this.inflight.get(page);
    if (running) return running;
    const generation = this.generation;
    const run = async () => {
      // Skipped when the grid has moved on (fast scrolling) or a reload made it stale.
      if (generation !== this.generation || (page !== 0 && !this.isWanted(page)) || this.pages.has(page)) return;
      try {
        const answer = await this.rowsApi.list({
          ...this.listQuery(),
          limit: this.pageSize,
          offset: page * this.pageSize,
          withTotal: false,
        });
        if (generation !== this.generation) return;
        this.storePage(page, answer.list, answer.pageInfo.isLastPage, answer.pageInfo.totalRows);
      } catch (err) {
        if (generation === this.generation) runInAction(() => (this.loadError = err instanceof Error ? err.message : String(err)));
      }
    };
    const promise = new Promise<void>((resolve) => {
      this.queue.push(() => run().finally(resolve));
      this.pump();
    }).finally(() => {
      if (this.inflight.get(page) === promise) this.inflight.delete(page);
    });
    this.inflight.set(page, promise);
    return promise;
  }

  /** Starts queued page loads up to the concurrency limit. */
  private pump() {
    while (this.running < this.concurrency && this.queue.length) {
      const task = this.queue.shift()!;
      this.running++;
      void task().finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private storePage(page: number, list: Row[], isLastPage: boolean, totalRows: number | null) {
    this.pages.set(page, list);
    this.firstPageLoaded = true;
    this.loadError = null;
    const end = page * this.pageSize + list.length;
    if (isLastPage) {
      this.reachedEnd = true;
      this.knownRows = end;
      if (this.totalRows === null) {
        this.totalRows = end;
        this.countState = 'known';
      }
    } else this.knownRows = Math.max(this.knownRows, end);
    if (totalRows !== null && totalRows !== undefined && this.countState !== 'known') {
      this.totalRows = totalRows;
      this.countState = 'known';
    }
    this.evict();
  }

  /** Keeps at most `maxPages`, dropping those farthest from the shown range. */
  private evict() {
    if (this.pages.size <= this.maxPages) return;
    const centre = (this.wanted.first + this.wanted.last) / 2 / this.pageSize;
    const byDistance = [...this.pages.keys()].sort((a, b) => Math.abs(b - centre) - Math.abs(a - centre));
    for (const p of byDistance.slice(0, this.pages.size - this.maxPages)) this.pages.delete(p);
  }

  private isCountKnown(): boolean {
    return this.countState === 'known';
  }

  /** Loads the count unless known; a timeout leaves the total unknown. */
  async loadCount(): Promise<void> {
    if (this.countState === 'known') return;
    const generation = this.generation;
    try {
      const count = await this.rowsApi.count(this.listQuery().where);
      // A page may have settled the count while this one ran.
      if (generation !== this.generation || this.isCountKnown()) return;
      runInAction(() => {
        this.totalRows = count;
        this.countState = count === null ? 'unknown' : 'known';
      });
    } catch {
      if (generation === this.generation) runInAction(() => (this.countState = 'unknown'));
    }
  }

  setSettings(settings: GridSettings) {
    const before = this.listQuery();
    this.settings = settings;
    const after = this.listQuery();
    if (
      before.where !== after.where ||
      before.sort !== after.sort ||
      before.hm !== after.hm ||
      before.mm !== after.mm ||
      before.bt !== after.bt
    ) {
      void this.reload();
    }
  }

  // --- selection and editing -------------------------------------------------------------

  select(cell: CellRef | null, extend = false) {
    if (!cell) {
      this.active = null;
      this.anchor = null;
      this.editing = false;
      return;
    }
    const clamped = this.clamp(cell);
    if (extend && this.active) this.anchor = clamped;
    else {
      this.active = clamped;
      this.anchor = null;
    }
    this.editing = false;
  }

  private clamp(cell: CellRef): CellRef {
    return {
      row: Math.max(0, Math.min(Math.max(0, this.rowCount - 1), cell.row)),
      col: Math.max(0, Math.min(Math.max(0, this.columns.length - 1), cell.col)),
    };
  }

  /** Arrow keys (with shift: extend the range from the active cell). */
  move(dRow: number, dCol: number, extend = false) {
    if (!this.active) {
      this.active = { row: 0, col: 0 };
      return;
    }
    const from = extend ? (this.anchor ?? this.active) : this.active;
    this.select({ row: from.row + dRow, col: from.col + dCol }, extend);
  }

  get activeColumn(): GridColumn | undefined {
    return this.active ? this.columns[this.active.col] : undefined;
  }

  /** Can the active cell be edited inline? */
  canEdit(cell: CellRef | null = this.active): boolean {
    if (!cell || this.readOnly) return false;
    const col = this.columns[cell.col];
    return Boolean(col && !col.readOnly && !col.relation && this.rowAt(cell.row) && this.hasPrimaryKey);
  }

  startEditing() {
    if (this.canEdit()) this.editing = true;
  }

  stopEditing() {
    this.editing = false;
  }

  toggleChecked(pk: string) {
    if (this.checked.has(pk)) this.checked.delete(pk);
    else this.checked.add(pk);
  }

  clearError() {
    this.lastError = null;
  }

  /** Puts a value into a loaded row (every page holding that key). */
  private patchLoaded(pk: string, patch: Row) {
    runInAction(() => {
      for (const [page, rows] of this.pages) {
        const i = rows.findIndex((r) => this.pkOf(r) === pk);
        if (i < 0) continue;
        const next = rows.slice();
        next[i] = { ...rows[i], ...patch };
        this.pages.set(page, next);
      }
    });
  }

  /**
   * Writes one cell: shown at once, sent with PUT, rolled back with the server's message when
   * refused. Recorded for undo unless it is an undo itself.
   */
  async setCell(rowIndex: number, key: string, value: unknown, options: { record?: boolean } = {}): Promise<boolean> {
    const row = this.rowAt(rowIndex);
    if (!row || this.readOnly) return false;
    const edit = await this.writeCell({ pk: this.pkOf(row), key, value, prevValue: row[key] });
    if (edit && (options.record ?? true)) this.recordUndo(edit);
    return edit !== null;
  }

  /**
   * Shows an edit at once, sends it with PUT and answers it, or rolls it back with the server's
   * message and answers null. Not recorded for undo (the caller decides).
   */
  private async writeCell(edit: CellEdit): Promise<CellEdit | null> {
    const { pk, key, value, prevValue, shown } = edit;
    this.patchLoaded(pk, shown ? { [key]: value, [shown.key]: shown.value } : { [key]: value });
    try {
      const saved = await this.rowsApi.update(pk, { [key]: value });
      this.patchLoaded(pk, saved && typeof saved === 'object' ? { [key]: (saved as Row)[key] ?? value } : {});
      return edit;
    } catch (err) {
      this.patchLoaded(pk, shown ? { [key]: prevValue, [shown.key]: shown.prevValue } : { [key]: prevValue });
      this.failed(err);
      return null;
    }
  }

  private recordUndo(entry: UndoEntry) {
    runInAction(() => {
      this.undoStack = [...this.undoStack, entry].slice(-this.undoLimit);
    });
  }

  /** Keeps a failed write's message for the grid to show. */
  private failed(err: unknown) {
    runInAction(() => (this.lastError = { message: err instanceof Error ? err.message : String(err) }));
  }

  /**
   * The physical column a belongs-to column writes (its foreign key), or why its parent cannot
   * be picked: the meta names one child column per relation (`cn`), so a key of several columns
   * (or one the table does not list) cannot be written from here.
   */
  foreignKeyOf(col: GridColumn): { column: ColumnMeta } | { error: GridError } {
    const rel = col.relation;
    if (!rel || rel.kind !== 'bt') return { error: { key: 'parent.notBelongsTo' } };
    const column = this.meta.columns.find((c) => c.cn === rel.meta.cn);
    if (!column || /[,\s]/.test(rel.meta.cn)) return { error: { key: 'parent.composite', params: { column: rel.meta.cn } } };
    if (column.pk) return { error: { key: 'parent.primaryKey', params: { column: column._cn ?? column.cn } } };
    return { column };
  }

  /** Why the parent of a belongs-to cell cannot be cleared (its foreign key is required), or null. */
  clearParentError(col: GridColumn): GridError | null {
    const fk = this.foreignKeyOf(col);
    if ('error' in fk) return fk.error;
    return fk.column.rqd ? { key: 'parent.required', params: { column: fk.column._cn ?? fk.column.cn } } : null;
  }

  /**
   * Sets (or with null clears) the parent of a belongs-to cell: writes the row's foreign key as
   * a cell edit (undoable, rolled back with the server's message when refused) and shows the
   * chosen parent in the relation cell.
   */
  async setParent(rowIndex: number, col: GridColumn, parent: ParentChoice | null): Promise<boolean> {
    const row = this.rowAt(rowIndex);
    if (!row || this.readOnly) return false;
    const fk = this.foreignKeyOf(col);
    const refused = 'error' in fk ? fk.error : parent === null ? this.clearParentError(col) : null;
    if (refused || 'error' in fk) {
      runInAction(() => (this.lastError = refused));
      return false;
    }
    const key = fk.column._cn ?? fk.column.cn;
    const edit = await this.writeCell({
      pk: this.pkOf(row),
      key,
      value: parent ? parent.key : null,
      prevValue: row[key] ?? null,
      shown: { key: col.key, value: parent ? parent.row : null, prevValue: row[col.key] ?? null },
    });
    if (edit) this.recordUndo(edit);
    return edit !== null;
  }

  /** Parses text typed into a cell and writes it; a value the type refuses is not sent. */
  async setCellText(rowIndex: number, col: GridColumn, text: string): Promise<boolean> {
    const parsed = parseInput(col, text);
    if (!parsed.ok) {
      runInAction(() => (this.lastError = { key: parsed.error, params: parsed.params }));
      return false;
    }
    return this.setCell(rowIndex, col.key, parsed.value);
  }

  /** Reads one row again (after linking or unlinking related rows) and puts it in the loaded pages. */
  async refreshRow(pk: string): Promise<void> {
    const q = this.listQuery();
    try {
      const row = await this.rowsApi.read(pk, { hm: q.hm, mm: q.mm, bt: q.bt });
      this.patchLoaded(pk, row);
    } catch (err) {
      this.failed(err);
    }
  }

  /**
   * Undoes the last edit: writes a cell's previous value back; a paste that added rows writes
   * its cells back (last first) and deletes the rows it added.
   */
  async undo(): Promise<boolean> {
    const last = this.undoStack[this.undoStack.length - 1];
    if (!last) return false;
    runInAction(() => (this.undoStack = this.undoStack.slice(0, -1)));
    const revert = async (e: CellEdit) =>
      (await this.writeCell({
        pk: e.pk,
        key: e.key,
        value: e.prevValue,
        prevValue: e.value,
        shown: e.shown && { key: e.shown.key, value: e.shown.prevValue, prevValue: e.shown.value },
      })) !== null;
    if (!('edits' in last)) return revert(last);
    let ok = true;
    for (const e of [...last.edits].reverse()) ok = (await revert(e)) && ok;
    if (last.addedPks.length) ok = (await this.deleteRows(last.addedPks)) === last.addedPks.length && ok;
    return ok;
  }

  /** Adds a row (with the given values) and reloads; answers the new row. */
  async addRow(values: Row = {}): Promise<Row | null> {
    if (this.readOnly) return null;
    try {
      const row = await this.rowsApi.create(values);
      await this.reload();
      return row;
    } catch (err) {
      this.failed(err);
      return null;
    }
  }

  /** Deletes rows by key and reloads. Answers how many were deleted. */
  async deleteRows(pks: readonly string[]): Promise<number> {
    if (this.readOnly) return 0;
    let deleted = 0;
    for (const pk of pks) {
      try {
        await this.rowsApi.remove(pk);
        deleted++;
      } catch (err) {
        this.failed(err);
        break;
      }
    }
    await this.reload();
    return deleted;
  }

  /** Rows the delete action acts on: the checked ones, else the rows of the selected range. */
  rowsToDelete(): string[] {
    if (this.checked.size) return [...this.checked];
    const sel = this.selection;
    if (!sel) return [];
    const out: string[] = [];
    for (let r = sel.top; r <= sel.bottom; r++) {
      const row = this.rowAt(r);
      if (row) out.push(this.pkOf(row));
    }
    return out;
  }

  /** The selected range as tab-separated text. */
  copySelection(): string {
    const sel = this.selection;
    if (!sel) return '';
    const cols = this.columns.slice(sel.left, sel.right + 1);
    const cells: string[][] = [];
    for (let r = sel.top; r <= sel.bottom; r++) {
      const row = this.rowAt(r);
      cells.push(cols.map((c) => (row ? displayText(c, row[c.key]) : '')));
    }
    return toTsv(cells);
  }

  /**
   * Pastes tab-separated text from the active cell on (loaded rows; read-only and relation
   * columns are skipped). Each changed cell is written and recorded for undo. When the block runs
   * past the last row (the row count known) and `confirmAddRows` agrees, the missing rows are
   * created in one bulk request with the pasted values typed by column, and the paste is undone
   * as one (cells written back, added rows deleted). Answers the cells written.
   */
  async paste(text: string, options: PasteOptions = {}): Promise<number> {
    if (!this.active || this.readOnly) return 0;
    const cells = parseTsv(text);
    const start = this.active;
    const existingLines = this.isEndKnown() ? Math.max(0, Math.min(cells.length, this.rowCount - start.row)) : cells.length;
    const extraLines = cells.slice(existingLines);
    let newRows: Row[] | null = null;
    if (extraLines.length && options.confirmAddRows && this.hasPrimaryKey) {
      // Typed before asking: a value its column refuses is reported instead of a question.
      const typed = this.newRowValues(extraLines, start.col);
      if ('error' in typed) runInAction(() => (this.lastError = typed.error));
      else if (await options.confirmAddRows(extraLines.length)) newRows = typed.rows;
    }
    const edits: CellEdit[] = [];
    for (const [dr, line] of cells.slice(0, existingLines).entries()) {
      const rowIndex = start.row + dr;
      const row = this.rowAt(rowIndex);
      if (rowIndex >= this.rowCount || !row) break;
      for (const [dc, cellText] of line.entries()) {
        const col = this.columns[start.col + dc];
        if (!col || col.readOnly || col.relation) continue;
        const parsed = parseInput(col, cellText);
        if (!parsed.ok) {
          runInAction(() => (this.lastError = { key: parsed.error, params: parsed.params }));
          continue;
        }
        const edit = await this.writeCell({ pk: this.pkOf(row), key: col.key, value: parsed.value, prevValue: row[col.key] });
        if (edit) edits.push(edit);
      }
    }
    if (!newRows) {
      for (const edit of edits) this.recordUndo(edit);
      return edits.length;
    }
    let added: Row[];
    try {
      added = await this.rowsApi.createBulk(newRows);
    } catch (err) {
      this.failed(err);
      for (const edit of edits) this.recordUndo(edit);
      return edits.length;
    }
    this.recordUndo({ edits, addedPks: added.map((r) => this.pkOf(r)) });
    await this.reload();
    return edits.length + newRows.reduce((n, r) => n + Object.keys(r).length, 0);
  }

  /** The last row is known: the count, or the last page seen. */
  private isEndKnown(): boolean {
    return this.totalRows !== null || this.reachedEnd;
  }

  /**
   * Values of rows to add from pasted lines, typed by column as a paste into existing rows types
   * them; empty cells are left out (the column's default applies), as are read-only and relation
   * columns. The first value a column refuses is the answer instead.
   */
  private newRowValues(lines: string[][], firstCol: number): { rows: Row[] } | { error: GridError } {
    const rows: Row[] = [];
    for (const line of lines) {
      const row: Row = {};
      for (const [dc, cellText] of line.entries()) {
        const col = this.columns[firstCol + dc];
        if (!col || col.readOnly || col.relation || cellText.trim() === '') continue;
        const parsed = parseInput(col, cellText);
        if (!parsed.ok) return { error: { key: parsed.error, params: parsed.params } };
        row[col.key] = parsed.value;
      }
      rows.push(row);
    }
    return { rows };
  }

  /**
   * Applies changes pushed by the server (live updates): updates of loaded rows in place;
   * inserts and deletes reload (row positions move).
   */
  async applyChanges(changes: readonly RowChange[]): Promise<void> {
    const mine = changes.filter((c) => c.tn === this.meta.tn);
    if (!mine.length) return;
    if (mine.some((c) => c.op !== 'update')) {
      await this.reload();
      return;
    }
    const aliasOfColumn = new Map(this.meta.columns.map((c) => [c.cn, c._cn]));
    for (const change of mine) {
      const patch: Row = {};
      for (const c of change.changes) patch[aliasOfColumn.get(c.cn) ?? c.cn] = c.value;
      this.patchLoaded(change.pk, patch);
    }
  }
}
