/**
 * `/nc/:projectId/v1/graphql`: GraphQL over HTTP (graphql-http; POST, and GET for queries) for
 * callers holding `airTable` in the project, and GraphiQL for a browser asking for HTML. The
 * GraphQL half (serve.ts) loads with the first GraphQL request: graphql-js and graphql-jit stay
 * out of the server's start.
 */
import type { Request, RequestHandler, Router } from 'express';
import { createRouter, publicRoute, type ServerContext, type TableDataService } from '@plinth/sdk/server';
import type { SchemaCache } from './cache.js';
import { graphiqlPage } from './graphiql.js';
import type { OperationLimits } from './limits.js';

/** The page answers browsers only; an API client's GET (JSON, or a `query` parameter) runs GraphQL. */
const wantsPage = (req: Request) =>
  req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html' && req.query.query === undefined;

export function graphqlRoutes(ctx: ServerContext, cache: SchemaCache, data: TableDataService, limits?: OperationLimits): Router {
  const router = createRouter({ mergeParams: true });
  const read = ctx.http.requirePermission('airTable', { projectIdParam: 'projectId' });
  const page = graphiqlPage();
  let loading: Promise<RequestHandler> | undefined;
  // Express 5 passes a rejected promise of a handler on to the error handler.
  const serve: RequestHandler = async (req, res, next) => {
    const handler = await (loading ??= import('./serve.js').then((m) => m.graphqlServe(ctx, cache, data, limits)));
    return handler(req, res, next);
  };

  router.get(
    '/',
    publicRoute('the GraphiQL page for browsers, without data: its queries go through the guarded routes'),
    (req, res, next) => {
      if (!wantsPage(req)) return next();
      res.type('html').set('cache-control', 'no-cache').send(page);
    },
  );
  router.get('/', read, serve);
  router.post('/', read, serve);
  return router;
}
