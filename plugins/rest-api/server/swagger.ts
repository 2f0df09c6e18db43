/**
 * The document routes under `/nc/:projectId/api/v1`: `swagger.json`, `client.ts` (both need
 * `airTable` in the project) and the Swagger UI page at `swagger/` (static and public: it holds
 * no project data; the document it loads is fetched with the signed-in user's token).
 */
import type { Request, Response, NextFunction, RequestHandler, Router } from 'express';
import type swaggerUi from 'swagger-ui-express';
import { createRouter, publicRoute, type ServerContext } from '@plinth/sdk/server';
import { generateClient } from './client-gen.js';
import type { OpenApiCache } from './openapi.js';
import { requestInterceptor } from './swagger-auth.js';

const UI_OPTIONS: swaggerUi.SwaggerUiOptions = {
  customSiteTitle: 'Plinth REST API',
  // The page lives at .../api/v1/swagger/; the document beside the API at .../api/v1/swagger.json.
  swaggerUrl: '../swagger.json',
  swaggerOptions: { requestInterceptor, persistAuthorization: false, displayRequestDuration: true, tryItOutEnabled: false },
};

/** Adds `swagger.json` and `client.ts` to the router of `/nc/:projectId/api/v1`. */
export function addDocumentRoutes(router: Router, ctx: ServerContext, docs: OpenApiCache): void {
  const read = ctx.http.requirePermission('airTable', { projectIdParam: 'projectId' });

  router.get('/swagger.json', read, async (req, res) => {
    res.json(await docs.get(String(req.params.projectId)));
  });

  router.get('/client.ts', read, async (req, res) => {
    const doc = await docs.get(String(req.params.projectId));
    const file = `${
      doc.info.title
        .replace(/ REST API$/, '')
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'project'
    }-client.ts`;
    res
      .type('text/plain; charset=utf-8')
      .set('content-disposition', `attachment; filename="${file}"`)
      .set('x-content-type-options', 'nosniff')
      .send(generateClient(doc));
  });
}

/** The page answers browsers only: an API client asking for JSON reaches a table named `swagger`. */
const wantsPage = (req: Request) => req.accepts(['application/json', 'text/html']) === 'text/html';

/**
 * The page and the handler of its assets, made with the first request for them: swagger-ui-express
 * (and swagger-ui-dist under it) is a large share of the server's start otherwise.
 */
let ui: Promise<{ html: string; files: RequestHandler }> | undefined;
const loadUi = () =>
  (ui ??= import('swagger-ui-express').then(({ default: swagger }) => {
    const files = createRouter();
    // swagger-ui-init.js with these options (per router, not swagger-ui-express's shared global)
    // and the swagger-ui-dist assets; anything else falls through to the table routes.
    files.use(swagger.serveFiles(undefined, UI_OPTIONS));
    return { html: swagger.generateHTML(undefined, UI_OPTIONS), files };
  }));

/** Swagger UI, mounted at `/nc/:projectId/api/v1/swagger`. */
export function swaggerUiRoutes(): Router {
  const router = createRouter({ mergeParams: true });
  // The page and its assets hold no data: the document (swagger.json) needs `airTable`.
  const page = publicRoute('the Swagger UI page and its static assets, without data');
  router.get('/', page, async (req: Request, res: Response, next: NextFunction) => {
    if (!wantsPage(req)) return next();
    const url = new URL(req.originalUrl, 'http://host');
    // Relative asset and document URLs resolve against the folder, so the page needs its slash.
    if (!url.pathname.endsWith('/')) return res.redirect(301, `${url.pathname}/${url.search}`);
    res.type('html').send((await loadUi()).html);
  });
  router.use(page, async (req: Request, res: Response, next: NextFunction) => (await loadUi()).files(req, res, next));
  return router;
}
