import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { definePlugin, GRAPHQL_API, REST_API } from '@plinth/sdk';
import { createRouter, HttpError, ProjectMetaHooks, ProjectsToken, workingDbs } from '@plinth/sdk/server';
import express from 'express';
import type { ProjectInfoAnswer } from '../info.js';
import { manifest } from '../manifest.js';
import { ARCHIVE_LIMITS } from './archive.js';
import { exportArchive, exportDocument } from './export.js';
import { planImport, planSummary } from './import-plan.js';
import { importAsNewProject, importIntoProject, planInto, readUpload } from './import.js';
import { messages } from './messages/index.js';

/** An attachment file name, ASCII only (the project title may hold anything). */
const contentDisposition = (name: string) => `attachment; filename="${name.replace(/[^\w.-]+/g, '_')}"`;

/** An upload (zip or JSON document) as raw bytes, whatever its content type. */
const uploadBody = express.raw({ type: () => true, limit: ARCHIVE_LIMITS.maxUnpackedBytes });
function uploadOf(body: unknown): Buffer {
  // A JSON document sent as application/json was parsed by the host already.
  if (body && typeof body === 'object' && !Buffer.isBuffer(body) && Object.keys(body).length) return Buffer.from(JSON.stringify(body));
  if (!Buffer.isBuffer(body) || !body.length) throw new HttpError(400, 'Send the exported zip or JSON file as the request body');
  return body;
}

/** Project administration screens are for the project's admins (owner, creator). */
const PROJECT_ADMIN = 'projectMeta';

export default definePlugin({
  manifest,
  server: {
    messages,
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      ctx.hooks.declare(ProjectMetaHooks.exported);
      ctx.hooks.declare(ProjectMetaHooks.validate);
      ctx.hooks.declare(ProjectMetaHooks.imported);
      const router = createRouter({ mergeParams: true });
      router.get('/info', ctx.http.requirePermission(PROJECT_ADMIN, { projectIdParam: 'projectId' }), async (req, res) => {
        const project = await projects.get(String(req.params.projectId));
        const dbs = workingDbs(project);
        const databases = await Promise.all(
          dbs.map(async (db) => {
            const metas = await projects.tables(project.id, db.dbAlias);
            const tables = metas.filter((m) => (m.type ?? 'table') === 'table');
            return {
              dbAlias: db.dbAlias,
              client: db.client,
              embedded: db.embedded,
              database: db.connection.filename ? basename(db.connection.filename) : (db.connection.database ?? null),
              host: db.connection.host ?? null,
              counts: {
                tables: tables.length,
                views: metas.length - tables.length,
                // Each foreign key once (it is a belongs-to on the child and a has-many on the parent).
                relations: metas.reduce((n, m) => n + (m.belongsTo?.length ?? 0), 0),
                manyToMany: metas.reduce((n, m) => n + (m.manyToMany?.length ?? 0), 0) / 2,
                virtualColumns: metas.reduce((n, m) => n + (m.v?.length ?? 0), 0),
              },
            };
          }),
        );
        const answer: ProjectInfoAnswer = {
          id: project.id,
          title: project.title,
          projectType: project.projectType,
          status: project.status,
          createdAt: project.createdAt,
          databases,
          api: {
            rest: REST_API.table(project.id, '').replace(/\/$/, ''),
            swagger: REST_API.swagger(project.id),
            graphql: GRAPHQL_API.endpoint(project.id),
          },
        };
        res.json(answer);
      });
      // Meta tab: the project's metadata as a zip (rows as CSV only when asked), or the document as JSON.
      const projectAdmin = ctx.http.requirePermission(PROJECT_ADMIN, { projectIdParam: 'projectId' });
      router.get('/export', projectAdmin, async (req, res) => {
        const projectId = String(req.params.projectId);
        if (req.query.format === 'json') {
          const document = await exportDocument(ctx, projects, projectId);
          res.set('Content-Disposition', contentDisposition(`${document.project.title}-meta.json`));
          return void res.json(document);
        }
        const { title, stream } = await exportArchive(ctx, projects, projectId, req.query.rows === '1');
        res.set({ 'Content-Type': 'application/zip', 'Content-Disposition': contentDisposition(`${title}-meta.zip`) });
        pipeline(stream, res).catch((err: unknown) => ctx.log.error(`The export of project ${projectId} stopped`, err));
      });
      // Into this project: only what it lacks; `?preview=1` answers the plan without changing anything.
      router.post('/import', projectAdmin, uploadBody, async (req, res) => {
        const projectId = String(req.params.projectId);
        const upload = await readUpload(ctx, uploadOf(req.body));
        if (req.query.preview === '1') return void res.json(planSummary(upload.document, await planInto(projects, projectId, upload)));
        const plan = await importIntoProject(ctx, projects, projectId, upload, req.principal!);
        res.json({ id: projectId, ...planSummary(upload.document, plan) });
      });
      ctx.http.mount('/api/v1/project-meta/:projectId', router);

      // A new project from an exported zip or JSON document (the request body); `?preview=1` only says what it would create.
      const imports = createRouter();
      imports.post('/', ctx.http.requirePermission('projectCreate'), uploadBody, async (req, res) => {
        const upload = await readUpload(ctx, uploadOf(req.body));
        const plan = planImport(upload.document);
        if (req.query.preview === '1') return void res.json(planSummary(upload.document, plan));
        const projectId = await importAsNewProject(ctx, projects, upload, req.principal!);
        res.status(201).json({ id: projectId, ...planSummary(upload.document, plan) });
      });
      ctx.http.mount('/api/v1/project-meta-import', imports);
    },
  },
});
