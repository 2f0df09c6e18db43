import { basename } from 'node:path';
import { definePlugin, GRAPHQL_API, REST_API } from '@plinth/sdk';
import { createRouter, HttpError, ProjectMetaHooks, ProjectsToken } from '@plinth/sdk/server';
import express from 'express';
import type { ProjectInfoAnswer } from '../info.js';
import { manifest } from '../manifest.js';
import { ARCHIVE_LIMITS } from './archive.js';
import { exportProject, importProject, readDocument, summary } from './transfer.js';

/** An attachment file name, ASCII only (the project title may hold anything). */
const contentDisposition = (name: string) => `attachment; filename="${name.replace(/[^\w.-]+/g, '_')}"`;

/** Project administration screens are for the project's admins (owner, creator). */
const PROJECT_ADMIN = 'projectMeta';

export default definePlugin({
  manifest,
  server: {
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      ctx.hooks.declare(ProjectMetaHooks.exported);
      ctx.hooks.declare(ProjectMetaHooks.validate);
      ctx.hooks.declare(ProjectMetaHooks.imported);
      const router = createRouter({ mergeParams: true });
      router.get('/info', ctx.http.requirePermission(PROJECT_ADMIN, { projectIdParam: 'projectId' }), async (req, res) => {
        const project = await projects.get(String(req.params.projectId));
        const dbs = project.envs._noco?.db ?? Object.values(project.envs)[0]?.db ?? [];
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
      // Meta tab: the project's metadata as a zip (never rows, connection details or secrets).
      router.get('/export', ctx.http.requirePermission(PROJECT_ADMIN, { projectIdParam: 'projectId' }), async (req, res) => {
        const { title, stream } = await exportProject(ctx, projects, String(req.params.projectId));
        res.set({ 'Content-Type': 'application/zip', 'Content-Disposition': contentDisposition(`${title}-meta.zip`) });
        stream.pipe(res);
      });
      ctx.http.mount('/api/v1/project-meta/:projectId', router);

      // A new project from an exported zip (the request body); `?preview=1` only says what it would create.
      const imports = createRouter();
      imports.post(
        '/',
        ctx.http.requirePermission('projectCreate'),
        express.raw({ type: () => true, limit: ARCHIVE_LIMITS.maxUnpackedBytes }),
        async (req, res) => {
          if (!Buffer.isBuffer(req.body) || !req.body.length) throw new HttpError(400, 'Send the exported zip as the request body');
          const document = await readDocument(ctx, req.body);
          if (req.query.preview === '1') return void res.json(summary(document));
          const projectId = await importProject(ctx, projects, document, req.principal!);
          res.status(201).json({ id: projectId, ...summary(document) });
        },
      );
      ctx.http.mount('/api/v1/project-meta-import', imports);
    },
  },
});
