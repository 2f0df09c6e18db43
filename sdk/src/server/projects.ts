/**
 * The projects contract: projects, their databases and the table meta every data plugin (REST,
 * GraphQL, grid, shared views) reads. Provided by the projects plugin.
 */
import { defineHook } from '@plinth/kernel/contracts';
import { DEFAULT_ENV } from '../constants.js';
import type { DbClient, DbConnection, ProjectApiType, TableMeta, VirtualColumnMeta } from '../entities.js';
import type {
  ColumnDefinition,
  DbObjectDefinition,
  DialectDb,
  ForeignKeyDefinition,
  JunctionDefinition,
  TableDefinition,
} from './dialect.js';
import type { Principal } from './types.js';

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
  /**
   * The working environment (000 s.4 'Active Env'): the one whose databases the data API, the
   * meta and the pools use; `_noco` when absent. `projectChangeEnv` switches it.
   */
  activeEnv?: string;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The project's working environment: `activeEnv`, or `_noco`. */
export function workingEnv(p: Pick<ProjectRecord, 'activeEnv'>): string {
  return p.activeEnv ?? DEFAULT_ENV;
}

/** The databases of the project's working environment. */
export function workingDbs(p: Pick<ProjectRecord, 'activeEnv' | 'envs'>): ProjectDb[] {
  return p.envs[workingEnv(p)]?.db ?? [];
}

/** One schema change, as data: what the projects plugin logs (with its inverse) and undoes. */
export type SchemaOp =
  | { op: 'createTable'; table: TableDefinition }
  | { op: 'dropTable'; tn: string }
  | { op: 'renameTable'; from: string; to: string }
  | { op: 'addColumn'; tn: string; column: ColumnDefinition }
  | { op: 'alterColumn'; tn: string; cn: string; column: ColumnDefinition }
  | { op: 'renameColumn'; tn: string; from: string; to: string }
  | { op: 'dropColumn'; tn: string; cn: string }
  | { op: 'addForeignKey'; fk: ForeignKeyDefinition }
  | { op: 'dropForeignKey'; tn: string; cn: string }
  | { op: 'createJunctionTable'; junction: JunctionDefinition }
  /** A view, routine, trigger, sequence or index created (`from` null), dropped (`to` null) or replaced; its own inverse swapped. */
  | { op: 'replaceObject'; from: DbObjectDefinition | null; to: DbObjectDefinition | null };

export interface CreateProjectInput {
  title: string;
  projectType: ProjectApiType;
  /** Absent: a new project on an embedded SQLite file. */
  db?: { client: DbClient; connection: DbConnection; createIfNotExists: boolean; inflection: { tn: Inflection; cn: Inflection } };
}

export interface ProjectsService {
  /** Creates a project (its creator becomes owner) and reads its schema. */
  create(input: CreateProjectInput, principal: Principal | null | undefined): Promise<ProjectRecord>;
  /**
   * Adds a meta-only column (lookup, rollup, formula) to a table after checking its relation
   * and target column; 400 with the spec's message otherwise.
   */
  addVirtualColumn(projectId: string, dbAlias: string | undefined, tn: string, column: VirtualColumnMeta): Promise<TableMeta>;
  removeVirtualColumn(projectId: string, dbAlias: string | undefined, tn: string, name: string): Promise<TableMeta>;
  /** Meta Management: enables or disables a table for the data APIs. */
  setTableEnabled(projectId: string, dbAlias: string | undefined, tn: string, enabled: boolean): Promise<TableMeta>;
  /** Runs schema changes all-or-nothing, logs them with their inverse, refreshes meta. */
  changeSchema(projectId: string, dbAlias: string | undefined, ops: SchemaOp[], by: string | null): Promise<void>;
  get(projectId: string): Promise<ProjectRecord>;
  /** Deletes a project and its meta (and its embedded database file with `dropDatabase`). */
  delete(projectId: string, options?: { dropDatabase?: boolean }): Promise<void>;
  /** The open database of the working environment (pool opened on first use); 503 while the project is stopped. */
  database(projectId: string, dbAlias?: string): Promise<DialectDb>;
  /** Table and view meta of a database, hidden system tables left out. */
  tables(projectId: string, dbAlias?: string): Promise<TableMeta[]>;
  /** One table's meta by its name or its alias (`_tn`); 404 when unknown. */
  tableMeta(projectId: string, table: string, dbAlias?: string): Promise<TableMeta>;
  /**
   * The cached table meta and open database of a running project when both are already loaded:
   * the data path's per-request lookup without awaiting. Undefined whenever something needs
   * loading or checking; `tables` / `database` then load it and give the errors.
   */
  ready?(projectId: string, dbAlias?: string): { tables: TableMeta[]; db: DialectDb } | undefined;
  /** A database's schema changes with the ops that undo them, newest first (at most `limit`, default 100). */
  schemaLog(projectId: string, dbAlias?: string, limit?: number): Promise<SchemaLogEntry[]>;
}

/** One logged schema change: what ran, what undoes it, whether undoing it loses data. */
export interface SchemaLogEntry {
  id: number;
  ops: SchemaOp[];
  inverse: SchemaOp[];
  lossy: boolean;
  createdAt: string;
  undoneAt: string | null;
}

/**
 * One column rename of a schema change: physical names and the aliases (`_cn`) before and after,
 * since settings kept per table (views) name columns by alias.
 */
export interface ColumnRename {
  tn: string;
  from: string;
  to: string;
  fromAlias: string;
  toAlias: string;
}

/** One table rename of a schema change. */
export interface TableRename {
  from: string;
  to: string;
}

/** The table renames among schema ops, in order. */
export function tableRenames(ops: readonly SchemaOp[]): TableRename[] {
  return ops.flatMap((op) => (op.op === 'renameTable' ? [{ from: op.from, to: op.to }] : []));
}

export const ProjectHooks = {
  /**
   * After the schema or meta of a project's database changed (DDL, meta sync, virtual columns).
   * `renamedTables` / `renamedColumns`: tables and columns renamed by the change, in order, so
   * what plugins keep per table or column (views, ...) follows them instead of being dropped
   * with the old name (column renames name the table by its name after the change).
   */
  schemaChanged: defineHook<
    { projectId: string; dbAlias: string; tables: string[]; renamedTables?: TableRename[]; renamedColumns?: ColumnRename[] },
    'asyncSeries'
  >('projects.schemaChanged', 'asyncSeries'),
  /** After a project was deleted, so plugins drop what they keep for it. */
  deleted: defineHook<{ projectId: string }, 'asyncSeries'>('projects.deleted', 'asyncSeries'),
  /**
   * On every other server sharing the meta store (cluster bus), after one of them deleted a
   * project: drop only what this server keeps in memory for it (caches, timers, open rooms).
   * What the meta store keeps is gone already: `deleted` ran once, on the server that deleted it.
   */
  forgotten: defineHook<{ projectId: string }, 'asyncSeries'>('projects.forgotten', 'asyncSeries'),
};

/** One row change, for audit and live updates (xcAuditCreate: tn, cn, pk, value, prevValue). */
export interface RowChange {
  projectId: string;
  dbAlias: string;
  tn: string;
  op: 'insert' | 'update' | 'delete';
  /** Primary key values joined with `___` (composite keys). */
  pk: string;
  /** Changed columns with the value before and after. */
  changes: { cn: string; value: unknown; prevValue: unknown }[];
  /** The whole row after the write (insert, update), database rows keyed by column name: webhooks' payloads. */
  row?: Record<string, unknown>;
  /** The whole row before the write (update, delete). */
  previous?: Record<string, unknown>;
  userId: string | null;
  userEmail?: string | null;
  /** The writer's live socket id (`DataActor.origin`), when it sent one: live updates skip it. */
  origin?: string;
}

export const DataHooks = {
  /** After a write committed: one event per changed row. */
  rowsChanged: defineHook<{ changes: RowChange[] }, 'asyncSeries'>('data.rowsChanged', 'asyncSeries'),
};

export { ProjectsToken } from '../service-tokens.js';
