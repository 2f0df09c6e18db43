import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEFAULT_ENV, isAdmin, type DbClient, type RelationMeta, type TableMeta, type VirtualColumnMeta } from '@plinth/sdk';
import {
  AccessControlToken,
  ClusterBusToken,
  DialectToken,
  findDialect,
  HttpError,
  ProjectHooks,
  sqlFamily,
  type Dialect,
  type DialectDb,
  type Principal,
  type ProjectDb,
  type ProjectRecord,
  type ProjectsService,
  type SchemaLogEntry,
  type SchemaOp,
  type ServerContext,
  type SqlFamily,
  workingDbs,
  workingEnv,
} from '@plinth/sdk/server';
import { ProjectsCluster } from './cluster.js';
import { PoolRegistry } from './pools.js';
import { assertMayConnectExternal, checkExternalConnection } from './external.js';
import * as edits from './meta-edits.js';
import { withStoredSecrets } from './redact.js';
import { connectionSchema, type DbInput } from './schemas.js';
import { SettledValues } from './settled.js';
import { type ProjectStore } from './store.js';
import { TableMetas, type ProjectSource } from './table-meta.js';

const DEFAULT_ALIAS = 'db';
/** Environments per project (each may be an embedded file in the data folder). */
const MAX_ENVS = 16;

/** What a project's pools and meta depend on: its status, working environment and databases. */
function connectionsOf(p: ProjectRecord): string {
  return JSON.stringify([p.status, workingEnv(p), workingDbs(p)]);
}

/** Project lifecycle and open databases; table meta in `metas` (`table-meta.ts`). */
export class ProjectManager implements ProjectsService, ProjectSource {
  readonly pools = new PoolRegistry();
  readonly metas: TableMetas;

  /** Other servers sharing the meta store (optional cluster bus): they drop their copies of a change made here. */
  private readonly cluster?: ProjectsCluster;

  constructor(
    private readonly ctx: ServerContext,
    readonly store: ProjectStore,
  ) {
    const bus = ctx.services.getOptional(ClusterBusToken);
    const dropRecord = async (projectId: string) => {
      const before = this.settled.of<ProjectRecord>(this.records.get(projectId));
      this.records.delete(projectId);
      const after = await this.store.get(projectId);
      // A title (or type) change keeps the pools: only other connections, environment or status close them.
      if (after && before && connectionsOf(before) === connectionsOf(after)) return;
      this.metas.forget(projectId);
      await this.pools.close(projectId);
      if (!after) await ctx.hooks.promise(ProjectHooks.forgotten, { projectId });
    };
    if (bus) this.cluster = new ProjectsCluster(ctx, bus, { dropRecord, dropMeta: (projectId) => this.metas.forget(projectId) });
    this.metas = new TableMetas(ctx, store, this, this.cluster);
  }

  private dialect(client: DbClient): Dialect {
    const dialect = findDialect(this.ctx.services.getAll(DialectToken), client);
    if (!dialect) throw new HttpError(400, `No plugin provides the '${client}' database dialect`);
    return dialect;
  }

  /** Project records read on the data path are cached; every write below goes through `forget`. */
  private readonly records = new Map<string, Promise<ProjectRecord | undefined>>();
  private readonly settled = new SettledValues();

  /** The project when its record is loaded and it runs; undefined when that needs a load (or throws). */
  private runningNow(projectId: string): ProjectRecord | undefined {
    const p = this.settled.of<ProjectRecord>(this.records.get(projectId));
    return p?.status === 'started' ? p : undefined;
  }

  isRunningNow(projectId: string): boolean {
    return this.runningNow(projectId) !== undefined;
  }

  async get(projectId: string): Promise<ProjectRecord> {
    let pending = this.records.get(projectId);
    if (!pending) {
      pending = this.store.get(projectId);
      this.records.set(projectId, pending);
      this.settled.track(pending);
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

  async running(projectId: string): Promise<ProjectRecord> {
    const p = await this.get(projectId);
    // The project's API server is stopped (projectStop / projectAPIServerStop): unavailable until started.
    if (p.status !== 'started') throw new HttpError(503, `Project '${p.title}' is stopped: start it first`);
    return p;
  }

  dbEntry(p: ProjectRecord, dbAlias = DEFAULT_ALIAS): ProjectDb {
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
    this.metas.forget(projectId);
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
      this.metas.forget(projectId);
    }
    return this.get(projectId);
  }

  /** "Update and restart": closes the pools, then opens them again and re-reads the schema. */
  async restart(projectId: string): Promise<ProjectRecord> {
    await this.pools.close(projectId);
    this.metas.forget(projectId);
    await this.store.update(projectId, { status: 'started' });
    this.forget(projectId);
    await this.syncMeta(projectId);
    return this.get(projectId);
  }

  /** Deletes the project's meta; its embedded file only when asked (`dropDatabase`). */
  async delete(projectId: string, options: { dropDatabase?: boolean } = {}): Promise<void> {
    const p = await this.get(projectId);
    await this.pools.close(projectId);
    this.metas.forget(projectId);
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
    this.metas.forget(projectId);
    await this.syncMeta(projectId);
  }

  syncMeta(
    projectId: string,
    dbAlias = DEFAULT_ALIAS,
    change?: { ops: readonly SchemaOp[]; before: readonly TableMeta[] },
  ): Promise<TableMeta[]> {
    return this.metas.sync(projectId, dbAlias, change);
  }

  changeSchema(projectId: string, dbAlias: string | undefined, ops: SchemaOp[], by: string | null): Promise<void> {
    return this.metas.changeSchema(projectId, dbAlias ?? DEFAULT_ALIAS, ops, by);
  }

  undoSchema(projectId: string, dbAlias?: string): Promise<{ id: number; lossy: boolean }> {
    return this.metas.undoSchema(projectId, dbAlias ?? DEFAULT_ALIAS);
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

  /** The SQL family of a database of the project, for checks that depend on it. */
  private async familyOf(projectId: string, dbAlias: string): Promise<SqlFamily> {
    return sqlFamily(this.dbEntry(await this.get(projectId), dbAlias).client);
  }

  async addVirtualColumn(projectId: string, dbAlias: string | undefined, tn: string, column: VirtualColumnMeta): Promise<TableMeta> {
    const alias = dbAlias ?? DEFAULT_ALIAS;
    const family = await this.familyOf(projectId, alias);
    return this.metas.edit(projectId, alias, (metas) => {
      const meta = edits.addVirtualColumn(metas, tn, column, family);
      return { changed: [meta.tn], result: meta };
    });
  }

  removeVirtualColumn(projectId: string, dbAlias: string | undefined, tn: string, name: string): Promise<TableMeta> {
    return this.metas.edit(projectId, dbAlias ?? DEFAULT_ALIAS, (metas) => {
      const meta = edits.removeVirtualColumn(metas, tn, name);
      return { changed: [meta.tn], result: meta };
    });
  }

  setTableEnabled(projectId: string, dbAlias: string | undefined, tn: string, enabled: boolean): Promise<TableMeta> {
    return this.metas.edit(projectId, dbAlias ?? DEFAULT_ALIAS, (metas) => {
      const meta = edits.setTableEnabled(metas, tn, enabled);
      return { changed: [meta.tn], result: meta };
    });
  }

  addVirtualRelation(projectId: string, dbAlias = DEFAULT_ALIAS, rel: RelationMeta): Promise<void> {
    return this.metas.edit(projectId, dbAlias, (metas) => ({ changed: edits.addVirtualRelation(metas, rel), result: undefined }));
  }

  removeVirtualRelation(projectId: string, dbAlias = DEFAULT_ALIAS, childTable: string, childColumn: string): Promise<void> {
    return this.metas.edit(projectId, dbAlias, (metas) => ({
      changed: edits.removeVirtualRelation(metas, childTable, childColumn),
      result: undefined,
    }));
  }

  schemaLog(projectId: string, dbAlias = DEFAULT_ALIAS, limit = 100): Promise<SchemaLogEntry[]> {
    return this.metas.schemaLog(projectId, dbAlias, limit);
  }

  tables(projectId: string, dbAlias = DEFAULT_ALIAS): Promise<TableMeta[]> {
    return this.metas.tables(projectId, dbAlias);
  }

  ready(projectId: string, dbAlias = DEFAULT_ALIAS): { tables: TableMeta[]; db: DialectDb } | undefined {
    const meta = this.metas.now(projectId, dbAlias);
    const db = meta && this.pools.ready(projectId, dbAlias);
    return db ? { tables: meta.list, db } : undefined;
  }

  tableMeta(projectId: string, table: string, dbAlias = DEFAULT_ALIAS): Promise<TableMeta> {
    return this.metas.tableMeta(projectId, table, dbAlias);
  }
}
