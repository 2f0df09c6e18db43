import type { DbClient, DbConnection, ProjectApiType, TableEntry } from '@plinth/sdk';
import type { Inflection, ProjectRecord } from '@plinth/sdk/server';
import type { ApiClient } from '@plinth/sdk/web';

/** A project as the server answers it (secrets redacted to `********`). */
export type Project = ProjectRecord;

/** The database part of `projectCreate` / `projectUpdate` (plugins/projects/README.md). */
export interface DbInput {
  client: DbClient;
  connection: DbConnection;
  createIfNotExists: boolean;
  inflection: { tn: Inflection; cn: Inflection };
}

export interface ProjectInput {
  title: string;
  projectType: ProjectApiType;
  /** Absent: a new project on an embedded SQLite file. */
  db?: DbInput;
}

export interface TestConnectionAnswer {
  ok: boolean;
  message: string;
}

/** The lifecycle operations a project row offers. */
export type LifecycleOp = 'projectStart' | 'projectStop' | 'projectRestart' | 'projectClearMeta';

const forProject = (projectId: string, args?: unknown) => ({ project_id: projectId, ...(args === undefined ? {} : { args }) });

/** The projects plugin's RPC operations (`POST /dashboard?q=sqlOp_...`), typed, in one place. */
export const projectsApi = {
  list: (api: ApiClient, query?: string) => api.rpc<Project[]>('PROJECT_READ_BY_WEB', { args: query ? { query } : {} }),
  read: (api: ApiClient, projectId: string) => api.rpc<Project>('projectRead', forProject(projectId)),
  create: (api: ApiClient, input: ProjectInput) => api.rpc<Project>('projectCreate', { args: input }),
  update: (api: ApiClient, projectId: string, input: ProjectInput) => api.rpc<Project>('projectUpdate', forProject(projectId, input)),
  /** `projectUpdate` of the environments only: `{ env, db? }` adds or replaces one, `{ removeEnv }` takes one away. */
  changeEnvs: (api: ApiClient, projectId: string, args: { env?: string; db?: DbInput; removeEnv?: string }) =>
    api.rpc<Project>('projectUpdate', forProject(projectId, args)),
  lifecycle: (api: ApiClient, op: LifecycleOp, projectId: string) => api.rpc<Project | { msg: string }>(op, forProject(projectId)),
  remove: (api: ApiClient, projectId: string, dropDatabase: boolean) =>
    api.rpc<{ msg: string }>('projectDelete', forProject(projectId, { dropDatabase })),
  testConnection: (api: ApiClient, db: Pick<DbInput, 'client' | 'connection'>) =>
    api.rpc<TestConnectionAnswer>('projectTestConnection', { args: { client: db.client, connection: db.connection } }),
  tables: (api: ApiClient, projectId: string) =>
    api.rpc<{ list: TableEntry[] }>('xcTableAndViewList', { ...forProject(projectId, { includeM2M: false }), dbAlias: 'db' }),
};

/** The default database of a project (environment `_noco`, alias `db`). */
export const defaultDb = (project: Project) => project.envs._noco?.db[0];

export { errorText } from '@plinth/sdk/web';
