import { definePlugin, GRAPHQL_API, GRPC_API, REST_API, type ProjectApiInfo } from '@plinth/sdk';
import { createRouter, ProjectHooks, ProjectsToken, TableDataToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { OpenApiCache } from './openapi.js';
import { addRestRoutes } from './routes.js';
import { addDocumentRoutes, swaggerUiRoutes } from './swagger.js';
import { messages } from './messages/index.js';

export default definePlugin({
  manifest,
  server: {
    messages,
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      // OpenAPI document, typed client and Swagger UI: mounted first, so they win over table names.
      const docs = new OpenApiCache(projects);
      ctx.hooks.tap(ProjectHooks.schemaChanged, ({ projectId }) => docs.invalidate(projectId));
      ctx.hooks.tap(ProjectHooks.deleted, ({ projectId }) => docs.invalidate(projectId));
      ctx.hooks.tap(ProjectHooks.forgotten, ({ projectId }) => docs.invalidate(projectId));
      ctx.http.mount(REST_API.swaggerMount, swaggerUiRoutes());
      // One router for the document and the data routes: every data call enters it, and each
      // router entered costs a request its own dispatch.
      const api = createRouter({ mergeParams: true });
      addDocumentRoutes(api, ctx, docs);
      addRestRoutes(api, ctx, ctx.services.get(TableDataToken));
      ctx.http.mount(REST_API.mount, api);

      // GET /nc/{project_id}/projectApiInfo (000 section 7).
      const info = createRouter({ mergeParams: true });
      info.get('/', ctx.http.requirePermission('airTable', { projectIdParam: 'projectId' }), async (req, res) => {
        const p = await projects.get(String(req.params.projectId));
        const entry: ProjectApiInfo = {
          apiType: p.projectType,
          swaggerUrl: REST_API.swagger(p.id),
          // Where the graphql-api plugin answers (an optional dependency: absent, the URL answers 404).
          gqlApiUrl: GRAPHQL_API.endpoint(p.id),
          // The grpc-api plugin's generated .proto (also optional: absent, 404).
          grpcProtoUrl: GRPC_API.proto(p.id),
        };
        res.json([entry]);
      });
      ctx.http.mount(REST_API.infoMount, info);
    },
  },
});
