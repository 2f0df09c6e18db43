import { DialectToken, findDialect, ProjectsToken, badRequest, notFound, type Principal, type ServerContext } from '@plinth/sdk/server';
import type { TemplateDocument } from '../types.js';
import { checkPlanForDialect } from './dialect-check.js';
import { parseTemplateDocument } from './document/index.js';
import { planTemplate, plannedTableNames, schemaOps } from './plan.js';
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
    await this.projects.changeSchema(project.id, undefined, schemaOps(plan), principal?.userId ?? null);
    await this.addVirtualColumns(project.id, undefined, plan);
    return { id: project.id, title: project.title };
  }

  /**
   * `xcModelsCreateFromTemplate`: the template's tables in an existing project's database.
   * Refuses, before changing anything, a table (or junction) the database already has.
   */
  async importInto(projectId: string, dbAlias: string | undefined, ref: TemplateRef, by: string | null): Promise<{ tables: string[] }> {
    const plan = planTemplate(await this.document(ref));
    const existing = new Set((await this.projects.tables(projectId, dbAlias)).map((m) => m.tn.toLowerCase()));
    const taken = plannedTableNames(plan).find((tn) => existing.has(tn.toLowerCase()));
    if (taken) throw badRequest(`Table '${taken}' is already exist`);
    checkPlanForDialect((await this.projects.database(projectId, dbAlias)).dialect, plan);
    await this.projects.changeSchema(projectId, dbAlias, schemaOps(plan), by);
    await this.addVirtualColumns(projectId, dbAlias, plan);
    return { tables: plan.tables.map((t) => t.tn) };
  }

  private async addVirtualColumns(projectId: string, dbAlias: string | undefined, plan: ReturnType<typeof planTemplate>) {
    for (const v of plan.virtualColumns) await this.projects.addVirtualColumn(projectId, dbAlias, v.tn, v.column);
  }
}
