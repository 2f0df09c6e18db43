import { storedIso, type Knex, type ProjectRecord, type ProjectStatus } from '@plinth/sdk/server';
import { DEFAULT_ENV, type ProjectApiType, type TableMeta } from '@plinth/sdk';
import { T } from './migrations.js';
import type { SecretBox } from './secrets.js';

interface ProjectRow {
  id: string;
  title: string;
  project_type: string;
  status: string;
  config: string;
  active_env: string | null;
  created_by: string | null;
  created_at: Date | string | number;
  updated_at: Date | string | number;
}

function toRecord(row: ProjectRow, secrets: SecretBox): ProjectRecord {
  return {
    id: row.id,
    title: row.title,
    projectType: row.project_type as ProjectApiType,
    status: row.status as ProjectStatus,
    envs: secrets.mapSecrets(JSON.parse(row.config) as ProjectRecord['envs'], (v) => secrets.open(v)),
    activeEnv: row.active_env ?? DEFAULT_ENV,
    createdBy: row.created_by,
    createdAt: storedIso(row.created_at),
    updatedAt: storedIso(row.updated_at),
  };
}

/** Project rows and their table meta in the meta store; connection secrets sealed at rest. */
export class ProjectStore {
  /** The meta store is the embedded SQLite file. */
  private readonly embedded: boolean;

  constructor(
    private readonly db: Knex,
    private readonly secrets: SecretBox,
  ) {
    this.embedded = String(db.client.config.client).includes('sqlite');
  }

  private sealedConfig(envs: ProjectRecord['envs']): string {
    return JSON.stringify(this.secrets.mapSecrets(envs, (v) => this.secrets.seal(v)));
  }

  async list(filter: { query?: string; ids?: string[] } = {}): Promise<ProjectRecord[]> {
    const rows = await this.db<ProjectRow>(T.projects)
      .modify((q) => {
        if (filter.ids) q.whereIn('id', filter.ids);
        if (filter.query) q.whereRaw('lower(title) like ?', [`%${filter.query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`]);
      })
      .orderBy('created_at', 'desc');
    return rows.map((r: ProjectRow) => toRecord(r, this.secrets));
  }

  async get(id: string): Promise<ProjectRecord | undefined> {
    const row = await this.db<ProjectRow>(T.projects).where({ id }).first();
    return row && toRecord(row, this.secrets);
  }

  async insert(p: Omit<ProjectRecord, 'createdAt' | 'updatedAt'>): Promise<void> {
    const now = new Date();
    await this.db(T.projects).insert({
      id: p.id,
      title: p.title,
      project_type: p.projectType,
      status: p.status,
      config: this.sealedConfig(p.envs),
      active_env: p.activeEnv === undefined || p.activeEnv === DEFAULT_ENV ? null : p.activeEnv,
      created_by: p.createdBy,
      created_at: now,
      updated_at: now,
    });
  }

  async update(id: string, patch: Partial<Pick<ProjectRecord, 'title' | 'projectType' | 'status' | 'envs' | 'activeEnv'>>): Promise<void> {
    await this.db(T.projects)
      .where({ id })
      .update({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.projectType !== undefined && { project_type: patch.projectType }),
        ...(patch.status !== undefined && { status: patch.status }),
        ...(patch.envs !== undefined && { config: this.sealedConfig(patch.envs) }),
        ...(patch.activeEnv !== undefined && { active_env: patch.activeEnv === DEFAULT_ENV ? null : patch.activeEnv }),
        updated_at: new Date(),
      });
  }

  async delete(id: string): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx(T.models).where({ project_id: id }).delete();
      await trx(T.schemaLog).where({ project_id: id }).delete();
      await trx(T.schemaPending).where({ project_id: id }).delete();
      await trx(T.projects).where({ id }).delete();
    });
  }

  async models(projectId: string, dbAlias: string): Promise<TableMeta[]> {
    const rows = await this.db(T.models)
      .where({ project_id: projectId, db_alias: dbAlias })
      .orderBy('order')
      .select<{ meta: string }[]>('meta');
    return rows.map((r) => JSON.parse(r.meta) as TableMeta);
  }

  /**
   * Replaces the meta of a database in one transaction: readers never see half of it. `within`
   * writes more in the same transaction (the log entry of the change the meta follows).
   */
  async replaceModels(projectId: string, dbAlias: string, metas: TableMeta[], within?: (trx: Knex) => Promise<void>): Promise<void> {
    await this.db.transaction(async (trx) => {
      // Two replacements of one project's meta take turns: on a server meta store the second
      // delete would miss the first one's fresh rows and its insert fail on them (a duplicate
      // key). SQLite's write transactions take turns anyway (and knex warns on FOR UPDATE there).
      if (!this.embedded) await trx(T.projects).where({ id: projectId }).forUpdate().first('id');
      await within?.(trx);
      await trx(T.models).where({ project_id: projectId, db_alias: dbAlias }).delete();
      const now = new Date();
      const rows = metas.map((m, order) => ({
        project_id: projectId,
        db_alias: dbAlias,
        tn: m.tn,
        type: m.type ?? 'table',
        meta: JSON.stringify(m),
        order,
        updated_at: now,
      }));
      // Batches keep each INSERT under the bind-parameter limits of every dialect.
      for (let i = 0; i < rows.length; i += 200) await trx(T.models).insert(rows.slice(i, i + 200));
    });
  }

  async clearModels(projectId: string): Promise<void> {
    await this.db(T.models).where({ project_id: projectId }).delete();
  }
}
