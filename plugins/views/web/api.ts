/**
 * The views plugin's server calls (contract: /work/notes/views-api.md, types in the SDK's
 * views.ts): the signed-in views API of one table, and a shared view's public routes.
 */
import { REST_API, SHARE_PASSWORD_HEADER, VIEWS_API, type SharedViewInfo, type ViewQuery, type ViewRecord } from '@plinth/sdk';
import { countRoute, postFiles, queryString, type ApiRequestInit, type SharedViewSource, type WebContext } from '@plinth/sdk/web';

/** Which table's views: a table of one database alias of one project. */
export interface TableKey {
  projectId: string;
  dbAlias: string;
  tn: string;
}

export interface ViewsApi {
  list(): Promise<ViewRecord[]>;
  create(body: { title: string; type?: string; copyFrom?: string }): Promise<ViewRecord>;
  rename(viewId: string, title: string): Promise<ViewRecord>;
  remove(viewId: string): Promise<void>;
  saveSettings(viewId: string, settings: unknown): Promise<ViewRecord>;
  /** Shares the view (keeping its link when shared); `password` null removes the password. */
  share(viewId: string, password: string | null): Promise<ViewRecord>;
  unshare(viewId: string): Promise<ViewRecord>;
}

export function viewsApi(ctx: WebContext, { projectId, dbAlias, tn }: TableKey): ViewsApi {
  const base = VIEWS_API.table(projectId, tn);
  const alias = queryString({ dbAlias: dbAlias === 'db' ? undefined : dbAlias });
  const view = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}${alias}`;
  return {
    list: async () => (await ctx.api.get<{ list: ViewRecord[] }>(`${base}${alias}`)).list,
    create: (body) => ctx.api.post<ViewRecord>(`${base}${alias}`, body),
    rename: (id, title) => ctx.api.patch<ViewRecord>(view(id), { title }),
    async remove(id) {
      await ctx.api.delete(view(id));
    },
    saveSettings: (id, settings) => ctx.api.put<ViewRecord>(view(id, '/settings'), settings),
    share: (id, password) => ctx.api.post<ViewRecord>(view(id, '/share'), { password }),
    unshare: (id) => ctx.api.delete<ViewRecord>(view(id, '/share')),
  };
}

/**
 * The private link of a share: the app's own address with the hash route of the view's type
 * (`sharedPath` of its contribution; the shared view page by default).
 */
export function shareUrl(
  shareId: string,
  sharedPath = '/nc/view/',
  location: Pick<Location, 'origin' | 'pathname'> = window.location,
): string {
  return `${location.origin}${location.pathname}#${sharedPath}${encodeURIComponent(shareId)}`;
}

/** The table's REST list URL with what the view shows (its where, sort and fields). */
export function apiUrl(origin: string, projectId: string, alias: string, query: ViewQuery): string {
  return `${origin}${REST_API.table(projectId, alias)}${queryString({ where: query.where, sort: query.sort, fields: query.fields })}`;
}

/**
 * A shared view's public routes. The visitor is not signed in: a 401 here is the share's
 * password, never an expired session, so the client must not try to renew one.
 */
export function publicViewApi(ctx: WebContext, shareId: string, password: string | null) {
  const base = VIEWS_API.shared(shareId);
  const init: ApiRequestInit = { skipRefresh: true, headers: password ? { [SHARE_PASSWORD_HEADER]: password } : {} };
  // Rows and counts are background loads, as in the signed-in grid (it shows rows still loading).
  const rowsInit: ApiRequestInit = { ...init, background: true };
  return {
    info: () => ctx.api.get<SharedViewInfo>(base, init),
    source(meta: SharedViewInfo['meta']): SharedViewSource {
      return {
        meta,
        list: ({ where, sort, limit, offset, withTotal }) =>
          ctx.api.get(
            `${base}/rows${queryString({ where, sort, limit, offset, withTotal: withTotal === false ? 'false' : undefined })}`,
            rowsInit,
          ),
        // A count that timed out (504, as the REST count) leaves the total unknown (null).
        ...countRoute(ctx, base, rowsInit),
        async submit(row) {
          await ctx.api.post(`${base}/rows`, row, init);
        },
        choices: (field, { q, offset }) =>
          ctx.api.get(
            `${base}/options/${encodeURIComponent(field)}${queryString({ q: q || undefined, offset: offset || undefined })}`,
            rowsInit,
          ),
        upload: (files) => postFiles(`${base}/upload`, files, password ? { [SHARE_PASSWORD_HEADER]: password } : {}),
      };
    },
  };
}
