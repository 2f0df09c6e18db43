import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  DEFAULT_ENV,
  isAdmin,
  type DbClient,
  type DbConnection,
  type RelationMeta,
  type TableMeta,
  type VirtualColumnMeta,
} from '@plinth/sdk';
import {
  AccessControlToken,
  ClusterBusToken,
  DialectError,
  DialectToken,
  findDialect,
  HttpError,
  ProjectHooks,
  sqlFamily,
  tableRenames,
  type ColumnRename,
  type Dialect,
  type DialectDb,
  type Knex,
  type Principal,
  type ProjectDb,
  type ProjectRecord,
  type ProjectsService,
  type SchemaLogEntry,
  type SchemaOp,
  type ServerContext,
  type TableRename,
  workingDbs,
  workingEnv,
} from '@plinth/sdk/server';
import { buildMeta, columnRenames, declaredTypes } from './meta.js';
import { ProjectsCluster } from './cluster.js';
import { PoolRegistry } from './pools.js';
import { assertMayConnectExternal, checkExternalConnection } from './external.js';
import { connectionSchema, type DbInput } from './schemas.js';
import { inverseOf, SchemaLog } from './schema-log.js';
import { PendingChanges, runOps, settleCut, type PendingChange } from './schema-pending.js';
import { type ProjectStore } from './store.js';
import { checkVirtualColumn } from './virtual.js';

const DEFAULT_ALIAS = 'db';
/** Environments per project (each may be an embedded file in the data folder). */
const MAX_ENVS = 16;
const REDACTED = '********';

/** Loaded table meta of a database, and by alias and name (the name wins, as in `tableMeta`'s lookup). */
interface MetaIndex {
  list: TableMeta[];
  byName: Map<string, TableMeta>;
}
const indexByName = (list: TableMeta[]): MetaIndex => ({
  list,
  byName: new Map([...list.map((m) => [m._tn, m] as const), ...list.map((m) => [m.tn, m] as const)]),
});

/** A project as answered to clients: passwords and key material never leave the server. */
export function redact(p: ProjectRecord): ProjectRecord {
  const envs = Object.fromEntries(
    Object.entries(p.envs).map(([env, { db }]) => [
      env,
      {
        db: db.map((d) => ({
          ...d,
          connection: {
            ...d.connection,
            ...(d.connection.password !== undefined && { password: REDACTED }),
            ...(d.connection.ssl && {
              ssl: {
                usage: d.connection.ssl.usage,
                ca: d.connection.ssl.ca && REDACTED,
                key: d.connection.ssl.key && REDACTED,
                cert: d.connection.ssl.cert && REDACTED,
              },
            }),
          },
        })),
      },
    ]),
  );
  return { ...p, envs };
}

/**
 * A connection from a form that shows secrets redacted: a secret sent back as the placeholder (or
 * left out) keeps the stored one, for the same database type only.
 */
function withStoredSecrets(client: DbClient, connection: DbConnection, previous: ProjectDb | undefined): DbConnection {
  const out: DbConnection = { ...connection, ...(connection.ssl && { ssl: { ...connection.ssl } }) };
  if (!previous || previous.client !== client) return out;
  const stored = previous.connection;
  if (out.password === undefined || out.password === REDACTED) out.password = stored.password;
  if (stored.ssl) {
    const ssl = (out.ssl ??= {});
    for (const key of ['ca', 'key', 'cert'] as const) if (ssl[key] === undefined || ssl[key] === REDACTED) ssl[key] = stored.ssl[key];
    ssl.usage ??= stored.ssl.usage;
  }
  return out;
}

/** What a project's pools and meta depend on: its status, working environment and databases. */
function connectionsOf(p: ProjectRecord): string {
  return JSON.stringify([p.status, workingEnv(p), workingDbs(p)]);
}

/** Project lifecycle, open databases and table meta. */
export class ProjectManager implements ProjectsService {
  readonly pools = new PoolRegistry();
  private readonly metaCache = new Map<string, Promise<TableMeta[]>>();
  /** Per database: the introspect-and-save under way (readMeta takes turns). */
  private readonly metaQueue = new Map<string, Promise<void>>();

  readonly log: SchemaLog;
  readonly pending: PendingChanges;
  /** Noted schema changes this process is running or settling; any other note was left by a crash. */
  private readonly inFlight = new Set<number>();

  /** Other servers sharing the meta store (optional cluster bus): they drop their copies of a change made here. */
  private readonly cluster?: ProjectsCluster;

  constructor(
    private readonly ctx: ServerContext,
    readonly store: ProjectStore,
  ) {
    this.log = new SchemaLog(ctx.meta);
    this.pending = new PendingChanges(ctx.meta, this.log);
    const bus = ctx.services.getOptional(ClusterBusToken);
    const dropRecord = async (projectId: string) => {
      const cached = this.records.get(projectId);
      const before = cached && (this.settled.get(cached) as ProjectRecord | undefined);
      this.records.delete(projectId);
      const after = await this.store.get(projectId);
      // A title (or type) change keeps the pools: only other connections, environment or status close them.
      if (after && before && connectionsOf(before) === connectionsOf(after)) return;
      this.forgetMeta(projectId);
      await this.pools.close(projectId);
      if (!after) await ctx.hooks.promise(ProjectHooks.forgotten, { projectId });
    };
    if (bus) this.cluster = new ProjectsCluster(ctx, bus, { dropRecord, dropMeta: (projectId) => this.forgetMeta(projectId) });
  }

  private dialect(client: DbClient): Dialect {
    const dialect = findDialect(this.ctx.services.getAll(DialectToken), client);
    if (!dialect) throw new HttpError(400, `No plugin provides the '${client}' database dialect`);
    return dialect;
  }

  /** Project records read on the data path are cached; every write below goes through `forget`. */
  private readonly records = new Map<string, Promise<ProjectRecord | undefined>>();

  /**
   * What a cached load resolved to, keyed by the cached promise itself: the data path reads meta
   * and records without awaiting (a few promises less per request), and whatever drops or
   * replaces a cache entry drops this with it.
   */
  private readonly settled = new WeakMap<Promise<unknown>, unknown>();
  private settle<T>(pending: Promise<T>, index?: (value: T) => unknown): void {
    pending.then(
      (value) => this.settled.set(pending, index ? index(value) : value),
      () => undefined,
    );
  }

  /** The project when its record is loaded and it runs; undefined when that needs a load (or throws). */
  private runningNow(projectId: string): ProjectRecord | undefined {
    const pending = this.records.get(projectId);
    const p = pending && (this.settled.get(pending) as ProjectRecord | undefined);
    return p?.status === 'started' ? p : undefined;
  }

  async get(projectId: string): Promise<ProjectRecord> {
    let pending = this.records.get(projectId);
    if (!pending) {
      pending = this.store.get(projectId);
      this.records.set(projectId, pending);
      this.settle(pending);
      pending.catch(() => this.records.delete(projectId));
    }
    const p = await pending;
    if (!p) {
      this.records.delete(projectId);
      throw new HttpError(404, `Project '${projectId}' not found`);
    }
    return p;
  }

  private forget(projectId: string) {
    this.records.delete(projectId);
    this.cluster?.recordChanged(projectId);
  }

  private async running(projectId: string): Promise<ProjectRecord> {
    const p = await this.get(projectId);
    // The project's API server is stopped (projectStop / projectAPIServerStop): unavailable until started.
    if (p.status !== 'started') throw new HttpError(503, `Project '${p.title}' is stopped: start it first`);
    return p;
  }

  private dbEntry(p: ProjectRecord, dbAlias = DEFAULT_ALIAS): ProjectDb {
    const entry = workingDbs(p).find((d) => d.dbAlias === dbAlias);
    if (!entry) throw new HttpError(404, 'Database config not found', { noDatabase: true });
    return entry;
  }

  database(projectId: string, dbAlias = DEFAULT_ALIAS): Promise<DialectDb> {
    const p = this.runningNow(projectId);
    if (p) return this.openDatabase(p, projectId, dbAlias);
    return this.running(projectId).then((loaded) => this.openDatabase(loaded, projectId, dbAlias));
  }

  private openDatabase(p: ProjectRecord, projectId: string, dbAlias: string): Promise<DialectDb> {
    try {
      const entry = this.dbEntry(p, dbAlias);
      return this.pools.get(projectId, dbAlias, () => this.dialect(entry.client).connect(entry.connection));
    } catch (err) {
      // Callers get a rejected promise, never a synchronous throw.
      return Promise.reject(err);
    }
  }

  /**
   * Projects the principal may see: all for global admins, else those it holds a role in. No
   * principal is a 401, never an empty list or every project.
   */
  async list(principal: Principal | null | undefined, query?: string): Promise<ProjectRecord[]> {
    if (!principal) throw new HttpError(401, 'Unauthorized');
    if (principal.kind === 'sharedBase') return this.store.list({ query, ids: [principal.sharedBaseProjectId!] });
    if (isAdmin(principal.roles)) return this.store.list({ query });
    const access = this.ctx.services.getOptional(AccessControlToken);
    if (!access) throw new HttpError(503, 'Authentication is unavailable: the access-control plugin is not running');
    const ids = principal.userId ? await access.projectIdsOf(principal.userId) : [];
    return this.store.list({ query, ids });
  }

  /**
   * A database entry for new input: an embedded file the server names after the project, or an
   * external database that answers, when the caller may connect one and the operator allows it.
   */
  private async prepareDb(
    projectId: string,
    input: DbInput | undefined,
    principal: Principal | null | undefined,
    previous?: ProjectDb,
    env: string = DEFAULT_ENV,
  ): Promise<ProjectDb> {
    if (!input) {
      // The default environment's file keeps its old name; another environment's is named after it too.
      const connection = { filename: env === DEFAULT_ENV ? `projects/${projectId}.db` : `projects/${projectId}__${env}.db` };
      await this.dialect('sqlite3').createDatabaseIfNotExists(connection);
      return { dbAlias: DEFAULT_ALIAS, client: 'sqlite3', connection, inflection: { tn: 'none', cn: 'none' }, embedded: true };
    }
    await assertMayConnectExternal(this.ctx, principal);
    await checkExternalConnection(this.ctx.config, input.client, input.connection);
    const connection = withStoredSecrets(input.client, input.connection, previous);
    const dialect = this.dialect(input.client);
    if (input.createIfNotExists) await dialect.createDatabaseIfNotExists(connection);
    const probe = await dialect.connect(connection);
    await probe.close();
    return { dbAlias: DEFAULT_ALIAS, client: input.client, connection, inflection: input.inflection, embedded: false };
  }

  async create(
    input: { title: string; projectType: 'rest' | 'graphql' | 'grpc'; db?: DbInput },
    principal: Principal | null | undefined,
  ): Promise<ProjectRecord> {
    return this.createWithEnvs(
      { title: input.title, projectType: input.projectType, envs: { [DEFAULT_ENV]: { db: input.db } }, activeEnv: DEFAULT_ENV },
      principal,
    );
  }

  /**
   * Creates a project with several environments at once (`projectCreate1`): one database per
   * environment, embedded when absent; `activeEnv` is the working one.
   */
  async createWithEnvs(
    input: { title: string; projectType: 'rest' | 'graphql' | 'grpc'; envs: Record<string, { db?: DbInput }>; activeEnv: string },
    principal: Principal | null | undefined,
  ): Promise<ProjectRecord> {
    if (!input.envs[input.activeEnv]) throw new HttpError(400, `Unknown environment '${input.activeEnv}'`);
    const id = `p_${randomBytes(8).toString('hex')}`;
    const envs: ProjectRecord['envs'] = {};
    for (const [env, { db }] of Object.entries(input.envs)) envs[env] = { db: [await this.prepareDb(id, db, principal, undefined, env)] };
    await this.store.insert({
      id,
      title: input.title,
      projectType: input.projectType,
      status: 'started',
      envs,
      activeEnv: input.activeEnv,
      createdBy: principal?.userId ?? null,
    });
    if (principal?.userId) await this.ctx.services.getOptional(AccessControlToken)?.grantProjectRole(id, principal.userId, 'owner');
    await this.syncMeta(id);
    return this.get(id);
  }

  /**
   * Title, access type, and the database of one environment (`env`, default `_noco`): an existing
   * environment's external database is replaced; an environment the project lacks is added, on
   * `db` or, without it, on a new embedded file. `removeEnv` takes an environment away (never the
   * working one). A change to the working environment's database restarts the project.
   */
  async update(
    projectId: string,
    patch: { title?: string; projectType?: 'rest' | 'graphql' | 'grpc'; db?: DbInput; env?: string; removeEnv?: string },
    principal: Principal | null | undefined,
  ): Promise<ProjectRecord> {
    const p = await this.get(projectId);
    let envs = p.envs;
    const env = patch.env ?? DEFAULT_ENV;
    const adding = patch.env !== undefined && !p.envs[env];
    if (adding) {
      if (Object.keys(envs).length >= MAX_ENVS) throw new HttpError(400, `At most ${MAX_ENVS} environments`);
      const db = await this.prepareDb(projectId, patch.db, principal, undefined, env);
      envs = { ...envs, [env]: { db: [db] } };
    } else if (patch.db) {
      const previous = envs[env]?.db.find((d) => d.dbAlias === DEFAULT_ALIAS);
      if (!previous) throw new HttpError(404, 'Database config not found', { noDatabase: true });
      if (previous.embedded) throw new HttpError(400, 'The database of a new project is embedded and cannot be changed');
      const db = await this.prepareDb(projectId, patch.db, principal, previous, env);
      envs = { ...envs, [env]: { db: [db] } };
    }
    if (patch.removeEnv !== undefined) {
      if (!envs[patch.removeEnv]) throw new HttpError(400, `Unknown environment '${patch.removeEnv}'`);
      if (patch.removeEnv === workingEnv(p))
        throw new HttpError(400, 'The working environment cannot be removed: change to another one first');
      if (patch.removeEnv === DEFAULT_ENV) throw new HttpError(400, `The default environment '${DEFAULT_ENV}' cannot be removed`);
      envs = Object.fromEntries(Object.entries(envs).filter(([name]) => name !== patch.removeEnv));
    }
    await this.store.update(projectId, { title: patch.title, projectType: patch.projectType, envs });
    this.forget(projectId);
    if (patch.db && !adding && env === workingEnv(p)) await this.restart(projectId);
    return this.get(projectId);
  }

  /**
   * 000 s.7 `projectChangeEnv`: the working environment becomes `env` (400 when the project has
   * none of that name). Its pools close, and the meta is read again from the new environment's
   * databases (meta-only parts kept by table name), so the data APIs, the meta and the pools follow.
   */
  async changeEnv(projectId: string, env: string): Promise<ProjectRecord> {
    const p = await this.get(projectId);
    if (!p.envs[env]) throw new HttpError(400, `Unknown environment '${env}'`);
    if (!p.envs[env].db.length) throw new HttpError(400, `Environment '${env}' has no database`);
    await this.pools.close(projectId);
    this.forgetMeta(projectId);
    await this.store.update(projectId, { activeEnv: env });
    this.forget(projectId);
    const changed = await this.get(projectId);
    if (changed.status === 'started') for (const db of workingDbs(changed)) await this.syncMeta(projectId, db.dbAlias);
    return changed;
  }

  async setStatus(projectId: string, status: 'started' | 'stopped'): Promise<ProjectRecord> {
    await this.get(projectId);
    await this.store.update(projectId, { status });
    this.forget(projectId);
    if (status === 'stopped') {
      await this.pools.close(projectId);
      this.forgetMeta(projectId);
    }
    return this.get(projectId);
  }

  /** "Update and restart": closes the pools, then opens them again and re-reads the schema. */
  async restart(projectId: string): Promise<ProjectRecord> {
    await this.pools.close(projectId);
    this.forgetMeta(projectId);
    await this.store.update(projectId, { status: 'started' });
    this.forget(projectId);
    await this.syncMeta(projectId);
    return this.get(projectId);
  }

  /** Deletes the project's meta; its embedded file only when asked (`dropDatabase`). */
  async delete(projectId: string, options: { dropDatabase?: boolean } = {}): Promise<void> {
    const p = await this.get(projectId);
    await this.pools.close(projectId);
    this.forgetMeta(projectId);
    const embedded = Object.values(p.envs).flatMap((e) => e.db.filter((d) => d.embedded));
    await this.store.delete(projectId);
    this.forget(projectId);
    await this.ctx.services.getOptional(AccessControlToken)?.forgetProject(projectId);
    if (options.dropDatabase) {
      for (const d of embedded) {
        const file = resolve(this.ctx.config.dataDir, d.connection.filename!);
        for (const suffix of ['', '-wal', '-shm']) await rm(file + suffix, { force: true });
      }
    }
    await this.ctx.hooks.promise(ProjectHooks.deleted, { projectId });
  }

  /** "Clear metadata": forgets table meta (virtual columns included) and reads the schema again. */
  async clearMeta(projectId: string): Promise<void> {
    await this.get(projectId);
    await this.store.clearModels(projectId);
    this.forgetMeta(projectId);
    await this.syncMeta(projectId);
  }

  private cacheKey(projectId: string, dbAlias: string) {
    return `${projectId}\u0000${dbAlias}`;
  }

  private forgetMeta(projectId: string) {
    for (const key of this.metaCache.keys()) if (key.startsWith(`${projectId}\u0000`)) this.metaCache.delete(key);
  }

  /**
   * Reads the schema and stores fresh meta, keeping meta-only parts; tells other plugins. `change`:
   * the ops that just ran and the meta before them, for the uidts they declared and the tables and
   * columns they renamed. A schema change a crash cut short is settled first.
   */
  async syncMeta(
    projectId: string,
    dbAlias = DEFAULT_ALIAS,
    change?: { ops: readonly SchemaOp[]; before: readonly TableMeta[] },
  ): Promise<TableMeta[]> {
    await this.settleAbandoned(projectId, dbAlias);
    return this.readMeta(projectId, dbAlias, change);
  }

  /** `syncMeta` without settling first; `within` writes more in the meta's transaction. */
  private async readMeta(
    projectId: string,
    dbAlias: string,
    change?: { ops: readonly SchemaOp[]; before: readonly TableMeta[] },
    within?: (trx: Knex) => Promise<void>,
  ): Promise<TableMeta[]> {
    // One introspection and save at a time per database in this process: two concurrent changes
    // each saving the snapshot it read would let the later save drop the other's table.
    const { metas, renames } = await this.oneAtATime(this.cacheKey(projectId, dbAlias), async () => {
      const p = await this.get(projectId);
      const entry = this.dbEntry(p, dbAlias);
      const db = await this.database(projectId, dbAlias);
      const snapshot = await db.introspect();
      const previous = new Map((await this.store.models(projectId, dbAlias)).map((m) => [m.tn, m]));
      const read = buildMeta(snapshot, entry.inflection, previous, change && declaredTypes(change.ops, change.before));
      await this.storeMeta(projectId, dbAlias, read, within);
      return {
        metas: read,
        renames: change && { tables: tableRenames(change.ops), columns: columnRenames(change.ops, change.before, read, entry.inflection) },
      };
    });
    await this.announceSchema(
      projectId,
      dbAlias,
      metas.map((m) => m.tn),
      renames,
    );
    return metas;
  }

  /** Runs `work` after the previous work of the same key has settled (a per-key queue). */
  private oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.metaQueue.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    this.metaQueue.set(key, settled);
    void settled.then(() => {
      if (this.metaQueue.get(key) === settled) this.metaQueue.delete(key);
    });
    return next;
  }

  /**
   * Runs schema changes in order and logs them with the ops that undo them. If one fails, the
   * ones before it are undone, so a call changes all or nothing. Meta is re-read after.
   */
  async changeSchema(projectId: string, dbAlias: string | undefined, ops: SchemaOp[], by: string | null): Promise<void> {
    const alias = dbAlias ?? DEFAULT_ALIAS;
    const metas = await this.tables(projectId, alias);
    const inverses = ops.map((op) => inverseOf(op, metas));
    const change = {
      projectId,
      dbAlias: alias,
      ops,
      inverses: inverses.map((x) => x.ops),
      lossy: inverses.some((x) => x.lossy),
      undoes: null,
      by,
    };
    await this.runNoted(change, metas);
  }

  /**
   * Runs a change noted in the meta store first (`schema-pending.ts`), then writes its log entry,
   * the fresh meta and the note's removal in one transaction; a crash in between leaves the note
   * for the next read of the project's meta to settle.
   */
  private async runNoted(change: Omit<PendingChange, 'id' | 'state' | 'applied'>, before: TableMeta[]): Promise<void> {
    const { projectId, dbAlias } = change;
    const db = await this.database(projectId, dbAlias);
    const p = await this.pending.begin(change);
    this.inFlight.add(p.id);
    try {
      try {
        await runOps(db, p, this.pending, (msg, e) => this.ctx.log.error(msg, e));
      } catch (err) {
        await this.readMeta(projectId, dbAlias, undefined, (trx) => this.pending.settle(trx, p, false));
        // The database refused the change the caller asked for: a 4xx with the driver's reason.
        throw err instanceof HttpError || err instanceof DialectError ? err : db.dialect.mapError(err);
      }
      await this.readMeta(projectId, dbAlias, { ops: p.ops, before }, (trx) => this.pending.settle(trx, p, true));
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
      const db = await this.database(projectId, dbAlias);
      for (const p of left) {
        const before = await this.store.models(projectId, dbAlias);
        const complete = await settleCut(db, p, this.pending, (msg, e) => this.ctx.log.error(msg, e));
        this.ctx.log.warn(`A schema change of project ${projectId} cut short by a restart was ${complete ? 'completed' : 'undone'}`);
        await this.readMeta(projectId, dbAlias, complete ? { ops: p.ops, before } : undefined, (trx) =>
          this.pending.settle(trx, p, complete),
        );
      }
    } finally {
      for (const p of left) this.inFlight.delete(p.id);
    }
  }

  /** Undoes the newest change not undone yet. */
  async undoSchema(projectId: string, dbAlias?: string): Promise<{ id: number; lossy: boolean }> {
    const alias = dbAlias ?? DEFAULT_ALIAS;
    const entry = await this.log.last(projectId, alias);
    if (!entry) throw new HttpError(400, 'Nothing to undo');
    const before = await this.tables(projectId, alias);
    // A failure keeps the entry (changed outside Plinth since, or a lossy inverse no longer fits).
    await this.runNoted(
      { projectId, dbAlias: alias, ops: entry.inverse, inverses: null, lossy: entry.lossy, undoes: entry.id, by: null },
      before,
    );
    return { id: entry.id, lossy: entry.lossy };
  }

  /**
   * 'Connection was successful' or 'Connection Failure: ...' for a connection being edited: the
   * same rule as connecting it (who may, and which files and hosts), checked before anything opens.
   */
  async testConnection(client: DbClient, connection: unknown, principal: Principal | null | undefined, projectId?: string, env?: string) {
    await assertMayConnectExternal(this.ctx, principal);
    const parsed = connectionSchema.parse(connection);
    await checkExternalConnection(this.ctx.config, client, parsed);
    // Testing an edited connection of a saved project: redacted or absent secrets are the stored ones.
    const saved = projectId ? await this.get(projectId) : undefined;
    const previous = saved && (env === undefined ? this.dbEntry(saved) : saved.envs[env]?.db.find((d) => d.dbAlias === DEFAULT_ALIAS));
    return this.dialect(client).testConnection(withStoredSecrets(client, parsed, previous));
  }

  /**
   * Stores changed meta (meta-only edits such as virtual relations) and tells other plugins, with
   * the tables and columns the change renamed (each list only when not empty).
   */
  private async saveMeta(
    projectId: string,
    dbAlias: string,
    metas: TableMeta[],
    changed: string[],
    renames?: { tables: TableRename[]; columns: ColumnRename[] },
    within?: (trx: Knex) => Promise<void>,
  ) {
    await this.storeMeta(projectId, dbAlias, metas, within);
    await this.announceSchema(projectId, dbAlias, changed, renames);
  }

  /** Replaces the stored meta of a database and the cached copy. */
  private async storeMeta(projectId: string, dbAlias: string, metas: TableMeta[], within?: (trx: Knex) => Promise<void>) {
    await this.store.replaceModels(projectId, dbAlias, metas, within);
    const saved = Promise.resolve(metas);
    this.metaCache.set(this.cacheKey(projectId, dbAlias), saved);
    this.settle(saved, indexByName);
  }

  /** Tells the plugins the schema or meta changed (outside the meta queue: their taps may read it). */
  private async announceSchema(
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

  async addVirtualColumn(projectId: string, dbAlias: string | undefined, tn: string, column: VirtualColumnMeta): Promise<TableMeta> {
    const alias = dbAlias ?? DEFAULT_ALIAS;
    const metas = structuredClone(await this.tables(projectId, alias));
    const meta = metas.find((m) => m.tn === tn || m._tn === tn);
    if (!meta) throw new HttpError(404, `Table '${tn}' not found`);
    checkVirtualColumn(meta, metas, column, sqlFamily(this.dbEntry(await this.get(projectId), alias).client));
    (meta.v ??= []).push({ ...column, _cn: column._cn.trim() });
    await this.saveMeta(projectId, alias, metas, [meta.tn]);
    return meta;
  }

  async removeVirtualColumn(projectId: string, dbAlias: string | undefined, tn: string, name: string): Promise<TableMeta> {
    const alias = dbAlias ?? DEFAULT_ALIAS;
    const metas = structuredClone(await this.tables(projectId, alias));
    const meta = metas.find((m) => m.tn === tn || m._tn === tn);
    if (!meta) throw new HttpError(404, `Table '${tn}' not found`);
    if (!(meta.v ?? []).some((v) => v._cn === name)) throw new HttpError(404, `No virtual column '${name}' in '${meta._tn}'`);
    meta.v = meta.v!.filter((v) => v._cn !== name);
    await this.saveMeta(projectId, alias, metas, [meta.tn]);
    return meta;
  }

  async setTableEnabled(projectId: string, dbAlias: string | undefined, tn: string, enabled: boolean): Promise<TableMeta> {
    const alias = dbAlias ?? DEFAULT_ALIAS;
    const metas = structuredClone(await this.tables(projectId, alias));
    const meta = metas.find((m) => m.tn === tn || m._tn === tn);
    if (!meta) throw new HttpError(404, `Table '${tn}' not found`);
    if (enabled) delete meta.enabled;
    else meta.enabled = false;
    await this.saveMeta(projectId, alias, metas, [meta.tn]);
    return meta;
  }

  /** A relation kept in meta only (no foreign key): hm on the parent, bt on the child. */
  async addVirtualRelation(projectId: string, dbAlias = DEFAULT_ALIAS, rel: RelationMeta): Promise<void> {
    const metas = structuredClone(await this.tables(projectId, dbAlias));
    const parent = metas.find((m) => m.tn === rel.tn)!;
    const child = metas.find((m) => m.tn === rel.rtn)!;
    const exists = (child.belongsTo ?? []).some((b) => b.cn === rel.rcn && b.rtn === parent.tn);
    if (exists) throw new HttpError(400, 'Duplicate relation is not allowed');
    (parent.hasMany ??= []).push(rel);
    (child.belongsTo ??= []).push({ tn: child.tn, rtn: parent.tn, cn: rel.rcn, rcn: rel.cn, virtual: true });
    await this.saveMeta(projectId, dbAlias, metas, [parent.tn, child.tn]);
  }

  async removeVirtualRelation(projectId: string, dbAlias = DEFAULT_ALIAS, childTable: string, childColumn: string): Promise<void> {
    const metas = structuredClone(await this.tables(projectId, dbAlias));
    const child = metas.find((m) => m.tn === childTable);
    const rel = child?.belongsTo?.find((b) => b.virtual && b.cn === childColumn);
    if (!child || !rel) throw new HttpError(404, `No virtual relation on '${childTable}'.'${childColumn}'`);
    child.belongsTo = child.belongsTo!.filter((b) => b !== rel);
    const parent = metas.find((m) => m.tn === rel.rtn);
    if (parent) parent.hasMany = (parent.hasMany ?? []).filter((h) => !(h.virtual && h.rtn === childTable && h.rcn === childColumn));
    await this.saveMeta(projectId, dbAlias, metas, [childTable, rel.rtn]);
  }

  async schemaLog(projectId: string, dbAlias = DEFAULT_ALIAS, limit = 100): Promise<SchemaLogEntry[]> {
    await this.get(projectId);
    return this.log.list(projectId, dbAlias, limit);
  }

  async tables(projectId: string, dbAlias = DEFAULT_ALIAS): Promise<TableMeta[]> {
    await this.running(projectId);
    const key = this.cacheKey(projectId, dbAlias);
    let cached = this.metaCache.get(key);
    if (!cached) {
      // Concurrent first reads share one load (spec 000 s.4: concurrent loads wait for the first).
      cached = this.settleAbandoned(projectId, dbAlias)
        .then(() => this.store.models(projectId, dbAlias))
        .then((m) => (m.length ? m : this.readMeta(projectId, dbAlias)));
      this.metaCache.set(key, cached);
      this.settle(cached, indexByName);
      cached.catch(() => this.metaCache.delete(key));
    }
    return await cached;
  }

  /** Loaded meta of a running project's database, or undefined. */
  private metaNow(projectId: string, dbAlias: string): MetaIndex | undefined {
    const cached = this.runningNow(projectId) && this.metaCache.get(this.cacheKey(projectId, dbAlias));
    return cached ? (this.settled.get(cached) as MetaIndex | undefined) : undefined;
  }

  ready(projectId: string, dbAlias = DEFAULT_ALIAS): { tables: TableMeta[]; db: DialectDb } | undefined {
    const meta = this.metaNow(projectId, dbAlias);
    const db = meta && this.pools.ready(projectId, dbAlias);
    return db ? { tables: meta.list, db } : undefined;
  }

  tableMeta(projectId: string, table: string, dbAlias = DEFAULT_ALIAS): Promise<TableMeta> {
    const meta = this.metaNow(projectId, dbAlias)?.byName.get(table);
    return meta ? Promise.resolve(meta) : this.loadTableMeta(projectId, table, dbAlias);
  }

  private async loadTableMeta(projectId: string, table: string, dbAlias: string): Promise<TableMeta> {
    const metas = await this.tables(projectId, dbAlias);
    const meta = metas.find((m) => m.tn === table) ?? metas.find((m) => m._tn === table);
    if (!meta) throw new HttpError(404, `Table '${table}' not found`);
    return meta;
  }
}
