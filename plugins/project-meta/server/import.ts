/**
 * Import of a project's metadata (a zip, or the JSON document alone). Everything is checked first:
 * the archive's limits, the document's schema, its rows files and every plugin's section. Then:
 * - into a new project (embedded SQLite): the schema in one all-or-nothing change, virtual columns,
 *   disabled tables, rows, the plugins' sections; on any failure the project is deleted again;
 * - into an existing project: only what it lacks (`import-plan.ts`), rows into the tables it
 *   creates; on a failure after the schema change, the tables and columns it added are dropped
 *   again and its virtual columns removed, so the project is as before.
 */
import type { TableMeta } from '@plinth/sdk';
import {
  HttpError,
  ProjectMetaHooks,
  validate,
  type Principal,
  type ProjectsService,
  type SchemaOp,
  type ServerContext,
} from '@plinth/sdk/server';
import { readArchive } from './archive.js';
import { DOCUMENT_NAME, documentSchema, type ProjectDocument } from './document.js';
import { planImport, type ImportPlan } from './import-plan.js';
import { insertRows, readRows } from './rows.js';

/** A checked upload: the document and its rows (table -> parsed CSV). */
export interface ImportUpload {
  document: ProjectDocument;
  rows: ReturnType<typeof readRows>;
}

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

function parseDocument(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, `Invalid archive: ${name} is not JSON`);
  }
}

/** The upload (a zip, or the document as JSON) checked whole: limits, schema, rows, each plugin's section. */
export async function readUpload(ctx: ServerContext, body: Buffer): Promise<ImportUpload> {
  const isZip = body.subarray(0, 4).equals(ZIP_MAGIC);
  const files = isZip ? await readArchive(body) : new Map<string, Buffer>();
  let json: unknown;
  if (isZip) {
    const text = files.get(DOCUMENT_NAME);
    if (!text) throw new HttpError(400, `Invalid archive: no ${DOCUMENT_NAME}`);
    json = parseDocument(text.toString('utf8'), DOCUMENT_NAME);
  } else if (/^\s*\{/.test(body.subarray(0, 64).toString('utf8'))) {
    json = parseDocument(body.toString('utf8'), 'the file');
  } else throw new HttpError(400, 'Invalid archive: not a zip file or a JSON document');
  const document = validate(documentSchema, json);
  const tables = [...document.tables.map((t) => t.tn), ...document.junctions.map((j) => j.vtn)];
  const known = new Set(document.tables.map((t) => t.tn));
  for (const fk of document.foreignKeys) {
    if (!known.has(fk.tn) || !known.has(fk.rtn))
      throw new HttpError(400, `Invalid archive: a relation names a table it does not hold ('${fk.tn}' -> '${fk.rtn}')`);
  }
  const rows = readRows(document, files);
  await ctx.hooks.promise(ProjectMetaHooks.validate, { sections: document.sections, tables });
  return { document, rows };
}

/** What an import did so far, for putting it back. */
interface Undo {
  schema: boolean;
  virtual: { tn: string; name: string }[];
}

/** Applies a plan to a project: schema, virtual columns, switches, rows, the plugins' sections. */
async function apply(
  ctx: ServerContext,
  projects: ProjectsService,
  projectId: string,
  upload: ImportUpload,
  plan: ImportPlan,
  userId: string | null,
  undo: Undo,
): Promise<void> {
  if (plan.ops.length) {
    await projects.changeSchema(projectId, undefined, plan.ops, userId);
    undo.schema = true;
  }
  for (const v of plan.virtualColumns) {
    await projects.addVirtualColumn(projectId, undefined, v.tn, v.column);
    undo.virtual.push({ tn: v.tn, name: v.column._cn });
  }
  for (const tn of plan.disable) await projects.setTableEnabled(projectId, undefined, tn, false);
  if (plan.rows.length) {
    const metas = await projects.tables(projectId);
    const columnsOf = (tn: string) => metas.find((m) => m.tn === tn)?.columns ?? [];
    await insertRows(await projects.database(projectId), upload.document, upload.rows, new Set(plan.rows), columnsOf);
  }
  await ctx.hooks.promise(ProjectMetaHooks.imported, {
    projectId,
    sections: upload.document.sections,
    userId,
    into: plan.into,
  });
}

/** Creates a project (embedded SQLite) from a checked upload; answers its id. */
export async function importAsNewProject(
  ctx: ServerContext,
  projects: ProjectsService,
  upload: ImportUpload,
  principal: Principal,
): Promise<string> {
  const { document } = upload;
  const project = await projects.create({ title: document.project.title, projectType: document.project.projectType }, principal);
  try {
    await apply(ctx, projects, project.id, upload, planImport(document), principal.userId ?? null, { schema: false, virtual: [] });
    return project.id;
  } catch (err) {
    await projects
      .delete(project.id, { dropDatabase: true })
      .catch((cleanup: unknown) => ctx.log.error(`Could not remove the half-imported project ${project.id}`, cleanup));
    throw err;
  }
}

/** The plan of importing `upload` into an existing project. */
export async function planInto(projects: ProjectsService, projectId: string, upload: ImportUpload): Promise<ImportPlan> {
  const db = await projects.database(projectId);
  return planImport(upload.document, await projects.tables(projectId), db.dialect.client);
}

/** The ops that take away what `plan` added (junctions and foreign keys go with their tables). */
function undoOps(plan: ImportPlan, before: readonly TableMeta[]): SchemaOp[] {
  const existed = new Set(before.map((m) => m.tn));
  return [
    ...plan.ops.flatMap((op): SchemaOp[] => (op.op === 'createJunctionTable' ? [{ op: 'dropTable', tn: op.junction.vtn }] : [])),
    ...plan.ops.flatMap((op): SchemaOp[] =>
      op.op === 'addForeignKey' && existed.has(op.fk.tn) ? [{ op: 'dropForeignKey', tn: op.fk.tn, cn: op.fk.cn }] : [],
    ),
    ...plan.addColumns.map(({ tn, cn }): SchemaOp => ({ op: 'dropColumn', tn, cn })),
    ...[...plan.createTables].reverse().map((tn): SchemaOp => ({ op: 'dropTable', tn })),
  ];
}

/** Imports into an existing project what it lacks; on failure puts the project back as it was. */
export async function importIntoProject(
  ctx: ServerContext,
  projects: ProjectsService,
  projectId: string,
  upload: ImportUpload,
  principal: Principal,
): Promise<ImportPlan> {
  const before = await projects.tables(projectId);
  const plan = planImport(upload.document, before, (await projects.database(projectId)).dialect.client);
  const undo: Undo = { schema: false, virtual: [] };
  const userId = principal.userId ?? null;
  try {
    await apply(ctx, projects, projectId, upload, plan, userId, undo);
    return plan;
  } catch (err) {
    try {
      for (const v of undo.virtual.reverse()) await projects.removeVirtualColumn(projectId, undefined, v.tn, v.name);
      if (undo.schema) await projects.changeSchema(projectId, undefined, undoOps(plan, before), userId);
    } catch (cleanup) {
      ctx.log.error(`Could not undo a failed import into project ${projectId}`, cleanup);
    }
    throw err;
  }
}
