/**
 * The grid's server calls: rows through the REST data API (or a shared view's private link),
 * uploads through the storage plugin, the audit list and comments through the audit
 * plugin. One interface (`GridApi`), so the store and its tests do not depend on fetch.
 */
import { AUDIT_API, CLIENT_ID_HEADER, HEADERS, REST_API, STORAGE_API, type AuditEntry, type TableMeta } from '@plinth/sdk';
import { ApiError, queryString, tableMetaStore, type ApiRequestInit, type SharedViewSource, type WebContext } from '@plinth/sdk/web';
import { liveClientId } from './live.js';
import type { Attachment, Row } from './values.js';

export interface ListQuery {
  where?: string;
  sort?: string;
  limit: number;
  offset: number;
  hm?: string;
  mm?: string;
  bt?: string;
  /** false: no COUNT beside the page (`totalRows` null); the grid counts once, separately. */
  withTotal?: boolean;
}

export interface ListAnswer {
  list: Row[];
  pageInfo: { totalRows: number | null; isLastPage: boolean };
}

/** The rows of one table. */
export interface RowsApi {
  list(query: ListQuery): Promise<ListAnswer>;
  /** The row count; null when counting timed out (the spec's 10 s rule). */
  count(where?: string): Promise<number | null>;
  read(id: string, relations?: Pick<ListQuery, 'hm' | 'mm' | 'bt'>): Promise<Row>;
  create(row: Row): Promise<Row>;
  /** Inserts rows in one request, all or nothing (`POST /{table}/bulk`); answers the rows created. */
  createBulk(rows: Row[]): Promise<Row[]>;
  update(id: string, patch: Row): Promise<Row>;
  remove(id: string): Promise<void>;
  link(id: string, kind: 'hm' | 'mm', relation: string, refId: string, link: boolean): Promise<void>;
}

/**
 * Options of a write: `xc-client-id` with the live socket of the grid following the table, so
 * the server does not echo the change to the grid that shows it already (a bulk insert too: the
 * grid reloads its own new rows). A link also changes
 * the related table's rows; that table's grids (other sockets) still hear of it.
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
    // Pages and counts are background loads: the grid shows rows still loading itself.
    list: ({ withTotal, ...q }) =>
      ctx.api.get<ListAnswer>(`${base}${queryString({ ...q, withTotal: withTotal === false ? 'false' : undefined })}`, {
        background: true,
      }),
    async count(where) {
      try {
        return (await ctx.api.get<{ count: number }>(`${base}/count${queryString({ where })}`, { background: true })).count;
      } catch (err) {
        if (err instanceof ApiError && err.status === 504) return null;
        throw err;
      }
    },
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
 * link; every write is refused here, as the link is read only. Relation parameters are not part
 * of the public list, so they are dropped.
 */
export function sharedRows(shared: SharedViewSource): RowsApi {
  const readOnly = () => Promise.reject(new ApiError(403, 'A shared view is read only'));
  return {
    list: ({ where, sort, limit, offset, withTotal }) => shared.list({ where, sort, limit, offset, withTotal }),
    count: (where) => shared.count(where),
    read: readOnly,
    create: readOnly,
    createBulk: readOnly,
    update: readOnly,
    remove: readOnly,
    link: readOnly,
  };
}

/** Uploads files to the project's storage (storage plugin); answers the stored attachments. */
export async function uploadFiles(ctx: WebContext, projectId: string, files: readonly File[]): Promise<Attachment[]> {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  // The frame's API client sends JSON only; multipart goes through fetch with the session header.
  const res = await fetch(STORAGE_API.upload(projectId), {
    method: 'POST',
    body: form,
    headers: ctx.session.token ? { [HEADERS.auth]: ctx.session.token } : {},
  });
  const body = (await res.json().catch(() => ({}))) as { list?: Attachment[]; msg?: string };
  if (!res.ok) throw new ApiError(res.status, body.msg ?? res.statusText, body);
  return body.list ?? [];
}

export function auditApi(ctx: WebContext, projectId: string, tn: string) {
  return {
    list: async (pk: string) => (await ctx.api.get<{ list: AuditEntry[] }>(AUDIT_API.row(projectId, tn, pk))).list,
    comment: async (pk: string, text: string) => {
      await ctx.api.post(AUDIT_API.comments(projectId, tn, pk), { text });
    },
  };
}

/** Table meta through the app's shared cache (`tableMetaStore`). */
export function loadTableMeta(ctx: WebContext, key: { projectId: string; dbAlias: string; tn: string }, force = false): Promise<TableMeta> {
  return tableMetaStore(ctx).load(key, { force });
}
