/**
 * The OpenAPI 3.1 document of one project's REST API, generated from its table meta, and a
 * per-project cache of it that the projects plugin's `schemaChanged` hook clears.
 */
import type { TableMeta } from '@plinth/sdk';
import { ColumnIndex, sqlFamily, workingDbs, type ProjectsService } from '@plinth/sdk/server';
import {
  CONDITION_GRAPH_SYNTAX,
  SECURITY,
  SHARED_PARAMETERS,
  SHARED_RESPONSES,
  SHARED_SCHEMAS,
  WHERE_SYNTAX,
} from './openapi-components.js';
import { camelIdentifier, NameAllocator, pascalIdentifier } from './openapi-names.js';
import { tablePaths, type TableNames } from './openapi-paths.js';
import { ref, rowSchema, writeSchema } from './openapi-schemas.js';
import type { JsonSchema, OpenApiDocument, PathItem } from './openapi-types.js';

interface ProjectSummary {
  id: string;
  title: string;
  /** Database client (`sqlite3`, `pg`, `mysql2`, `mssql`): integer ranges depend on it. */
  client: string;
}

const apiBase = (projectId: string) => `/nc/${encodeURIComponent(projectId)}/api/v1`;

function buildOpenApi(project: ProjectSummary, tables: TableMeta[]): OpenApiDocument {
  const sql = sqlFamily(project.client);
  const schemaNames = new NameAllocator(Object.keys(SHARED_SCHEMAS));
  const bases = new NameAllocator();
  const names = new Map<string, TableNames>();
  for (const meta of tables) {
    const type = schemaNames.take(pascalIdentifier(meta._tn));
    names.set(meta.tn, {
      meta,
      op: bases.take(camelIdentifier(meta._tn)),
      row: type,
      create: schemaNames.take(`${type}Create`),
      update: schemaNames.take(`${type}Update`),
      list: schemaNames.take(`${type}List`),
    });
  }
  const operationIds = new NameAllocator();
  const ctx = { table: (tn: string) => names.get(tn), operationId: (wanted: string) => operationIds.take(wanted) };
  const related = {
    rowSchema: (tn: string) => names.get(tn)?.row,
    alias: (tn: string) => names.get(tn)?.meta._tn,
    columnAlias: (tn: string, cn: string) => names.get(tn)?.meta.columns.find((c) => c.cn === cn)?._cn,
  };

  const schemas: Record<string, JsonSchema> = { ...SHARED_SCHEMAS };
  const paths: Record<string, PathItem> = {};
  for (const t of names.values()) {
    const index = new ColumnIndex(t.meta, sql);
    schemas[t.row] = rowSchema(t.meta, index, related);
    schemas[t.create] = writeSchema(t.meta, index, 'create');
    schemas[t.update] = writeSchema(t.meta, index, 'update');
    schemas[t.list] = {
      type: 'object',
      properties: { list: { type: 'array', items: ref(t.row) }, pageInfo: ref('PageInfo') },
      required: ['list', 'pageInfo'],
      additionalProperties: false,
    };
    Object.assign(paths, tablePaths(t, ctx));
  }

  return {
    openapi: '3.1.0',
    info: {
      title: `${project.title} REST API`,
      version: '1.0.0',
      description: `The REST data API of the Plinth project "${project.title}": one set of routes per table, rows keyed by column alias.\n\n## where\n\n${WHERE_SYNTAX}\n\n## conditionGraph\n\n${CONDITION_GRAPH_SYNTAX}`,
    },
    servers: [{ url: apiBase(project.id), description: 'This Plinth host' }],
    tags: tables.map((m) => ({ name: m._tn, ...(m.type === 'view' && { description: 'A view: read only' }) })),
    paths,
    components: { schemas, parameters: SHARED_PARAMETERS, responses: SHARED_RESPONSES, securitySchemes: SECURITY.schemes },
    security: SECURITY.security,
  };
}

/**
 * Documents by project, built on first request and dropped when the project's schema changes
 * (or the project goes). A document is rebuilt too when the project's title changed.
 */
export class OpenApiCache {
  private readonly entries = new Map<string, { title: string; doc: Promise<OpenApiDocument> }>();

  constructor(private readonly projects: ProjectsService) {}

  async get(projectId: string): Promise<OpenApiDocument> {
    const project = await this.projects.get(projectId);
    const cached = this.entries.get(projectId);
    if (cached && cached.title === project.title) return cached.doc;
    const dbs = workingDbs(project);
    const db = dbs.find((d) => d.dbAlias === 'db') ?? dbs[0];
    const doc = this.projects
      .tables(projectId)
      .then((tables) => buildOpenApi({ id: project.id, title: project.title, client: db?.client ?? 'sqlite3' }, tables));
    const entry = { title: project.title, doc };
    this.entries.set(projectId, entry);
    // A failed build (project stopped, database gone) is not remembered.
    doc.catch(() => this.entries.get(projectId) === entry && this.entries.delete(projectId));
    return doc;
  }

  invalidate(projectId: string): void {
    this.entries.delete(projectId);
  }
}
