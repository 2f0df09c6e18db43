/**
 * HTTP routes that one plugin serves and others call: the mount pattern the provider passes to
 * `ctx.http.mount` and the path builders its callers use, in one place so the two cannot drift.
 * Browser-safe. A caller names the provider in its manifest (`dependsOn` or
 * `optionalDependsOn`) and copes with a 404 when an optional one is not running.
 */

const seg = encodeURIComponent;

/** The REST data API of the rest-api plugin: tables by alias (`_tn`), rows by `rowKey`. */
export const REST_API = {
  mount: '/nc/:projectId/api/v1',
  swaggerMount: '/nc/:projectId/api/v1/swagger',
  /** `GET /nc/{project_id}/projectApiInfo` (000 s.7): the project's API URLs. */
  infoMount: '/nc/:projectId/projectApiInfo',
  table: (projectId: string, tableAlias: string) => `/nc/${seg(projectId)}/api/v1/${seg(tableAlias)}`,
  row: (projectId: string, tableAlias: string, id: string) => `${REST_API.table(projectId, tableAlias)}/${seg(id)}`,
  swagger: (projectId: string) => `/nc/${seg(projectId)}/api/v1/swagger`,
  info: (projectId: string) => `/nc/${seg(projectId)}/projectApiInfo`,
} as const;

/** The GraphQL endpoint of the graphql-api plugin. */
export const GRAPHQL_API = {
  mount: '/nc/:projectId/v1/graphql',
  endpoint: (projectId: string) => `/nc/${seg(projectId)}/v1/graphql`,
} as const;

/** The gRPC plugin's HTTP routes: the project's generated `.proto`, its description, and calls made for the gRPC Client tab. */
export const GRPC_API = {
  mount: '/api/v1/grpc/:projectId',
  proto: (projectId: string) => `/api/v1/grpc/${seg(projectId)}/proto`,
  info: (projectId: string) => `/api/v1/grpc/${seg(projectId)}/info`,
  services: (projectId: string) => `/api/v1/grpc/${seg(projectId)}/services`,
  call: (projectId: string) => `/api/v1/grpc/${seg(projectId)}/call`,
} as const;

/** Attachment files of the storage plugin (StorageToken's provider). */
export const STORAGE_API = {
  mount: '/api/v1/storage/:projectId',
  upload: (projectId: string) => `/api/v1/storage/${seg(projectId)}/upload`,
  /** Fresh signed URLs for stored paths. */
  sign: (projectId: string) => `/api/v1/storage/${seg(projectId)}/sign`,
  /** A stored file; `path` is already URL-safe (the storage plugin names files). */
  file: (projectId: string, path: string) => `/api/v1/storage/${seg(projectId)}/files/${path}`,
  /** Matches a stored file's URL path; group 1 is the encoded project id. */
  filePattern: /\/api\/v1\/storage\/([^/]+)\/files\/[^/]+$/,
} as const;

/** A row's history and comments in the audit plugin. */
export const AUDIT_API = {
  mount: '/api/v1/audit/:projectId',
  row: (projectId: string, tn: string, id: string) => `/api/v1/audit/${seg(projectId)}/${seg(tn)}/${seg(id)}`,
  comments: (projectId: string, tn: string, id: string) => `${AUDIT_API.row(projectId, tn, id)}/comments`,
} as const;

/** Saved views of a table and shared views' public routes (views plugin). */
export const VIEWS_API = {
  mount: '/api/v1/views/:projectId/:tn',
  publicMount: '/api/v1/public/views/:shareId',
  table: (projectId: string, tn: string) => `/api/v1/views/${seg(projectId)}/${seg(tn)}`,
  shared: (shareId: string) => `/api/v1/public/views/${seg(shareId)}`,
} as const;
