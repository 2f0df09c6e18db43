import type { TableMeta } from '@plinth/sdk';
import {
  DialectError,
  HttpError,
  ProjectHooks,
  tableRenames,
  type ColumnRename,
  type DialectDb,
  type Knex,
  type ProjectDb,
  type ProjectRecord,
  type SchemaLogEntry,
  type SchemaOp,
  type ServerContext,
  type TableRename,
} from '@plinth/sdk/server';
import type { ProjectsCluster } from './cluster.js';
import { buildMeta, columnRenames, declaredTypes } from './meta.js';
import { inverseOf, SchemaLog } from './schema-log.js';
import { PendingChanges, runOps, settleCut, type PendingChange } from './schema-pending.js';
import { SettledValues } from './settled.js';
import type { ProjectStore } from './store.js';

/** Loaded table meta of a database, and by alias and name (the name wins, as in `tableMeta`'s lookup). */
export interface MetaIndex {
  list: TableMeta[];
  byName: Map<string, TableMeta>;
}
const indexByName = (list: TableMeta[]): MetaIndex => ({
  list,
  byName: new Map([...list.map((m) => [m._tn, m] as const), ...list.map((m) => [m.tn, m] as const)]),
});

/** What table meta needs of the projects: their records and open databases. */
export interface ProjectSource {
  get(projectId: string): Promise<ProjectRecord>;
  /** The record of a started project; 503 while it is stopped. */
  running(projectId: string): Promise<ProjectRecord>;
  /** Whether the project's record is loaded and it runs (no load). */
  isRunningNow(projectId: string): boolean;
  dbEntry(p: ProjectRecord, dbAlias: string): ProjectDb;
  database(projectId: string, dbAlias: string): Promise<DialectDb>;
}

type SchemaChange = { ops: readonly SchemaOp[]; before: readonly TableMeta[] };

/**
 * The table meta of every project database: read from the database and stored in the meta
 * store, cached per database, changed by logged and undoable schema changes (noted first, so a
 * crash is settled on the next read) and by meta-only edits; every change is announced to the
 * plugins and to the other servers.
 */
export class TableMetas {
  readonly log: SchemaLog;
  readonly pending: PendingChanges;
  private readonly cache = new Map<string, Promise<TableMeta[]>>();
  private readonly settled = new SettledValues();
  /** Per database: the introspect-and-save under way (readMeta takes turns). */
  private readonly queue = new Map<string, Promise<void>>();
  /** Noted schema changes this process is running or settling; any other note was left by a crash. */
  private readonly inFlight = new Set<number>();

  constructor(
    private readonly ctx: ServerContext,
    private readonly store: ProjectStore,
    private readonly projects: ProjectSource,
    private readonly cluster?: ProjectsCluster,
  ) {
    this.log = new SchemaLog(ctx.meta);
    this.pending = new PendingChanges(ctx.meta, this.log);
  }

  private key(projectId: string, dbAlias: string) {
    return `${projectId}\u0000${dbAlias}`;
  }

  /** Drops the cached meta of every database of the project. */
  forget(projectId: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${projectId}\u0000`)) this.cache.delete(key);
  }

  /**
   * Reads the schema and stores fresh meta, keeping meta-only parts; tells other plugins. `change`:
   * the ops that just ran and the meta before them, for the uidts they declared and the tables and
   * columns they renamed. A schema change a crash cut short is settled first.
   */
  async sync(projectId: string, dbAlias: string, change?: SchemaChange): Promise<TableMeta[]> {
    await this.settleAbandoned(projectId, dbAlias);
    return this.read(projectId, dbAlias, change);
  }

  /** `sync` without settling first; `within` writes more in the meta's transaction. */
  private async read(
    projectId: string,
    dbAlias: string,
    change?: SchemaChange,
    within?: (trx: Knex) => Promise<void>,
  ): Promise<TableMeta[]> {
    // One introspection and save at a time per database in this process: two concurrent changes
    // each saving the snapshot it read would let the later save drop the other's table.
    const { metas, renames } = await this.oneAtATime(this.key(projectId, dbAlias), async () => {
      const entry = this.projects.dbEntry(await this.projects.get(projectId), dbAlias);
      const db = await this.projects.database(projectId, dbAlias);
      const snapshot = await db.introspect();
      const previous = new Map((await this.store.models(projectId, dbAlias)).map((m) => [m.tn, m]));
      const read = buildMeta(snapshot, entry.inflection, previous, change && declaredTypes(change.ops, change.before));
      await this.storeMeta(projectId, dbAlias, read, within);
      return {
        metas: read,
        renames: change && { tables: tableRenames(change.ops), columns: columnRenames(change.ops, change.before, read, entry.inflection) },
      };
    });
    await this.announce(
      projectId,
      dbAlias,
      metas.map((m) => m.tn),
      renames,
    );
    return metas;
  }

  /** Runs `work` after the previous work of the same key has settled (a per-key queue). */
  private oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queue.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    this.queue.set(key, settled);
    void settled.then(() => {
      if (this.queue.get(key) === settled) this.queue.delete(key);
    });
    return next;
  }

  /**
   * Runs schema changes in order and logs them with the ops that undo them. If one fails, the
   * ones before it are undone, so a call changes all or nothing. Meta is re-read after.
   */
  async changeSchema(projectId: string, dbAlias: string, ops: SchemaOp[], by: string | null): Promise<void> {
    const metas = await this.tables(projectId, dbAlias);
    const inverses = ops.map((op) => inverseOf(op, metas));
    const change = {
      projectId,
      dbAlias,
      ops,
      inverses: inverses.map((x) => x.ops),
      lossy: inverses.some((x) => x.lossy),
      undoes: null,
      by,
    };
    await this.runNoted(change, metas);
  }

  /** Undoes the newest change not undone yet. */
  async undoSchema(projectId: string, dbAlias: string): Promise<{ id: number; lossy: boolean }> {
    const entry = await this.log.last(projectId, dbAlias);
    if (!entry) throw new HttpError(400, 'Nothing to undo');
    const before = await this.tables(projectId, dbAlias);
    // A failure keeps the entry (changed outside Plinth since, or a lossy inverse no longer fits).
    await this.runNoted({ projectId, dbAlias, ops: entry.inverse, inverses: null, lossy: entry.lossy, undoes: entry.id, by: null }, before);
    return { id: entry.id, lossy: entry.lossy };
  }

  /**
   * Runs a change noted in the meta store first (`schema-pending.ts`), then writes its log entry,
   * the fresh meta and the note's removal in one transaction; a crash in between leaves the note
   * for the next read of the project's meta to settle.
   */
  private async runNoted(change: Omit<PendingChange, 'id' | 'state' | 'applied'>, before: TableMeta[]): Promise<void> {
    const { projectId, dbAlias } = change;
    const db = await this.projects.database(projectId, dbAlias);
    const p = await this.pending.begin(change);
    this.inFlight.add(p.id);
    try {
      try {
        await runOps(db, p, this.pending, (msg, e) => this.ctx.log.error(msg, e));
      } catch (err) {
        await this.read(projectId, dbAlias, undefined, (trx) => this.pending.settle(trx, p, false));
        // The database refused the change the caller asked for: a 4xx with the driver's reason.
        throw err instanceof HttpError || err instanceof DialectError ? err : db.dialect.mapError(err);
      }
      await this.read(projectId, dbAlias, { ops: p.ops, before }, (trx) => this.pending.settle(trx, p, true));
    } finally {
      this.inFlight.delete(p.id);
    }
  }

  /** Completes or undoes the schema changes a crash cut short (in the order they began), re-reading the meta after each. */
  private async settleAbandoned(projectId: string, dbAlias: string): Promise<void> {
    const left = (await this.pending.list(projectId, dbAlias)).filter((p) => !this.inFlight.has(p.id));
    if (!left.length) return;
    for (const p of left) this.inFlight.add(p.id);
    try {
      const db = await this.projects.database(projectId, dbAlias);
      for (const p of left) {
        const before = await this.store.models(projectId, dbAlias);
        const complete = await settleCut(db, p, this.pending, (msg, e) => this.ctx.log.error(msg, e));
        this.ctx.log.warn(`A schema change of project ${projectId} cut short by a restart was ${complete ? 'completed' : 'undone'}`);
        await this.read(projectId, dbAlias, complete ? { ops: p.ops, before } : undefined, (trx) => this.pending.settle(trx, p, complete));
      }
    } finally {
      for (const p of left) this.inFlight.delete(p.id);
    }
  }

  /**
   * A meta-only edit (virtual columns and relations, a table enabled): `edit` changes a copy of
   * the database's meta and names the tables it changed; the copy is stored and announced.
   */
  async edit<T>(projectId: string, dbAlias: string, edit: (metas: TableMeta[]) => { changed: string[]; result: T }): Promise<T> {
    const metas = structuredClone(await this.tables(projectId, dbAlias));
    const { changed, result } = edit(metas);
    await this.storeMeta(projectId, dbAlias, metas);
    await this.announce(projectId, dbAlias, changed);
    return result;
  }

  /** Replaces the stored meta of a database and the cached copy. */
  private async storeMeta(projectId: string, dbAlias: string, metas: TableMeta[], within?: (trx: Knex) => Promise<void>) {
    await this.store.replaceModels(projectId, dbAlias, metas, within);
    const saved = Promise.resolve(metas);
    this.cache.set(this.key(projectId, dbAlias), saved);
    this.settled.track(saved, indexByName);
  }

  /** Tells the plugins the schema or meta changed (outside the meta queue: their taps may read it). */
  private async announce(
    projectId: string,
    dbAlias: string,
    changed: string[],
    renames?: { tables: TableRename[]; columns: ColumnRename[] },
  ) {
    await this.ctx.hooks.promise(ProjectHooks.schemaChanged, {
      projectId,
      dbAlias,
      tables: changed,
      ...(renames?.tables.length && { renamedTables: renames.tables }),
      ...(renames?.columns.length && { renamedColumns: renames.columns }),
    });
    this.cluster?.schemaChanged(projectId, dbAlias, changed);
  }

  async schemaLog(projectId: string, dbAlias: string, limit: number): Promise<SchemaLogEntry[]> {
    await this.projects.get(projectId);
    return this.log.list(projectId, dbAlias, limit);
  }

  async tables(projectId: string, dbAlias: string): Promise<TableMeta[]> {
    await this.projects.running(projectId);
    const key = this.key(projectId, dbAlias);
    let cached = this.cache.get(key);
    if (!cached) {
      // Concurrent first reads share one load (spec 000 s.4: concurrent loads wait for the first).
      cached = this.settleAbandoned(projectId, dbAlias)
        .then(() => this.store.models(projectId, dbAlias))
        .then((m) => (m.length ? m : this.read(projectId, dbAlias)));
      this.cache.set(key, cached);
      this.settled.track(cached, indexByName);
      cached.catch(() => this.cache.delete(key));
    }
    return await cached;
  }

  /** Loaded meta of a running project's database, or undefined (no load). */
  now(projectId: string, dbAlias: string): MetaIndex | undefined {
    return this.projects.isRunningNow(projectId) ? this.settled.of<MetaIndex>(this.cache.get(this.key(projectId, dbAlias))) : undefined;
  }

  tableMeta(projectId: string, table: string, dbAlias: string): Promise<TableMeta> {
    const meta = this.now(projectId, dbAlias)?.byName.get(table);
    return meta ? Promise.resolve(meta) : this.loadTableMeta(projectId, table, dbAlias);
  }

  private async loadTableMeta(projectId: string, table: string, dbAlias: string): Promise<TableMeta> {
    const metas = await this.tables(projectId, dbAlias);
    const meta = metas.find((m) => m.tn === table) ?? metas.find((m) => m._tn === table);
    if (!meta) throw new HttpError(404, `Table '${table}' not found`);
    return meta;
  }
}
