/**
 * A seeding run: the planned tables filled in order, in chunks through the data service's
 * `insertBulk` (so table access rules, validation and the row-change hook apply, each chunk one
 * transaction), then many-to-many links added as junction rows the same way. The key of every
 * row written is recorded as it is written, so a stop keeps what was added removable.
 */
import { randomUUID } from 'node:crypto';
import { parseRowKey, type ColumnMeta, type Logger, type TableMeta } from '@plinth/sdk';
import type { ApiRow, DataActor, SqlFamily, TableDataService } from '@plinth/sdk/server';
import type { SeedLocale, SeedProgress } from '../types.js';
import { columnFills, distinct, fakerFor, keyGen, type ColumnFill } from './generate.js';
import type { PlannedTable } from './plan.js';
import type { RecordedRow, SeedStore } from './store.js';

/** Rows per `insertBulk` call (one transaction each). */
const CHUNK_ROWS = 500;
/** Existing keys of a related table sampled for foreign keys and links. */
const POOL_SAMPLE = 5_000;
/** Tries of a chunk the database refused as a duplicate (values made distinct on each). */
const UNIQUE_TRIES = 3;

/** Keys of the rows written with one origin, collected from the data service's row-change hook. */
export class KeyCollector {
  private readonly buffers = new Map<string, RecordedRow[]>();

  open(origin: string): void {
    this.buffers.set(origin, []);
  }

  close(origin: string): void {
    this.buffers.delete(origin);
  }

  /** The hook's changes: inserts of an open origin are kept. */
  collect(changes: { tn: string; op: string; pk: string; origin?: string }[]): void {
    for (const c of changes) {
      if (c.op !== 'insert' || c.origin === undefined) continue;
      this.buffers.get(c.origin)?.push({ tn: c.tn, pk: c.pk });
    }
  }

  take(origin: string): RecordedRow[] {
    const rows = this.buffers.get(origin) ?? [];
    this.buffers.set(origin, []);
    return rows;
  }
}

export interface RunDeps {
  data: TableDataService;
  store: SeedStore;
  collector: KeyCollector;
  log: Logger;
  sql: SqlFamily;
}

class StoppedError extends Error {}

const statusOf = (err: unknown) => (err as { status?: number })?.status;

export class SeedRun {
  readonly runId = randomUUID();
  readonly progress: SeedProgress;
  private stopRequested = false;
  /** Keys (row id strings) this run added, per table. */
  private readonly added = new Map<string, string[]>();
  private readonly origin: string;
  private counter = 0;

  constructor(
    private readonly deps: RunDeps,
    private readonly projectId: string,
    private readonly dbAlias: string,
    private readonly tables: PlannedTable[],
    private readonly locale: SeedLocale,
    private readonly actor: DataActor,
  ) {
    this.origin = `seed-data:${this.runId}`;
    this.progress = {
      status: 'running',
      runId: this.runId,
      tables: tables.map((t) => ({ tn: t.tn, _tn: t._tn, done: 0, total: t.rows })),
      links: 0,
      startedAt: new Date().toISOString(),
    };
  }

  get running(): boolean {
    return this.progress.status === 'running' || this.progress.status === 'stopping';
  }

  stop(): void {
    if (this.progress.status === 'running') {
      this.stopRequested = true;
      this.progress.status = 'stopping';
    }
  }

  /** Runs to the end; never rejects (the progress holds the outcome). */
  async run(): Promise<void> {
    const { collector, log } = this.deps;
    collector.open(this.origin);
    try {
      for (const [i, table] of this.tables.entries()) await this.fill(table, i);
      for (const table of this.tables) for (const rel of table.mm) await this.link(table, rel);
      this.progress.status = 'done';
    } catch (err) {
      if (err instanceof StoppedError) this.progress.status = 'stopped';
      else {
        const status = statusOf(err);
        const internal = typeof status !== 'number' || status >= 500;
        // What went wrong inside stays in the server log, as for any answer.
        if (internal) log.error(`Sample data run ${this.runId} failed`, err);
        this.progress.status = 'failed';
        this.progress.error = internal ? 'Internal server error' : err instanceof Error ? err.message : String(err);
      }
    } finally {
      collector.close(this.origin);
      this.progress.finishedAt = new Date().toISOString();
    }
  }

  /** Between chunks: lets other requests in (an embedded SQLite database answers without a turn of the event loop) and honours a stop. */
  private async pause(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.stopRequested) throw new StoppedError('Stopped');
  }

  /** Inserts rows through the data service and records their keys; answers the keys. */
  private async insert(tn: string, rows: ApiRow[]): Promise<string[]> {
    const { data, store, collector } = this.deps;
    collector.take(this.origin);
    let written: RecordedRow[];
    try {
      await data.insertBulk(this.projectId, tn, rows, { ...this.actor, origin: this.origin });
    } finally {
      // Rows committed before a failure (a row-change tap failing after the commit) are recorded all the same.
      written = collector.take(this.origin);
      await store.record(this.projectId, this.dbAlias, this.runId, written);
    }
    const keys = written.filter((r) => r.tn === tn).map((r) => r.pk);
    const own = this.added.get(tn) ?? [];
    for (const k of keys) own.push(k);
    this.added.set(tn, own);
    return keys;
  }

  /** Up to `POOL_SAMPLE` values of column `cn` of table `tn` as they are now (rows this run added included). */
  private async sample(meta: TableMeta, cn: string): Promise<unknown[]> {
    const col = meta.columns.find((c) => c.cn === cn);
    if (!col) return [];
    const values: unknown[] = [];
    for (let offset = 0; values.length < POOL_SAMPLE; offset += 1000) {
      const page = await this.deps.data.list(this.projectId, meta.tn, { fields: col._cn, limit: 1000, offset }, { withTotal: false });
      for (const row of page.list) if (row[col._cn] !== null && row[col._cn] !== undefined) values.push(row[col._cn]);
      if (page.pageInfo.isLastPage) break;
    }
    return values;
  }

  /** The values a column of a related table takes: a sample of its rows, with keys this run added when the column is the key. */
  private async pool(meta: TableMeta, cn: string): Promise<unknown[]> {
    const sampled = await this.sample(meta, cn);
    const pk = meta.columns.filter((c) => c.pk);
    if (pk.length !== 1 || pk[0]!.cn !== cn) return sampled;
    const seen = new Set(sampled.map(String));
    const own = (this.added.get(meta.tn) ?? []).filter((k) => !seen.has(k));
    return [...sampled, ...own.slice(-POOL_SAMPLE)];
  }

  private async relatedMeta(tn: string): Promise<TableMeta> {
    return this.deps.data.meta(this.projectId, tn);
  }

  private async fill(table: PlannedTable, index: number): Promise<void> {
    const { sql } = this.deps;
    const faker = await fakerFor(this.locale);
    const meta = await this.relatedMeta(table.tn);
    const fkCols = new Set(table.parents.map((p) => p.cn));
    const { fills, refusal } = columnFills(faker, meta, sql, fkCols);
    if (refusal) throw Object.assign(new Error(refusal), { status: 400 });
    const pools = new Map<string, unknown[]>();
    for (const p of table.parents) {
      if (pools.has(p.cn)) continue;
      const values = await this.pool(await this.relatedMeta(p.rtn), p.rcn);
      if (!values.length && p.required) {
        throw Object.assign(new Error(`Table '${meta._tn}' needs rows in '${p.rtn}': add sample rows to '${p.rtn}' too`), { status: 400 });
      }
      pools.set(p.cn, values);
    }
    const keyGens = new Map<ColumnMeta, (i: number) => unknown>();
    for (const f of fills) {
      if (f.source !== 'pk') continue;
      const after = await this.largestKey(meta, f.col);
      keyGens.set(f.col, keyGen(faker, meta, sql, f.col, after, this.runId.slice(0, 8)));
    }
    const progress = this.progress.tables[index]!;
    while (progress.done < table.rows) {
      await this.pause();
      const n = Math.min(CHUNK_ROWS, table.rows - progress.done);
      const rows: { i: number; row: ApiRow }[] = [];
      for (let k = 0; k < n; k++) {
        const i = ++this.counter;
        rows.push({ i, row: this.row(fills, pools, keyGens, i, faker) });
      }
      const keys = await this.insertDistinct(meta, fills, rows);
      progress.done += n;
      // A table referring to itself takes its own new rows as parents too.
      for (const p of table.parents) if (p.rtn === meta.tn && meta.columns.find((c) => c.pk)?.cn === p.rcn) pools.get(p.cn)!.push(...keys);
    }
  }

  /** Inserts a chunk; a duplicate refused (409) is tried again with text values made distinct. */
  private async insertDistinct(meta: TableMeta, fills: ColumnFill[], rows: { i: number; row: ApiRow }[]): Promise<string[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.insert(
          meta.tn,
          rows.map((r) => r.row),
        );
      } catch (err) {
        if (statusOf(err) !== 409 || attempt >= UNIQUE_TRIES) throw prefixed(err, meta);
        for (const r of rows)
          for (const f of fills) if (f.source === 'value') r.row[f.col._cn] = distinct(r.row[f.col._cn], f.col, r.i * 10 + attempt);
      }
    }
  }

  private row(
    fills: ColumnFill[],
    pools: Map<string, unknown[]>,
    keyGens: Map<ColumnMeta, (i: number) => unknown>,
    i: number,
    faker: Awaited<ReturnType<typeof fakerFor>>,
  ): ApiRow {
    const row: ApiRow = {};
    for (const f of fills) {
      if (f.source === 'fk') {
        const pool = pools.get(f.col.cn) ?? [];
        row[f.col._cn] = pool.length ? faker.helpers.arrayElement(pool) : null;
      } else if (f.source === 'pk') row[f.col._cn] = keyGens.get(f.col)!(i);
      else row[f.col._cn] = f.gen!(i);
    }
    return row;
  }

  /** The largest whole number in a key column the database does not assign (new keys go after it). */
  private async largestKey(meta: TableMeta, col: ColumnMeta): Promise<number> {
    try {
      const page = await this.deps.data.list(
        this.projectId,
        meta.tn,
        { fields: col._cn, sort: `-${col._cn}`, limit: 1 },
        { withTotal: false },
      );
      const top = Number(page.list[0]?.[col._cn]);
      return Number.isFinite(top) ? Math.max(0, Math.floor(top)) : 0;
    } catch {
      return 0;
    }
  }

  /** Junction rows linking each new row of `table` to up to three rows of the partner (existing or new). */
  private async link(table: PlannedTable, rel: PlannedTable['mm'][number]): Promise<void> {
    const { sql } = this.deps;
    const faker = await fakerFor(this.locale);
    const own = this.added.get(table.tn) ?? [];
    const pk = table.meta.columns.filter((c) => c.pk);
    if (!own.length || pk.length !== 1 || pk[0]!.cn !== rel.cn) return;
    const partners = await this.pool(await this.relatedMeta(rel.rtn), rel.rcn);
    if (!partners.length) return;
    const junction = await this.relatedMeta(rel.vtn);
    const alias = (cn: string) => junction.columns.find((c) => c.cn === cn)?._cn ?? cn;
    void sql;
    let rows: ApiRow[] = [];
    const flush = async () => {
      await this.pause();
      if (!rows.length) return;
      await this.insert(junction.tn, rows);
      this.progress.links += rows.length;
      rows = [];
    };
    for (const key of own) {
      const [value] = parseRowKey(key, 1) ?? [key];
      const count = faker.number.int({ min: 0, max: Math.min(3, partners.length) });
      for (const partner of faker.helpers.arrayElements(partners, count)) {
        rows.push({ [alias(rel.vcn)]: value, [alias(rel.vrcn)]: partner });
        if (rows.length >= CHUNK_ROWS * 2) await flush();
      }
    }
    await flush();
  }
}

/** The data service's refusal, naming the table. */
function prefixed(err: unknown, meta: TableMeta): unknown {
  if (err instanceof Error && typeof statusOf(err) === 'number' && statusOf(err)! < 500) {
    err.message = `Table '${meta._tn}': ${err.message}`;
  }
  return err;
}
