import { definePlugin, GRAPHQL_API } from '@plinth/sdk';
import { ProjectHooks, ProjectsToken, TableDataToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { SchemaCache } from './cache.js';
import { ASSETS_PATH, graphiqlAssets } from './graphiql.js';
import { graphqlRoutes } from './routes.js';
import { messages } from './messages/index.js';

export default definePlugin({
  manifest,
  server: {
    messages,
    setup(ctx) {
      const data = ctx.services.get(TableDataToken);
      const schemas = new SchemaCache(ctx.services.get(ProjectsToken), data);
      ctx.hooks.tap(ProjectHooks.schemaChanged, ({ projectId }) => schemas.invalidate(projectId));
      ctx.hooks.tap(ProjectHooks.deleted, ({ projectId }) => schemas.invalidate(projectId));
      ctx.hooks.tap(ProjectHooks.forgotten, ({ projectId }) => schemas.invalidate(projectId));
      ctx.http.mount(ASSETS_PATH, graphiqlAssets());
      // The project's gqlApiUrl (projectApiInfo).
      ctx.http.mount(GRAPHQL_API.mount, graphqlRoutes(ctx, schemas, data));
    },
  },
});
