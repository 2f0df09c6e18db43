/**
 * State of one open grid (mobx), composed of its parts: the page cache of rows and the count
 * (store/page-cache.ts), the active cell, range and checked rows (store/selection.ts), the undo
 * stack (store/edit-history.ts), copy and paste (store/clipboard.ts) and live updates
 * (store/live-sync.ts). This class keeps the settings and the writes (cells, parents, rows) and
 * answers the grid's components through one object.
 */
import {
  rowKey,
  type ColumnMeta,
  type RowChange,
  type TableMeta,
  viewColumns,
  type ViewColumn,
  shownColumns,
  sortText,
  whereText,
  parseInput,
  type Row,
} from '@plinth/sdk';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { DEFAULT_GRID_SETTINGS, type GridSettings } from '../shared/settings.js';
import { copyRange, pasteText } from './store/clipboard.js';
import { EditHistory } from './store/edit-history.js';
import { applyLiveChanges } from './store/live-sync.js';
import { PageCache } from './store/page-cache.js';
import { GridSelection, type CellRange } from './store/selection.js';
import type { CellEdit, CellRef, GridError, GridStoreOptions, ParentChoice, PasteOptions, UndoEntry } from './store/types.js';
import type { ListQuery, RowsApi } from '@plinth/sdk/web';

export type { CellEdit, CellRef, GridError, GridStoreOptions, ParentChoice, PasteOptions, UndoEntry } from './store/types.js';

export class GridStore {
  readonly meta: TableMeta;
  readonly rowsApi: RowsApi;
  readonly readOnly: boolean;
  private readonly aliasOf: (tn: string) => string;
  private readonly cache: PageCache;
  private readonly sel: GridSelection;
  private readonly history: EditHistory;

  settings: GridSettings;
  lastError: GridError | null = null;
  /** Cell writes the server accepted, for the grid to announce each (a polite status). */
  savedCells = 0;

  constructor(options: GridStoreOptions) {
    this.meta = options.meta;
    this.rowsApi = options.rows;
    this.settings = options.settings ?? DEFAULT_GRID_SETTINGS;
    this.aliasOf = options.aliasOf ?? ((tn) => tn);
    this.readOnly = options.readOnly ?? false;
    const pageSize = options.pageSize ?? 100;
    this.cache = new PageCache(
      {
        page: (offset, limit) => this.rowsApi.list({ ...this.listQuery(), limit, offset, withTotal: false }),
        count: () => this.rowsApi.count(this.listQuery().where),
        estimate: () => this.rowsApi.estimate(this.listQuery().where),
      },
      {
        pageSize,
        maxPages: Math.max(3, options.maxPages ?? 30),
        concurrency: options.concurrency ?? 2,
        prefetchRows: Math.max(0, options.prefetchRows ?? 2 * pageSize),
      },
    );
    this.sel = new GridSelection(() => ({ rows: this.rowCount, columns: this.columns.length }));
    this.history = new EditHistory(options.undoLimit ?? 100);
    makeObservable(this, {
      settings: observable.ref,
      lastError: observable.ref,
      savedCells: observable,
      allColumns: computed,
      columns: computed,
      setSettings: action,
      startEditing: action,
      stopEditing: action,
      clearError: action,
    });
  }

  // --- rows (the page cache) ---------------------------------------------------------------

  get pages() {
    return this.cache.pages;
  }
  get totalRows() {
    return this.cache.totalRows;
  }
  get countState() {
    return this.cache.countState;
  }
  /** The database's estimate of the total while counting a big table (countState 'estimated'). */
  get estimatedRows() {
    return this.cache.estimatedRows;
  }
  get reachedEnd() {
    return this.cache.reachedEnd;
  }
  get firstPageLoaded() {
    return this.cache.firstPageLoaded;
  }
  get loadError() {
    return this.cache.loadError;
  }
  /** Rows the grid lays out: the total when known, else what is known plus one page to scroll into. */
  get rowCount(): number {
    return this.cache.rowCount;
  }
  rowAt(index: number): Row | undefined {
    return this.cache.rowAt(index);
  }
  isEndKnown(): boolean {
    return this.cache.isEndKnown();
  }
  /** Loads the first page (and the count after it). */
  start(): Promise<void> {
    return this.cache.start();
  }
  /** Drops every page and checked row and loads again (new filters or sorts, rows added or deleted elsewhere). */
  async reload(): Promise<void> {
    runInAction(() => this.sel.checked.clear());
    await this.cache.reload();
  }
  /** The grid shows rows `first..last` (see PageCache.ensureRange). */
  ensureRange(first: number, last: number): Promise<void> {
    return this.cache.ensureRange(first, last);
  }
  /** Puts values into the loaded row with this key. */
  patchLoaded(pk: string, patch: Row): void {
    this.cache.patchRows((r) => this.pkOf(r) === pk, patch);
  }

  // --- selection ----------------------------------------------------------------------------

  get active(): CellRef | null {
    return this.sel.active;
  }
  get anchor(): CellRef | null {
    return this.sel.anchor;
  }
  get editing(): boolean {
    return this.sel.editing;
  }
  get checked() {
    return this.sel.checked;
  }
  /** The selected range (inclusive), or null. */
  get selection(): CellRange | null {
    return this.sel.range;
  }
  select(cell: CellRef | null, extend = false) {
    this.sel.select(cell, extend);
  }
  /** Arrow keys (with shift: extend the range from the active cell). */
  move(dRow: number, dCol: number, extend = false) {
    this.sel.move(dRow, dCol, extend);
  }
  toggleChecked(pk: string) {
    this.sel.toggleChecked(pk);
  }
  startEditing() {
    if (this.canEdit()) this.sel.editing = true;
  }
  stopEditing() {
    this.sel.editing = false;
  }

  // --- undo, clipboard, live updates ----------------------------------------------------------

  get undoStack(): UndoEntry[] {
    return this.history.entries;
  }
  /** The selected range as tab-separated text. */
  copySelection(): string {
    return copyRange(this);
  }
  /** Pastes tab-separated text from the active cell on (see pasteText). */
  paste(text: string, options: PasteOptions = {}): Promise<number> {
    return pasteText(this, text, options);
  }
  /** Applies changes pushed by the server (live updates). */
  applyChanges(changes: readonly RowChange[]): Promise<void> {
    return applyLiveChanges(this, changes);
  }

  // --- columns and settings -------------------------------------------------------------------

  /** Every column of the table, in meta order. */
  get allColumns(): ViewColumn[] {
    return viewColumns(this.meta, this.aliasOf);
  }

  /** The shown columns: saved order first, then the rest in meta order, without hidden ones. */
  get columns(): ViewColumn[] {
    return shownColumns(this.allColumns, this.settings);
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

  // --- writes --------------------------------------------------------------------------------

  get activeColumn(): ViewColumn | undefined {
    return this.active ? this.columns[this.active.col] : undefined;
  }

  /** Can the active cell be edited inline? */
  canEdit(cell: CellRef | null = this.active): boolean {
    if (!cell || this.readOnly) return false;
    const col = this.columns[cell.col];
    return Boolean(col && !col.readOnly && !col.relation && this.rowAt(cell.row) && this.hasPrimaryKey);
  }

  clearError() {
    this.lastError = null;
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
  async writeCell(edit: CellEdit): Promise<CellEdit | null> {
    const { pk, key, value, prevValue, shown } = edit;
    this.patchLoaded(pk, shown ? { [key]: value, [shown.key]: shown.value } : { [key]: value });
    try {
      const saved = await this.rowsApi.update(pk, { [key]: value });
      this.patchLoaded(pk, saved && typeof saved === 'object' ? { [key]: (saved as Row)[key] ?? value } : {});
      runInAction(() => this.savedCells++);
      return edit;
    } catch (err) {
      this.patchLoaded(pk, shown ? { [key]: prevValue, [shown.key]: shown.prevValue } : { [key]: prevValue });
      this.failed(err);
      return null;
    }
  }

  recordUndo(entry: UndoEntry) {
    this.history.record(entry);
  }

  /** Keeps a failed write's message for the grid to show. */
  failed(err: unknown) {
    this.showError({ message: err instanceof Error ? err.message : String(err) });
  }

  showError(error: GridError | null) {
    runInAction(() => (this.lastError = error));
  }

  /**
   * The physical column a belongs-to column writes (its foreign key), or why its parent cannot
   * be picked: the meta names one child column per relation (`cn`), so a key of several columns
   * (or one the table does not list) cannot be written from here.
   */
  foreignKeyOf(col: ViewColumn): { column: ColumnMeta } | { error: GridError } {
    const rel = col.relation;
    if (!rel || rel.kind !== 'bt') return { error: { key: 'parent.notBelongsTo' } };
    const column = this.meta.columns.find((c) => c.cn === rel.meta.cn);
    if (!column || /[,\s]/.test(rel.meta.cn)) return { error: { key: 'parent.composite', params: { column: rel.meta.cn } } };
    if (column.pk) return { error: { key: 'parent.primaryKey', params: { column: column._cn ?? column.cn } } };
    return { column };
  }

  /** Why the parent of a belongs-to cell cannot be cleared (its foreign key is required), or null. */
  clearParentError(col: ViewColumn): GridError | null {
    const fk = this.foreignKeyOf(col);
    if ('error' in fk) return fk.error;
    return fk.column.rqd ? { key: 'parent.required', params: { column: fk.column._cn ?? fk.column.cn } } : null;
  }

  /**
   * Sets (or with null clears) the parent of a belongs-to cell: writes the row's foreign key as
   * a cell edit (undoable, rolled back with the server's message when refused) and shows the
   * chosen parent in the relation cell.
   */
  async setParent(rowIndex: number, col: ViewColumn, parent: ParentChoice | null): Promise<boolean> {
    const row = this.rowAt(rowIndex);
    if (!row || this.readOnly) return false;
    const fk = this.foreignKeyOf(col);
    const refused = 'error' in fk ? fk.error : parent === null ? this.clearParentError(col) : null;
    if (refused || 'error' in fk) {
      this.showError(refused);
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
  async setCellText(rowIndex: number, col: ViewColumn, text: string): Promise<boolean> {
    const parsed = parseInput(col, text);
    if (!parsed.ok) {
      this.showError({ key: parsed.error, params: parsed.params });
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
    const last = this.history.takeLast();
    if (!last) return false;
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
}
