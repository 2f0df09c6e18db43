import {
  DialectToken,
  findDialect,
  ProjectsToken,
  TableDataToken,
  badRequest,
  notFound,
  type Principal,
  type SchemaOp,
  type ServerContext,
} from '@plinth/sdk/server';
import type { TemplateDocument } from '../types.js';
import { checkPlanForDialect } from './dialect-check.js';
import { parseTemplateDocument } from './document/index.js';
import { planTemplate, plannedTableNames, schemaOps, type TemplatePlan } from './plan.js';
import { insertSampleRows, parentsFirst } from './sample-rows.js';
import { templateIdOf, type TemplateStore } from './store.js';

/** A template as the operations take it: a stored template's id, the document, or its JSON text. */
export type TemplateRef = number | string | Record<string, unknown>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Template is not valid JSON');
  }
}

/** Makes tables, columns and relations of a template in a new or an existing project. */
export class TemplateImporter {
  constructor(
    private readonly ctx: ServerContext,
    private readonly store: TemplateStore,
  ) {}

  /** 503 while no plugin provides projects. */
  private get projects() {
    return this.ctx.services.get(ProjectsToken);
  }

  /** The checked document a reference names; `title` stands in for a document without one. */
  async document(ref: TemplateRef, title?: string): Promise<TemplateDocument> {
    let raw: unknown;
    if (typeof ref === 'number' || /^\s*\d+\s*$/.test(typeof ref === 'string' ? ref : '')) {
      const id = templateIdOf(ref);
      raw = id === undefined ? undefined : await this.store.document(id);
      if (!raw) throw notFound('Template not found');
    } else raw = typeof ref === 'string' ? parseJson(ref) : ref;
    if (title?.trim() && raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const r = raw as { title?: unknown; name?: unknown };
      const named = [r.title, r.name].some((v) => typeof v === 'string' && v.trim());
      if (!named) raw = { ...raw, title };
    }
    return parseTemplateDocument(raw, 'project');
  }

  /** `projectCreateByWebWithXCDB`: a new embedded project holding the template's schema. */
  async createProject(
    args: { title?: string; projectType: 'rest' | 'graphql'; template: TemplateRef },
    principal: Principal | null,
  ): Promise<{ id: string; title: string }> {
    const doc = await this.document(args.template, args.title);
    const plan = planTemplate(doc);
    const sqlite = findDialect(this.ctx.services.getAll(DialectToken), 'sqlite3');
    if (sqlite) checkPlanForDialect(sqlite, plan);
    const project = await this.projects.create({ title: args.title?.trim() || doc.title, projectType: args.projectType }, principal);
    try {
      await this.projects.changeSchema(project.id, undefined, schemaOps(plan), principal?.userId ?? null);
      await this.fill(project.id, undefined, doc, plan, principal);
    } catch (err) {
      // All or nothing: no half-made project stays behind.
      await this.projects
        .delete(project.id, { dropDatabase: true })
        .catch((e: unknown) => this.ctx.log.error('Could not remove a half-made template project', e));
      throw err;
    }
    return { id: project.id, title: project.title };
  }

  /**
   * `xcModelsCreateFromTemplate`: the template's tables in an existing project's database.
   * Refuses, before changing anything, a table (or junction) the database already has.
   */
  async importInto(projectId: string, dbAlias: string | undefined, ref: TemplateRef, by: Principal | null): Promise<{ tables: string[] }> {
    const doc = await this.document(ref);
    const plan = planTemplate(doc);
    const existing = new Set((await this.projects.tables(projectId, dbAlias)).map((m) => m.tn.toLowerCase()));
    const taken = plannedTableNames(plan).find((tn) => existing.has(tn.toLowerCase()));
    if (taken) throw badRequest(`Table '${taken}' is already exist`);
    checkPlanForDialect((await this.projects.database(projectId, dbAlias)).dialect, plan);
    await this.projects.changeSchema(projectId, dbAlias, schemaOps(plan), by?.userId ?? null);
    try {
      await this.fill(projectId, dbAlias, doc, plan, by);
    } catch (err) {
      await this.projects
        .changeSchema(projectId, dbAlias, dropOps(plan), by?.userId ?? null)
        .catch((e: unknown) => this.ctx.log.error('Could not undo a failed template import', e));
      throw err;
    }
    return { tables: plan.tables.map((t) => t.tn) };
  }

  /**
   * Lookups and rollups (meta-only columns), then the sample rows through the data service
   * (the default database only; without the `data` plugin the tables stay empty).
   */
  private async fill(projectId: string, dbAlias: string | undefined, doc: TemplateDocument, plan: TemplatePlan, by: Principal | null) {
    for (const v of plan.virtualColumns) await this.projects.addVirtualColumn(projectId, dbAlias, v.tn, v.column);
    const data = this.ctx.services.getOptional(TableDataToken);
    const hasRows = doc.tables.some((t) => t.rows?.length);
    if (!data || !hasRows || (dbAlias && dbAlias !== 'db')) return;
    const db = await this.projects.database(projectId, dbAlias);
    await insertSampleRows(doc, plan, { data, db, projectId, actor: { userId: by?.userId ?? null, userEmail: by?.email ?? null } });
  }
}

/** What undoes a template's schema: junctions, then tables, children first. */
function dropOps(plan: TemplatePlan): SchemaOp[] {
  return [...plan.manyToMany.map((l) => l.vtn), ...parentsFirst(plan).reverse()].map((tn): SchemaOp => ({ op: 'dropTable', tn }));
}
