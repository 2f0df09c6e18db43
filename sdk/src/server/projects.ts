/**
 * The projects contract: projects, their databases and the table meta every data plugin (REST,
 * GraphQL, grid, shared views) reads. Provided by the projects plugin.
 */
import { defineHook, defineServiceToken } from '@plinth/kernel/contracts';
import type { DbClient, DbConnection, ProjectApiType, TableMeta } from '../entities.js';
import type { DialectDb } from './dialect.js';

export type ProjectStatus = 'started' | 'stopped';
export type Inflection = 'none' | 'camelize';

/** One database of a project's environment, as stored (the password stays server-side). */
export interface ProjectDb {
  dbAlias: string;
  client: DbClient;
  connection: DbConnection;
  inflection: { tn: Inflection; cn: Inflection };
  /** A file Plinth created under its data folder (a "new" project). */
  embedded: boolean;
}

export interface ProjectRecord {
  id: string;
  title: string;
  projectType: ProjectApiType;
  status: ProjectStatus;
  /** Environment name -> its databases; the default environment is `_noco`. */
  envs: Record<string, { db: ProjectDb[] }>;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectsService {
  get(projectId: string): Promise<ProjectRecord>;
  /** The open database (pool opened on first use); 409 while the project is stopped. */
  database(projectId: string, dbAlias?: string): Promise<DialectDb>;
  /** Table and view meta of a database, hidden system tables left out. */
  tables(projectId: string, dbAlias?: string): Promise<TableMeta[]>;
  /** One table's meta by its name or its alias (`_tn`); 404 when unknown. */
  tableMeta(projectId: string, table: string, dbAlias?: string): Promise<TableMeta>;
}

export const ProjectsToken = defineServiceToken<ProjectsService>('plinth.projects', {
  description: 'Projects, their open databases and table meta (provided by the projects plugin).',
});

export const ProjectHooks = {
  /** After the schema or meta of a project's database changed (DDL, meta sync, virtual columns). */
  schemaChanged: defineHook<{ projectId: string; dbAlias: string; tables: string[] }, 'asyncSeries'>(
    'projects.schemaChanged',
    'asyncSeries',
  ),
  /** After a project was deleted, so plugins drop what they keep for it. */
  deleted: defineHook<{ projectId: string }, 'asyncSeries'>('projects.deleted', 'asyncSeries'),
};
