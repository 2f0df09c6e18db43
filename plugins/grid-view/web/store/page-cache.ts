/**
 * The rows of one grid, a page at a time: a bounded cache (a table of a million rows keeps a few
 * thousand in memory), loads for the range the grid shows plus a little ahead in the direction
 * of scrolling, at most `concurrency` at once, and the row count once known.
 *
 * Pages are fetched without the list's COUNT: on an embedded SQLite file a COUNT of a large
 * table cannot be cut short and would hold up every page. The count loads once, after the first
 * page; a count that times out leaves the total unknown (the grid then grows as pages arrive
 * until the last one). A big table's count starts with the database's estimate (a PostgreSQL
 * table above the data plugin's threshold): the grid lays out that many rows and says "about N"
 * while the exact count runs.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { CountEstimate, ListAnswer } from '@plinth/sdk/web';
import type { Row } from '@plinth/sdk';

/** Where pages and the count come from (the list query is the caller's). */
export interface PageSource {
  page(offset: number, limit: number): Promise<ListAnswer>;
  count(): Promise<number | null>;
  /** The count, or at once the database's estimate for a big table; null when counting timed out. */
  estimate(): Promise<CountEstimate | null>;
}

export interface PageCacheOptions {
  pageSize: number;
  /** Pages kept at most; the ones farthest from the shown range go first. */
  maxPages: number;
  /** Page loads running at once. */
  concurrency: number;
  /** Rows loaded ahead of the view in the direction of scrolling. */
  prefetchRows: number;
}

export class PageCache {
  /** Loaded pages by page number. */
  readonly pages = observable.map<number, Row[]>({}, { deep: false });
  /** Exact total when known; null while unknown. */
  totalRows: number | null = null;
  countState: 'pending' | 'estimated' | 'known' | 'unknown' = 'pending';
  /** The database's estimate of the total while no exact count is known (a big table). */
  estimatedRows: number | null = null;
  /** Rows known to exist (end of the farthest page seen). */
  knownRows = 0;
  /** The last page has been seen. */
  reachedEnd = false;
  firstPageLoaded = false;
  loadError: string | null = null;

  readonly pageSize: number;
  private readonly maxPages: number;
  private readonly concurrency: number;
  private readonly prefetchRows: number;
  /** First row shown at the last `ensureRange`: which way the grid scrolls. */
  private lastFirstShown = 0;
  /** Bumped by `reload`: answers of an older generation are dropped. */
  private generation = 0;
  private readonly inflight = new Map<number, Promise<void>>();
  /** Page loads waiting for a free slot. */
  private readonly queue: (() => Promise<void>)[] = [];
  private running = 0;
  /** The range the grid last asked for. */
  private wanted = { first: 0, last: 0 };

  constructor(
    private readonly source: PageSource,
    options: PageCacheOptions,
  ) {
    this.pageSize = options.pageSize;
    this.maxPages = options.maxPages;
    this.concurrency = options.concurrency;
    this.prefetchRows = options.prefetchRows;
    makeObservable<PageCache, 'storePage' | 'evict'>(this, {
      totalRows: observable,
      countState: observable,
      estimatedRows: observable,
      knownRows: observable,
      reachedEnd: observable,
      firstPageLoaded: observable,
      loadError: observable,
      rowCount: computed,
      storePage: action,
      evict: action,
    });
  }

  /** Rows the grid lays out: the total when known, else what is known plus one page to scroll into. */
  get rowCount(): number {
    if (this.totalRows !== null) return this.totalRows;
    if (this.reachedEnd) return this.knownRows;
    const grown = this.knownRows + (this.firstPageLoaded ? this.pageSize : 0);
    return this.estimatedRows === null ? grown : Math.max(grown, this.estimatedRows);
  }

  rowAt(index: number): Row | undefined {
    return this.pages.get(Math.floor(index / this.pageSize))?.[index % this.pageSize];
  }

  /** The last row is known: the count, or the last page seen. */
  isEndKnown(): boolean {
    return this.totalRows !== null || this.reachedEnd;
  }

  /** Loads the first page (and the count after it). */
  async start(): Promise<void> {
    await this.loadPage(0);
    void this.loadCount();
  }

  /** Drops every page and loads again, then the range shown before. */
  async reload(): Promise<void> {
    const shown = { ...this.wanted };
    runInAction(() => {
      this.generation++;
      this.pages.clear();
      // Queued loads of the old generation still run (and return at once), so their callers settle.
      this.inflight.clear();
      this.totalRows = null;
      this.countState = 'pending';
      this.estimatedRows = null;
      this.knownRows = 0;
      this.reachedEnd = false;
      this.firstPageLoaded = false;
    });
    await this.start();
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

  /** Puts values into every loaded row `matches` picks. */
  patchRows(matches: (row: Row) => boolean, patch: Row): void {
    runInAction(() => {
      for (const [page, rows] of this.pages) {
        const i = rows.findIndex(matches);
        if (i < 0) continue;
        const next = rows.slice();
        next[i] = { ...rows[i], ...patch };
        this.pages.set(page, next);
      }
    });
  }

  /**
   * Loads the count unless known: the estimate of a big table first (shown as "about N"), then
   * its exact count. A timeout leaves the total unknown, or estimated when there is an estimate.
   */
  async loadCount(): Promise<void> {
    if (this.countState === 'known') return;
    const generation = this.generation;
    // A page may have settled the count while a count ran.
    const stale = () => generation !== this.generation || this.isCountKnown();
    try {
      const first = await this.source.estimate();
      if (stale()) return;
      if (first?.estimated) runInAction(() => ((this.estimatedRows = first.count), (this.countState = 'estimated')));
      const count = first && !first.estimated ? first.count : first ? await this.source.count() : null;
      if (stale()) return;
      runInAction(() => {
        this.totalRows = count;
        this.countState = count !== null ? 'known' : this.estimatedRows !== null ? 'estimated' : 'unknown';
      });
    } catch {
      if (generation === this.generation && !this.isCountKnown())
        runInAction(() => (this.countState = this.estimatedRows !== null ? 'estimated' : 'unknown'));
    }
  }

  private isCountKnown(): boolean {
    return this.countState === 'known';
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
        const answer = await this.source.page(page * this.pageSize, this.pageSize);
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
    if (list.length === 0 && page * this.pageSize > this.knownRows) {
      // Past the end (an estimate above the real count, or a page loaded ahead): the end lies
      // before this page, after the rows known; the layout shrinks to it and the pages before
      // find it. Taking this page's offset as the end would count rows that do not exist.
      this.estimatedRows = Math.max(this.knownRows, Math.min(this.estimatedRows ?? Infinity, page * this.pageSize));
      return;
    }
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
}
