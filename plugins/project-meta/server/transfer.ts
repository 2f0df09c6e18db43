/**
 * Export and import of a project's metadata. Import checks the whole archive first (the document's
 * schema, then every plugin's section), then creates a new project and applies the schema in one
 * all-or-nothing schema change, its virtual columns and disabled tables, and the plugins' sections;
 * when anything fails after the project was created, the project is deleted again.
 */
import type { VirtualColumnMeta } from '@plinth/sdk';
import {
  HttpError,
  ProjectMetaHooks,
  validate,
  type ColumnDefinition,
  type Principal,
  type ProjectMetaSections,
  type ProjectsService,
  type SchemaOp,
  type ServerContext,
} from '@plinth/sdk/server';
import { readArchive, writeArchive } from './archive.js';
import { buildDocument, DOCUMENT_NAME, documentSchema, type ProjectDocument } from './document.js';

/** The zip of a project's metadata, streamed. */
export async function exportProject(ctx: ServerContext, projects: ProjectsService, projectId: string) {
  const project = await projects.get(projectId);
  const db = project.envs._noco?.db[0];
  const metas = await projects.tables(projectId);
  const sections: ProjectMetaSections = {};
  await ctx.hooks.promise(ProjectMetaHooks.exported, { projectId, sections });
  const document = buildDocument(project, db?.client ?? 'sqlite3', metas, sections);
  return { title: project.title, stream: writeArchive(new Map([[DOCUMENT_NAME, JSON.stringify(document, null, 2)]])) };
}

/** The archive's document, checked whole: the schema, then each plugin's section. */
export async function readDocument(ctx: ServerContext, zip: Buffer): Promise<ProjectDocument> {
  const files = await readArchive(zip);
  const text = files.get(DOCUMENT_NAME);
  if (!text) throw new HttpError(400, `Invalid archive: no ${DOCUMENT_NAME}`);
  let json: unknown;
  try {
    json = JSON.parse(text.toString('utf8'));
  } catch {
    throw new HttpError(400, `Invalid archive: ${DOCUMENT_NAME} is not JSON`);
  }
  const document = validate(documentSchema, json);
  const tables = [...document.tables.map((t) => t.tn), ...document.junctions.map((j) => j.vtn)];
  const known = new Set(document.tables.map((t) => t.tn));
  for (const fk of document.foreignKeys) {
    if (!known.has(fk.tn) || !known.has(fk.rtn))
      throw new HttpError(400, `Invalid archive: a relation names a table it does not hold ('${fk.tn}' -> '${fk.rtn}')`);
  }
  await ctx.hooks.promise(ProjectMetaHooks.validate, { sections: document.sections, tables });
  return document;
}

/** What an import would create, for a preview. */
export function summary(document: ProjectDocument) {
  return {
    title: document.project.title,
    projectType: document.project.projectType,
    version: document.version,
    tables: document.tables.map((t) => t.tn),
    relations: document.foreignKeys.length,
    manyToMany: document.junctions.length,
    virtualColumns: document.virtualColumns.length,
    disabledTables: document.tables.filter((t) => !t.enabled).map((t) => t.tn),
    sections: Object.keys(document.sections).sort(),
  };
}

/** Creates a project (embedded SQLite) from a checked document; answers its id. */
export async function importProject(
  ctx: ServerContext,
  projects: ProjectsService,
  document: ProjectDocument,
  principal: Principal,
): Promise<string> {
  const project = await projects.create({ title: document.project.title, projectType: document.project.projectType }, principal);
  try {
    // Native types are the source database's: another dialect chooses its own from the uidt.
    const portable = (c: ColumnDefinition): ColumnDefinition => (document.client === 'sqlite3' ? c : { ...c, dt: undefined });
    const ops: SchemaOp[] = [
      ...document.tables.map((t): SchemaOp => ({ op: 'createTable', table: { tn: t.tn, columns: t.columns.map(portable) } })),
      ...document.foreignKeys.map((fk): SchemaOp => ({ op: 'addForeignKey', fk })),
      ...document.junctions.map((junction): SchemaOp => ({ op: 'createJunctionTable', junction })),
    ];
    if (ops.length) await projects.changeSchema(project.id, undefined, ops, principal.userId ?? null);
    for (const v of document.virtualColumns)
      await projects.addVirtualColumn(project.id, undefined, v.tn, v.column as unknown as VirtualColumnMeta);
    for (const t of document.tables) if (!t.enabled) await projects.setTableEnabled(project.id, undefined, t.tn, false);
    await ctx.hooks.promise(ProjectMetaHooks.imported, {
      projectId: project.id,
      sections: document.sections,
      userId: principal.userId ?? null,
    });
    return project.id;
  } catch (err) {
    await projects
      .delete(project.id, { dropDatabase: true })
      .catch((cleanup: unknown) => ctx.log.error(`Could not remove the half-imported project ${project.id}`, cleanup));
    throw err;
  }
}
