import { basename } from 'node:path';
import { definePlugin, GRAPHQL_API, REST_API } from '@plinth/sdk';
import { createRouter, ProjectsToken } from '@plinth/sdk/server';
import type { ProjectInfoAnswer } from '../info.js';
import { manifest } from '../manifest.js';

/** Project administration screens are for the project's admins (owner, creator). */
const PROJECT_ADMIN = 'projectMeta';

export default definePlugin({
  manifest,
  server: {
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
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
      ctx.http.mount('/api/v1/project-meta/:projectId', router);
    },
  },
});
