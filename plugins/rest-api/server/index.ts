import { definePlugin, type ProjectApiInfo } from '@plinth/sdk';
import { createRouter, ProjectHooks, ProjectsToken, TableDataToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { OpenApiCache } from './openapi.js';
import { addRestRoutes } from './routes.js';
import { addDocumentRoutes, swaggerUiRoutes } from './swagger.js';

export default definePlugin({
  manifest,
  server: {
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      // OpenAPI document, typed client and Swagger UI: mounted first, so they win over table names.
      const docs = new OpenApiCache(projects);
      ctx.hooks.tap(ProjectHooks.schemaChanged, ({ projectId }) => docs.invalidate(projectId));
      ctx.hooks.tap(ProjectHooks.deleted, ({ projectId }) => docs.invalidate(projectId));
      ctx.http.mount('/nc/:projectId/api/v1/swagger', swaggerUiRoutes());
      // One router for the document and the data routes: every data call enters it, and each
      // router entered costs a request its own dispatch.
      const api = createRouter({ mergeParams: true });
      addDocumentRoutes(api, ctx, docs);
      addRestRoutes(api, ctx, ctx.services.get(TableDataToken));
      ctx.http.mount('/nc/:projectId/api/v1', api);

      // GET /nc/{project_id}/projectApiInfo (000 section 7).
      const info = createRouter({ mergeParams: true });
      info.get('/', ctx.http.requirePermission('airTable', { projectIdParam: 'projectId' }), async (req, res) => {
        const p = await projects.get(String(req.params.projectId));
        const entry: ProjectApiInfo = {
          apiType: p.projectType,
          swaggerUrl: `/nc/${p.id}/api/v1/swagger`,
          gqlApiUrl: `/nc/${p.id}/v1/graphql`,
        };
        res.json([entry]);
      });
      ctx.http.mount('/nc/:projectId/projectApiInfo', info);
    },
  },
});
