/**
 * One concrete call per route and RPC operation of the inventory. Every entry the host answers
 * must be here: a route or operation without a recipe fails the matrix, so a plugin cannot add
 * one unnoticed.
 *
 * Calls pass the guard and then stop harmlessly where they can (a missing id answers 404, a
 * bad body 400); calls that would change or end their project anyway say `fresh`, and run
 * against a fresh project with the same people wherever they are expected to be allowed.
 */
import type { MatrixWorld } from './personas.js';

export interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Recipe {
  call(w: MatrixWorld, projectId: string): Call;
  /** Changes or ends its project when allowed: run on a fresh project. */
  fresh?: boolean;
}

const get = (path: (w: MatrixWorld, p: string) => string): Recipe => ({ call: (w, p) => ({ method: 'GET', path: path(w, p) }) });
const send = (method: string, path: (w: MatrixWorld, p: string) => string, body: unknown = {}, fresh = false): Recipe => ({
  call: (w, p) => ({ method, path: path(w, p), body }),
  fresh,
});
const rest = (p: string) => `/nc/${p}/api/v1`;
const views = (p: string) => `/api/v1/views/${p}/items`;
const hooks = (p: string) => `/api/v1/webhooks/${p}/items`;

export const ROUTE_RECIPES: Record<string, Recipe> = {
  // Host.
  'GET /api/health': get(() => '/api/health'),
  'GET /api/v1/plugins': get(() => '/api/v1/plugins'),
  'POST /api/v1/plugins/:id/:action': send('POST', () => '/api/v1/plugins/themes/no-such-action'),
  'GET /api/v1/plugins/:id/settings': get(() => '/api/v1/plugins/no-such-plugin/settings'),
  'PUT /api/v1/plugins/:id/settings': send('PUT', () => '/api/v1/plugins/no-such-plugin/settings'),
  'POST /api/v1/plugins/:id/settings/tests/:name': send('POST', () => '/api/v1/plugins/no-such-plugin/settings/tests/no-such-test'),
  'GET /api/v1/plugins/install': get(() => '/api/v1/plugins/install'),
  'POST /api/v1/plugins/install': send('POST', () => '/api/v1/plugins/install'),
  'DELETE /api/v1/plugins/:id': send('DELETE', () => '/api/v1/plugins/no-such-plugin'),
  'GET /plugin-assets/:id/:installId/*path': get(() => '/plugin-assets/no-such-plugin/1.0.0-00000000/dist/web.js'),
  'POST /dashboard': send('POST', () => '/dashboard?q=sqlOp_no_such_operation'),
  // The change-environment flow's liveness poll (000 s.4): public, a constant answer.
  'GET /dashboard': get(() => '/dashboard'),
  'GET /*': get(() => '/'),
  // Themes, branding, mailer.
  'GET /api/v1/themes/palettes': get(() => '/api/v1/themes/palettes'),
  'GET /api/v1/branding': get(() => '/api/v1/branding'),
  'GET /api/v1/mailer/outbox': get(() => '/api/v1/mailer/outbox'),
  // Auth: sessions (public), the account, administration.
  'POST /auth/signup': send('POST', () => '/auth/signup'),
  'POST /auth/signin': send('POST', () => '/auth/signin'),
  'POST /auth/refresh-token': send('POST', () => '/auth/refresh-token'),
  'POST /auth/signout': send('POST', () => '/auth/signout'),
  'GET /auth/type': get(() => '/auth/type'),
  'POST /auth/password/forgot': send('POST', () => '/auth/password/forgot'),
  'GET /auth/token/validate/:token': get(() => '/auth/token/validate/nope'),
  'POST /auth/password/reset/:token': send('POST', () => '/auth/password/reset/nope'),
  'GET /auth/invitation/:token': get(() => '/auth/invitation/nope'),
  'GET /auth/oauth/providers': get(() => '/auth/oauth/providers'),
  'GET /auth/google': get(() => '/auth/google'),
  'POST /auth/google/genTokenByCode': send('POST', () => '/auth/google/genTokenByCode'),
  'GET /auth/github': get(() => '/auth/github'),
  'POST /auth/github/genTokenByCode': send('POST', () => '/auth/github/genTokenByCode'),
  'GET /user/me': get((_w, p) => `/user/me?project_id=${p}`),
  // No language: stops at the body check (400) once the guard let the caller through.
  'PATCH /user/me': send('PATCH', () => '/user/me'),
  'PUT /user/profile': send('PUT', () => '/user/profile', { firstname: 'Matrix' }),
  'POST /user/password/change': send('POST', () => '/user/password/change'),
  'GET /api/v1/auth/users': get(() => '/api/v1/auth/users'),
  'PATCH /api/v1/auth/users/:id': send('PATCH', () => '/api/v1/auth/users/no-such-user', { roles: ['user'] }),
  'DELETE /api/v1/auth/users/:id': send('DELETE', () => '/api/v1/auth/users/no-such-user'),
  'POST /api/v1/auth/invitations': send('POST', () => '/api/v1/auth/invitations'),
  'GET /api/v1/auth/projects/:projectId/users': get((_w, p) => `/api/v1/auth/projects/${p}/users`),
  'POST /api/v1/auth/projects/:projectId/users': send('POST', (_w, p) => `/api/v1/auth/projects/${p}/users`),
  'PATCH /api/v1/auth/projects/:projectId/users/:userId': send('PATCH', (_w, p) => `/api/v1/auth/projects/${p}/users/no-such-user`, {
    roles: 'viewer',
  }),
  'POST /api/v1/auth/projects/:projectId/users/:userId/resend': send(
    'POST',
    (_w, p) => `/api/v1/auth/projects/${p}/users/no-such-user/resend`,
  ),
  'DELETE /api/v1/auth/projects/:projectId/users/:userId': send('DELETE', (_w, p) => `/api/v1/auth/projects/${p}/users/no-such-user`),
  'GET /api/v1/auth/projects/:projectId/shared-base': get((_w, p) => `/api/v1/auth/projects/${p}/shared-base`),
  'POST /api/v1/auth/projects/:projectId/shared-base': send(
    'POST',
    (_w, p) => `/api/v1/auth/projects/${p}/shared-base`,
    { roles: 'viewer' },
    true,
  ),
  // Would lock the shared base persona out of its project: fresh.
  'PUT /api/v1/auth/projects/:projectId/shared-base/password': send(
    'PUT',
    (_w, p) => `/api/v1/auth/projects/${p}/shared-base/password`,
    { password: 'matrix' },
    true,
  ),
  'DELETE /api/v1/auth/projects/:projectId/shared-base': send(
    'DELETE',
    (_w, p) => `/api/v1/auth/projects/${p}/shared-base`,
    undefined,
    true,
  ),
  'GET /api/v1/auth/tokens': get(() => '/api/v1/auth/tokens'),
  'POST /api/v1/auth/tokens': send('POST', () => '/api/v1/auth/tokens'),
  'DELETE /api/v1/auth/tokens/:id': send('DELETE', () => '/api/v1/auth/tokens/999999'),
  'GET /dashboard/auth/type': get(() => '/dashboard/auth/type'),
  'GET /ui_ability': get(() => '/ui_ability'),
  // REST data API.
  'GET /nc/:projectId/api/v1/swagger': {
    call: (_w, p) => ({ method: 'GET', path: `${rest(p)}/swagger/`, headers: { accept: 'text/html' } }),
  },
  'USE /nc/:projectId/api/v1/swagger': get((_w, p) => `${rest(p)}/swagger/swagger-ui.css`),
  'GET /nc/:projectId/api/v1/swagger.json': get((_w, p) => `${rest(p)}/swagger.json`),
  'GET /nc/:projectId/api/v1/client.ts': get((_w, p) => `${rest(p)}/client.ts`),
  'GET /nc/:projectId/api/v1/:table': get((_w, p) => `${rest(p)}/items`),
  'GET /nc/:projectId/api/v1/:table/count': get((_w, p) => `${rest(p)}/items/count`),
  'POST /nc/:projectId/api/v1/:table/bulk': send('POST', (_w, p) => `${rest(p)}/items/bulk`, [{ title: 'bulk' }]),
  'PUT /nc/:projectId/api/v1/:table/all': send('PUT', (_w, p) => `${rest(p)}/items/all?where=(id,eq,1)`, { title: 'all' }, true),
  'DELETE /nc/:projectId/api/v1/:table/all': send('DELETE', (_w, p) => `${rest(p)}/items/all?where=(id,eq,1)`, undefined, true),
  'GET /nc/:projectId/api/v1/:table/m2mNotChildren/:assoc/:pid': get((_w, p) => `${rest(p)}/items/m2mNotChildren/nope/1`),
  'GET /nc/:projectId/api/v1/:table/:id': get((_w, p) => `${rest(p)}/items/1`),
  'POST /nc/:projectId/api/v1/:table': send('POST', (_w, p) => `${rest(p)}/items`, { title: 'created' }),
  'PUT /nc/:projectId/api/v1/:table/:id': send('PUT', (_w, p) => `${rest(p)}/items/999999`, { title: 'updated' }),
  'DELETE /nc/:projectId/api/v1/:table/:id': send('DELETE', (_w, p) => `${rest(p)}/items/999999`),
  'POST /nc/:projectId/api/v1/:table/:id/hm/:relation/:refId': send('POST', (_w, p) => `${rest(p)}/items/1/hm/nope/1`),
  'DELETE /nc/:projectId/api/v1/:table/:id/hm/:relation/:refId': send('DELETE', (_w, p) => `${rest(p)}/items/1/hm/nope/1`),
  'POST /nc/:projectId/api/v1/:table/:id/mm/:relation/:refId': send('POST', (_w, p) => `${rest(p)}/items/1/mm/nope/1`),
  'DELETE /nc/:projectId/api/v1/:table/:id/mm/:relation/:refId': send('DELETE', (_w, p) => `${rest(p)}/items/1/mm/nope/1`),
  'GET /nc/:projectId/projectApiInfo': get((_w, p) => `/nc/${p}/projectApiInfo`),
  // Audit and attachments.
  'GET /api/v1/audit/:projectId/:tn/:pk': get((_w, p) => `/api/v1/audit/${p}/items/1`),
  'POST /api/v1/audit/:projectId/:tn/:pk/comments': send('POST', (_w, p) => `/api/v1/audit/${p}/items/1/comments`),
  'POST /api/v1/storage/:projectId/upload': send('POST', (_w, p) => `/api/v1/storage/${p}/upload`),
  'POST /api/v1/storage/:projectId/sign': send('POST', (_w, p) => `/api/v1/storage/${p}/sign`),
  'GET /api/v1/storage/:projectId/files/:name': get((_w, p) => `/api/v1/storage/${p}/files/nope.png`),
  'DELETE /api/v1/storage/:projectId/files/:name': send('DELETE', (_w, p) => `/api/v1/storage/${p}/files/nope.png`),
  // Live updates, GraphQL.
  'USE /socket.io': get(() => '/socket.io/?EIO=4&transport=polling'),
  // Terminal: its status for anyone signed in; its socket authenticates the Super Admin itself.
  'GET /api/v1/terminal/status': get(() => '/api/v1/terminal/status'),
  'USE /api/v1/terminal/socket.io': get(() => '/api/v1/terminal/socket.io/?EIO=4&transport=polling'),
  'GET /api/v1/graphql-api/graphiql/graphiql-init.js': get(() => '/api/v1/graphql-api/graphiql/graphiql-init.js'),
  'GET /api/v1/graphql-api/graphiql/react.production.min.js': get(() => '/api/v1/graphql-api/graphiql/react.production.min.js'),
  'GET /api/v1/graphql-api/graphiql/react-dom.production.min.js': get(() => '/api/v1/graphql-api/graphiql/react-dom.production.min.js'),
  'GET /api/v1/graphql-api/graphiql/graphiql.min.js': get(() => '/api/v1/graphql-api/graphiql/graphiql.min.js'),
  'GET /api/v1/graphql-api/graphiql/graphiql.min.css': get(() => '/api/v1/graphql-api/graphiql/graphiql.min.css'),
  // The same path answers the GraphiQL page (public, for browsers) and queries (airTable): two entries, two calls.
  'GET /nc/:projectId/v1/graphql public': {
    call: (_w, p) => ({ method: 'GET', path: `/nc/${p}/v1/graphql`, headers: { accept: 'text/html' } }),
  },
  'GET /nc/:projectId/v1/graphql': get((_w, p) => `/nc/${p}/v1/graphql?query=${encodeURIComponent('{ __typename }')}`),
  'POST /nc/:projectId/v1/graphql': send('POST', (_w, p) => `/nc/${p}/v1/graphql`, { query: '{ __typename }' }),
  // gRPC API: the generated .proto, where the server listens, the services, the Client tab's calls.
  'GET /api/v1/grpc/:projectId/proto': get((_w, p) => `/api/v1/grpc/${p}/proto`),
  'GET /api/v1/grpc/:projectId/info': get((_w, p) => `/api/v1/grpc/${p}/info`),
  'GET /api/v1/grpc/:projectId/services': get((_w, p) => `/api/v1/grpc/${p}/services`),
  'POST /api/v1/grpc/:projectId/call': send('POST', (_w, p) => `/api/v1/grpc/${p}/call`, { service: 'NoSuchService', method: 'List' }),
  // Views and shared views.
  'GET /api/v1/views/:projectId/:tn': get((_w, p) => views(p)),
  'POST /api/v1/views/:projectId/:tn': send('POST', (_w, p) => views(p)),
  'PATCH /api/v1/views/:projectId/:tn/:viewId': send('PATCH', (_w, p) => `${views(p)}/no-such-view`, { title: 'Renamed' }),
  'DELETE /api/v1/views/:projectId/:tn/:viewId': send('DELETE', (_w, p) => `${views(p)}/no-such-view`),
  'PUT /api/v1/views/:projectId/:tn/:viewId/settings': send('PUT', (_w, p) => `${views(p)}/no-such-view/settings`),
  'POST /api/v1/views/:projectId/:tn/:viewId/share': send('POST', (_w, p) => `${views(p)}/no-such-view/share`),
  'DELETE /api/v1/views/:projectId/:tn/:viewId/share': send('DELETE', (_w, p) => `${views(p)}/no-such-view/share`),
  'GET /api/v1/public/views/:shareId': get((w) => `/api/v1/public/views/${w.view.shareId}`),
  'GET /api/v1/public/views/:shareId/rows': get((w) => `/api/v1/public/views/${w.view.shareId}/rows`),
  'GET /api/v1/public/views/:shareId/count': get((w) => `/api/v1/public/views/${w.view.shareId}/count`),
  // The world's shared view is a grid: its link takes no rows (403); forms have their own tests.
  'POST /api/v1/public/views/:shareId/rows': send('POST', (w) => `/api/v1/public/views/${w.view.shareId}/rows`, { title: 'x' }),
  // A grid's link takes no files (403 for everyone: the link, not the caller, decides).
  'GET /api/v1/public/views/:shareId/options/:field': get((w) => `/api/v1/public/views/${w.view.shareId}/options/x`),
  'POST /api/v1/public/views/:shareId/upload': send('POST', (w) => `/api/v1/public/views/${w.view.shareId}/upload`),
  // Webhooks: a list, and calls that stop at a bad body (400) or a missing hook (404).
  'GET /api/v1/webhooks/:projectId/:tn': get((_w, p) => hooks(p)),
  'POST /api/v1/webhooks/:projectId/:tn': send('POST', (_w, p) => hooks(p), { title: '' }),
  'PUT /api/v1/webhooks/:projectId/:tn/:hookId': send('PUT', (_w, p) => `${hooks(p)}/no-such-hook`),
  'DELETE /api/v1/webhooks/:projectId/:tn/:hookId': send('DELETE', (_w, p) => `${hooks(p)}/no-such-hook`),
  'POST /api/v1/webhooks/:projectId/:tn/:hookId/test': send('POST', (_w, p) => `${hooks(p)}/no-such-hook/test`),
  'GET /api/v1/webhooks/:projectId/:tn/:hookId/logs': get((_w, p) => `${hooks(p)}/no-such-hook/logs`),
  // Table access rules (ACL).
  'GET /api/v1/acl/:projectId': get((_w, p) => `/api/v1/acl/${p}`),
  'PUT /api/v1/acl/:projectId/:tn': send('PUT', (_w, p) => `/api/v1/acl/${p}/no_such_table`, { roles: {} }),
  'GET /api/v1/acl/:projectId/hidden': get((_w, p) => `/api/v1/acl/${p}/hidden`),
  'PUT /api/v1/acl/:projectId/hidden/:tn': send('PUT', (_w, p) => `/api/v1/acl/${p}/hidden/no_such_table`, { roles: [] }),
  // Project info.
  'GET /api/v1/project-meta/:projectId/info': get((_w, p) => `/api/v1/project-meta/${p}/info`),
  'GET /api/v1/project-meta/:projectId/export': get((_w, p) => `/api/v1/project-meta/${p}/export`),
  // An empty body: allowed callers get 400 'Send the exported zip...' and nothing is created.
  'POST /api/v1/project-meta-import': send('POST', () => '/api/v1/project-meta-import', undefined),
  'POST /api/v1/project-meta/:projectId/import': send('POST', (_w, p) => `/api/v1/project-meta/${p}/import`, undefined),
  // Excel / CSV import: no file or no upload id, so allowed callers get 400 and nothing is made;
  // a job id nobody started answers 404.
  'POST /api/v1/sheet-import/uploads': send('POST', () => '/api/v1/sheet-import/uploads'),
  'POST /api/v1/sheet-import/jobs': send('POST', () => '/api/v1/sheet-import/jobs'),
  'GET /api/v1/sheet-import/jobs/:jobId': get(() => '/api/v1/sheet-import/jobs/no-such-job'),
  'POST /api/v1/sheet-import/jobs/:jobId/cancel': send('POST', () => '/api/v1/sheet-import/jobs/no-such-job/cancel'),
  'POST /api/v1/sheet-import-into/:projectId/uploads': send('POST', (_w, p) => `/api/v1/sheet-import-into/${p}/uploads`),
  'POST /api/v1/sheet-import-into/:projectId/jobs': send('POST', (_w, p) => `/api/v1/sheet-import-into/${p}/jobs`),
  // Project themes.
  'GET /api/v1/themes/project/:projectId': get((_w, p) => `/api/v1/themes/project/${p}`),
  // An invalid body: allowed callers get 400 and nothing changes.
  'PUT /api/v1/themes/project/:projectId': send('PUT', (_w, p) => `/api/v1/themes/project/${p}`, { themeName: 'Neon' }),
  // SQL editor: files and the statement log (the invalid name answers allowed callers 400).
  'GET /api/v1/sql-editor/:projectId/files': get((_w, p) => `/api/v1/sql-editor/${p}/files`),
  'GET /api/v1/sql-editor/:projectId/files/:name': get((_w, p) => `/api/v1/sql-editor/${p}/files/no_such_file`),
  'PUT /api/v1/sql-editor/:projectId/files/:name': send(
    'PUT',
    (_w, p) => `/api/v1/sql-editor/${p}/files/${encodeURIComponent('a\u0001')}`,
    {
      code: '',
    },
  ),
  'DELETE /api/v1/sql-editor/:projectId/files/:name': send('DELETE', (_w, p) => `/api/v1/sql-editor/${p}/files/no_such_file`),
  'GET /api/v1/sql-editor/:projectId/log': get((_w, p) => `/api/v1/sql-editor/${p}/log`),
  // Cron jobs: a list, a description, and calls that stop at a bad body (400) or a missing job (404).
  'GET /api/v1/cron-jobs/:projectId': get((_w, p) => `/api/v1/cron-jobs/${p}`),
  'POST /api/v1/cron-jobs/:projectId': send('POST', (_w, p) => `/api/v1/cron-jobs/${p}`, { name: '' }),
  'POST /api/v1/cron-jobs/:projectId/describe': send('POST', (_w, p) => `/api/v1/cron-jobs/${p}/describe`, { cron: '0 * * * *' }),
  'PATCH /api/v1/cron-jobs/:projectId/:jobId': send('PATCH', (_w, p) => `/api/v1/cron-jobs/${p}/no-such-job`, { enabled: false }),
  'DELETE /api/v1/cron-jobs/:projectId/:jobId': send('DELETE', (_w, p) => `/api/v1/cron-jobs/${p}/no-such-job`),
  'POST /api/v1/cron-jobs/:projectId/:jobId/run': send('POST', (_w, p) => `/api/v1/cron-jobs/${p}/no-such-job/run`),
  'GET /api/v1/cron-jobs/:projectId/:jobId/runs': get((_w, p) => `/api/v1/cron-jobs/${p}/no-such-job/runs`),
  // Templates.
  'GET /api/v1/nc/templates': get(() => '/api/v1/nc/templates'),
  'GET /api/v1/nc/templates/categories': get(() => '/api/v1/nc/templates/categories'),
  'GET /api/v1/nc/templates/:id': get(() => '/api/v1/nc/templates/1'),
  'POST /api/v1/nc/templates': send('POST', () => '/api/v1/nc/templates'),
  'PUT /api/v1/nc/templates/:id': send('PUT', () => '/api/v1/nc/templates/1'),
  // A loopback URL: allowed callers get 400 from the SSRF guard and nothing is fetched.
  'POST /api/v1/nc/templates/load-url': send('POST', () => '/api/v1/nc/templates/load-url', { url: 'http://127.0.0.1:9/template.json' }),
  // No repository configured in the matrix: allowed callers get 400 'Missing token or template path'.
  'POST /api/v1/projectTemplateCreate': send('POST', () => '/api/v1/projectTemplateCreate'),
};

/**
 * RPC operations: called with `project_id` of the project and, when the operation validates its
 * args, args that fail validation (after the permission check: a 400, nothing done).
 */
export const OPERATION_RECIPES: Record<string, { fresh?: boolean }> = {
  sharedBaseGet: {},
  xcPluginRead: {},
  projectCreate: {},
  PROJECT_READ_BY_WEB: {},
  projectRead: {},
  projectReadByFolder: {},
  projectUpdate: {},
  projectStart: { fresh: true },
  projectStop: { fresh: true },
  projectRestart: { fresh: true },
  projectDelete: {},
  projectClearMeta: { fresh: true },
  projectTestConnection: {},
  ncProjectInfo: {},
  tableList: {},
  viewList: {},
  xcTableAndViewList: {},
  tableXcModelGet: {},
  functionList: {},
  procedureList: {},
  sequenceList: {},
  tableCreate: {},
  tableRename: {},
  tableDelete: {},
  tableUpdate: {},
  relationCreate: {},
  relationDelete: {},
  xcRelationColumnDelete: {},
  xcM2MRelationCreate: {},
  xcVirtualRelationCreate: {},
  xcVirtualRelationDelete: {},
  schemaLog: {},
  schemaUndo: { fresh: true },
  virtualColumnCreate: {},
  virtualColumnDelete: {},
  xcModelSetEnabled: {},
  xcAuditCreate: {},
  executeRawQuery: {},
  projectGenerateBackend: {},
  projectGenerateBackendGql: {},
  projectCreateByWebWithXCDB: {},
  xcModelsCreateFromTemplate: {},
  // Issue 23: environments, the API server, releases, server-sent API calls, row aliases.
  projectChangeEnv: {},
  projectCreate1: {},
  projectAPIServerStart: { fresh: true },
  projectAPIServerStop: { fresh: true },
  projectAPIServerGetCloudUrl: {},
  projectAPIServerSendNotification: {},
  xcRelease: {},
  handleApiCall: {},
  rowCreate: {},
  rowList: {},
  rowUpdate: {},
  rowDelete: {},
  // Sample data (seed-data, owners and creators): every one validates its args, so allowed callers get 400 and nothing runs.
  seedSettingsRead: {},
  seedSettingsCreate: {},
  seedInit: {},
  seedStart: {},
  seedStop: {},
  seedTerm: {},
  // Database objects (db-objects): lists read; changes and definitions for admins, whose calls stop at the missing name (400).
  triggerList: {},
  indexList: {},
  dbObjectRead: {},
  viewCreate: {},
  viewUpdate: {},
  viewDelete: {},
  functionCreate: {},
  functionUpdate: {},
  functionDelete: {},
  procedureCreate: {},
  procedureUpdate: {},
  procedureDelete: {},
  triggerCreate: {},
  triggerUpdate: {},
  triggerDelete: {},
  sequenceCreate: {},
  sequenceUpdate: {},
  sequenceDelete: {},
  indexCreate: {},
  indexUpdate: {},
  indexDelete: {},
};
