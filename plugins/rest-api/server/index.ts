import { definePlugin, type ProjectApiInfo } from '@plinth/sdk';
import { createRouter, ProjectsToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { restRoutes } from './routes.js';

export default definePlugin({
  manifest,
  server: {
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      ctx.http.mount('/nc/:projectId/api/v1', restRoutes(ctx, projects));

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
