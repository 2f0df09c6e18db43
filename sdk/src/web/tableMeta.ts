import { action, makeObservable, observable, runInAction } from 'mobx';
import type { TableMeta } from '../entities.js';
import type { WebContext } from './types.js';

/** Which table's meta: a table (or view) of one database alias of one project. */
export interface TableMetaKey {
  projectId: string;
  /** Database alias of the project's env (`db` for the first database). */
  dbAlias: string;
  tn: string;
}

export interface TableMetaLoadOptions {
  /** Reload even when cached (000 s.4: after a relation is created or deleted). */
  force?: boolean;
}

const keyString = ({ projectId, dbAlias, tn }: TableMetaKey) => JSON.stringify([projectId, dbAlias, tn]);

/**
 * Table meta of the open projects (000 s.4 "meta loading and caching"), shared by every plugin of
 * one web app: the dashboard, the grid, forms. Loads through `tableXcModelGet`, keeps one loading
 * flag per table, lets concurrent loads of a table wait for the first one, and serves the cache
 * unless a load is forced. mobx-observable: `get`, `isLoading` and `error` re-render observers.
 * Get the app's instance with `tableMetaStore(ctx)`.
 */
export class TableMetaStore {
  /** Loaded meta by key string. */
  private readonly metas = observable.map<string, TableMeta>({}, { deep: false });
  /** Key strings whose load is under way. */
  private readonly loadingKeys = observable.set<string>();
  /** The last failed load's error by key string (cleared when a load starts). */
  private readonly errors = observable.map<string, Error>({}, { deep: false });
  /** The load under way per key string: later callers wait for it instead of calling again; `invalidate` drops it, so its answer is not cached. */
  private readonly inflight = new Map<string, Promise<TableMeta>>();
  /** Bumped per project by `schemaChanged`, for views of the table list (the tree) to follow. */
  private readonly schemaVersions = observable.map<string, number>();

  constructor(private readonly api: Pick<WebContext['api'], 'rpc'>) {
    makeObservable<TableMetaStore, 'set' | 'remove'>(this, { set: action, remove: action, invalidate: action, schemaChanged: action });
  }

  /**
   * Says a project's tables changed as a whole (an import, metadata cleared): its cached meta is
   * dropped and observers of `schemaVersion` (the dashboard's tree) load their lists again.
   */
  schemaChanged(projectId: string): void {
    this.invalidate(projectId);
    this.schemaVersions.set(projectId, (this.schemaVersions.get(projectId) ?? 0) + 1);
  }

  /** Observable: changes each time `schemaChanged` is said of the project. */
  schemaVersion(projectId: string): number {
    return this.schemaVersions.get(projectId) ?? 0;
  }

  /** The cached meta, or undefined when not loaded (yet). */
  get(key: TableMetaKey): TableMeta | undefined {
    return this.metas.get(keyString(key));
  }

  /** Is a load of this table under way? */
  isLoading(key: TableMetaKey): boolean {
    return this.loadingKeys.has(keyString(key));
  }

  /** The error of the last failed load of this table, if any. */
  error(key: TableMetaKey): Error | undefined {
    return this.errors.get(keyString(key));
  }

  /**
   * The table's meta: the cached one, the load under way, or a new load. A forced load never
   * serves the cache and never joins a load that began before it (that one may predate the
   * caller's schema change): it waits for it, then loads again, joined by other forced callers.
   * A load whose table was invalidated meanwhile answers its caller but does not fill the cache.
   */
  async load(key: TableMetaKey, options: TableMetaLoadOptions = {}): Promise<TableMeta> {
    const id = keyString(key);
    const running = this.inflight.get(id);
    if (running) {
      if (!options.force) return running;
      // A forced load must see changes made after the running one started.
      await running.catch(() => undefined);
      const next = this.inflight.get(id);
      if (next && next !== running) return next;
    } else if (!options.force) {
      const cached = this.metas.get(id);
      if (cached) return cached;
    }
    return this.start(id, key);
  }

  /** Forgets cached meta of a project (every alias), or of one table when `tn` is given. */
  invalidate(projectId: string, dbAlias?: string, tn?: string): void {
    for (const id of new Set([...this.metas.keys(), ...this.inflight.keys(), ...this.errors.keys()])) {
      const [p, a, t] = JSON.parse(id) as [string, string, string];
      if (p !== projectId || (dbAlias !== undefined && a !== dbAlias) || (tn !== undefined && t !== tn)) continue;
      this.metas.delete(id);
      this.errors.delete(id);
      this.inflight.delete(id);
      this.loadingKeys.delete(id);
    }
  }

  private start(id: string, key: TableMetaKey): Promise<TableMeta> {
    runInAction(() => {
      this.loadingKeys.add(id);
      this.errors.delete(id);
    });
    const promise = this.api
      .rpc<{ meta: string }>('tableXcModelGet', { project_id: key.projectId, dbAlias: key.dbAlias, args: { tn: key.tn } })
      .then((answer) => JSON.parse(answer.meta) as TableMeta)
      .then(
        (meta) => {
          if (this.inflight.get(id) === promise) this.set(id, meta);
          return meta;
        },
        (err: unknown) => {
          if (this.inflight.get(id) === promise) this.remove(id, err instanceof Error ? err : new Error(String(err)));
          throw err;
        },
      );
    this.inflight.set(id, promise);
    return promise;
  }

  private set(id: string, meta: TableMeta) {
    this.metas.set(id, meta);
    this.loadingKeys.delete(id);
    this.inflight.delete(id);
  }

  private remove(id: string, err: Error) {
    this.errors.set(id, err);
    this.loadingKeys.delete(id);
    this.inflight.delete(id);
  }
}

const stores = new WeakMap<WebContext, TableMetaStore>();

/** The one table meta store of this web app (per WebContext). */
export function tableMetaStore(ctx: WebContext): TableMetaStore {
  let store = stores.get(ctx);
  if (!store) {
    store = new TableMetaStore(ctx.api);
    stores.set(ctx, store);
  }
  return store;
}
