/**
 * Export of a project's metadata: the document alone (a JSON file), or a zip of it with, when asked,
 * every table's rows as CSV streamed into the zip as they are read.
 */
import type { Readable } from 'node:stream';
import { ProjectMetaHooks, workingDbs, type ProjectMetaSections, type ProjectsService, type ServerContext } from '@plinth/sdk/server';
import { writeArchive } from './archive.js';
import { buildDocument, DOCUMENT_NAME, rowsFileName, SCHEMA_LOG_LIMIT, type ProjectDocument } from './document.js';
import { rowsCsv, type RowSource } from './rows.js';

/** The project's document (the working environment's database, whose meta it holds). */
export async function exportDocument(ctx: ServerContext, projects: ProjectsService, projectId: string): Promise<ProjectDocument> {
  const project = await projects.get(projectId);
  const db = workingDbs(project)[0];
  const metas = await projects.tables(projectId);
  const sections: ProjectMetaSections = {};
  await ctx.hooks.promise(ProjectMetaHooks.exported, { projectId, sections });
  const log = await projects.schemaLog(projectId, undefined, SCHEMA_LOG_LIMIT);
  return buildDocument(project, db?.client ?? 'sqlite3', metas, sections, log);
}

/** The zip of a project's metadata, with `rows/<table>.csv` for each table and junction when `withRows`. */
export async function exportArchive(
  ctx: ServerContext,
  projects: ProjectsService,
  projectId: string,
  withRows: boolean,
): Promise<{ title: string; stream: Readable }> {
  const { title } = await projects.get(projectId);
  const document = await exportDocument(ctx, projects, projectId);
  const files = new Map<string, string | Readable>();
  if (withRows) {
    const db = await projects.database(projectId);
    const metas = await projects.tables(projectId);
    const pkOf = (tn: string) => (metas.find((m) => m.tn === tn)?.columns ?? []).filter((c) => c.pk).map((c) => c.cn);
    const sources: RowSource[] = [
      ...document.tables.map((t) => ({ tn: t.tn, columns: t.columns.map((c) => c.cn), pk: pkOf(t.tn) })),
      ...document.junctions.map((j) => ({ tn: j.vtn, columns: [j.vcn, j.vrcn], pk: pkOf(j.vtn) })),
    ];
    for (const source of sources) files.set(rowsFileName(source.tn), rowsCsv(db, source));
    document.rows = sources.map((s) => s.tn);
  }
  // The document first, so a reader finds it before the (possibly large) rows.
  return { title, stream: writeArchive(new Map([[DOCUMENT_NAME, JSON.stringify(document, null, 2)], ...files])) };
}
