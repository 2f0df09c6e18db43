/**
 * A table's rows for a view's web half (grid, gallery, kanban, calendar, form): through the REST
 * data API when signed in, through a shared view's private link for a visitor (read only).
 * One interface (`RowsApi`), so a view's store and its tests do not depend on fetch.
 */
import { REST_API, STORAGE_API } from '../api-paths.js';
import { HEADERS } from '../constants.js';
import { CLIENT_ID_HEADER } from '../live.js';
import type { Row } from '../cell-values.js';
import { intlLocale } from '../cell-format.js';
import type { Attachment, TableMeta } from '../entities.js';
import { ApiError, type ApiRequestInit, type SharedViewSource, type WebContext } from './types.js';
import { queryString } from './index.js';
import { liveClientId } from './live-rows.js';

export interface ListQuery {
  where?: string;
  sort?: string;
  limit: number;
  offset: number;
  /** REST `fields`: column aliases, comma-joined. */
  fields?: string;
  hm?: string;
  mm?: string;
  bt?: string;
  /** false: no COUNT beside the page (`totalRows` null); a view that counts separately says so. */
  withTotal?: boolean;
}

export interface ListAnswer {
  list: Row[];
  pageInfo: { totalRows: number | null; isLastPage: boolean };
}

/** A row count, or the database's estimate of it (`estimated`). */
export interface CountEstimate {
  count: number;
  estimated: boolean;
}

/**
 * `count` and `estimate` through a count route (`GET {base}/count`, a table's or a shared
 * view's); null when counting timed out (504, the spec's 10 s rule).
 */
export function countRoute(ctx: WebContext, base: string, init: ApiRequestInit): Pick<RowsApi, 'count' | 'estimate'> {
  const get = async (where: string | undefined, estimate: boolean) => {
    try {
      const path = `${base}/count${queryString({ where, estimate: estimate ? 'true' : undefined })}`;
      return await ctx.api.get<{ count: number; estimated?: boolean }>(path, init);
    } catch (err) {
      if (err instanceof ApiError && err.status === 504) return null;
      throw err;
    }
  };
  return {
    count: async (where) => (await get(where, false))?.count ?? null,
    async estimate(where) {
      const answer = await get(where, true);
      return answer && { count: answer.count, estimated: answer.estimated === true };
    },
  };
}

/** The rows of one table. */
export interface RowsApi {
  list(query: ListQuery): Promise<ListAnswer>;
  /** The row count; null when counting timed out (the spec's 10 s rule). */
  count(where?: string): Promise<number | null>;
  /**
   * The row count, or at once the database's estimate of it for a big table (`estimated`, a
   * PostgreSQL table above the data plugin's threshold); null when counting timed out.
   */
  estimate(where?: string): Promise<CountEstimate | null>;
  read(id: string, relations?: Pick<ListQuery, 'hm' | 'mm' | 'bt'>): Promise<Row>;
  create(row: Row): Promise<Row>;
  /** Inserts rows in one request, all or nothing (`POST /{table}/bulk`); answers the rows created. */
  createBulk(rows: Row[]): Promise<Row[]>;
  update(id: string, patch: Row): Promise<Row>;
  remove(id: string): Promise<void>;
  link(id: string, kind: 'hm' | 'mm', relation: string, refId: string, link: boolean): Promise<void>;
}

/**
 * Options of a write: `xc-client-id` with the live socket of the view following the table, so
 * the server does not echo the change to the view that shows it already (a bulk insert too: the
 * view reloads its own new rows). A link also changes the related table's rows; that table's
 * views (other sockets) still hear of it.
 */
function writeInit(projectId: string, tn: string): ApiRequestInit | undefined {
  const clientId = liveClientId(projectId, tn);
  return clientId ? { headers: { [CLIENT_ID_HEADER]: clientId } } : undefined;
}

/**
 * The rows of a table through the REST data API: its path names the table by alias (`_tn`), its
 * live room by name (`tn`).
 */
export function restRows(ctx: WebContext, projectId: string, table: Pick<TableMeta, 'tn' | '_tn'>): RowsApi {
  const base = REST_API.table(projectId, table._tn);
  const id = (pk: string) => REST_API.row(projectId, table._tn, pk);
  const write = () => writeInit(projectId, table.tn);
  return {
    // Pages and counts are background loads: a view shows rows still loading itself.
    list: ({ withTotal, ...q }) =>
      ctx.api.get<ListAnswer>(`${base}${queryString({ ...q, withTotal: withTotal === false ? 'false' : undefined })}`, {
        background: true,
      }),
    ...countRoute(ctx, base, { background: true }),
    read: (pk, rel = {}) => ctx.api.get<Row>(`${id(pk)}${queryString({ ...rel })}`),
    create: (row) => ctx.api.post<Row>(base, row, write()),
    createBulk: async (rows) => (await ctx.api.post<{ list: Row[] }>(`${base}/bulk`, rows, write())).list,
    update: (pk, patch) => ctx.api.put<Row>(id(pk), patch, write()),
    async remove(pk) {
      await ctx.api.delete(id(pk), write());
    },
    async link(pk, kind, relation, refId, link) {
      const path = `${id(pk)}/${kind}/${encodeURIComponent(relation)}/${encodeURIComponent(refId)}`;
      if (link) await ctx.api.post(path, {}, write());
      else await ctx.api.delete(path, write());
    },
  };
}

/**
 * A shared view's rows (the visitor is not signed in): pages and counts through the private
 * link; every write is refused here, as the link is read only. Relation and field parameters are
 * not part of the public list, so they are dropped.
 */
export function sharedRows(shared: SharedViewSource): RowsApi {
  const readOnly = () => Promise.reject(new ApiError(403, 'A shared view is read only'));
  return {
    list: ({ where, sort, limit, offset, withTotal }) => shared.list({ where, sort, limit, offset, withTotal }),
    count: (where) => shared.count(where),
    async estimate(where) {
      if (shared.estimate) return shared.estimate(where);
      const count = await shared.count(where);
      return count === null ? null : { count, estimated: false };
    },
    read: readOnly,
    create: readOnly,
    createBulk: readOnly,
    update: readOnly,
    remove: readOnly,
    link: readOnly,
  };
}

/**
 * Posts files as multipart (the field `files`) and answers the stored attachments; the frame's API
 * client sends JSON only, so this goes through fetch with the caller's headers.
 */
export async function postFiles(url: string, files: readonly File[], headers: Record<string, string>): Promise<Attachment[]> {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  const res = await fetch(url, { method: 'POST', body: form, headers });
  if (!res.ok) throw await responseError(res);
  const body = (await res.json().catch(() => ({}))) as { list?: Attachment[] };
  return body.list ?? [];
}

/**
 * What the API client sends beside the body, for a `fetch` it cannot make (files, raw bodies): the
 * signed-in session's `xc-auth` and the chosen language as `Accept-Language`, so that a refusal
 * reads in it.
 */
export function sessionHeaders(ctx: Pick<WebContext, 'session'> & Partial<Pick<WebContext, 'i18n'>>): Record<string, string> {
  return {
    ...(ctx.session.token && { [HEADERS.auth]: ctx.session.token }),
    ...(ctx.i18n?.language && { 'accept-language': intlLocale(ctx.i18n.language) }),
  };
}

/** A failed answer as the `ApiError` the API client would throw (`msg` of its JSON body, else the status text). */
export async function responseError(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => ({}))) as { msg?: string };
  return new ApiError(res.status, body.msg ?? res.statusText, body);
}

/** Uploads files to the project's storage (storage plugin); answers the stored attachments. */
export function uploadFiles(ctx: WebContext, projectId: string, files: readonly File[]): Promise<Attachment[]> {
  return postFiles(STORAGE_API.upload(projectId), files, sessionHeaders(ctx));
}
