import { HEADERS, intlLocale, RPC_PREFIX, type RoleName, type RpcRequestBody } from '@plinth/sdk';
import { ApiError, type ApiClient, type ApiRequestInit, type UnauthorizedHandler } from '@plinth/sdk/web';

export interface ApiClientOptions {
  /** Prefix of every path; '' means the page's own origin (the server that served the app). */
  baseUrl?: string;
  /** Read per request, so signing in or out takes effect at once. */
  getToken(): string | null;
  /**
   * A shared base link, sent as `xc-shared-base-id` (000 s.7) when there is no token, with its
   * visit key as `xc-shared-base-key` when the link has a password.
   */
  getSharedBase?(): { id: string; key?: string } | null;
  /** The chosen locale code ('de', 'zh_TW'), sent as `Accept-Language` (BCP 47) so the server answers `{ msg }` in it. */
  getLanguage?(): string;
  /** The preview-as role, sent as `xc-preview` (000 s.7); none when absent. */
  getPreviewAs?(): RoleName | null;
  /** A renewed access token (after a 401): the session keeps it. */
  onToken?(token: string): void;
  /** The session could not be renewed: the session forgets the user and token. */
  onSignOut?(): void;
  /** Wraps every request, e.g. to drive the progress bar. */
  track?<T>(request: Promise<T>): Promise<T>;
  fetch?: typeof fetch;
}

/** `/user/me` must report the real roles, or an admin previewing a role could not tell it is one. */
const NEVER_PREVIEWED = /^\/user\/me(?:[?#]|$)/;

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server answers errors as `{ msg }`; anything else falls back to the HTTP status text. */
function errorMessage(res: Response, body: unknown): string {
  if (typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string') return body.msg;
  if (typeof body === 'string' && body.length < 300) return body;
  return res.statusText || `Request failed with status ${res.status}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const track = options.track ?? (<T>(request: Promise<T>) => request);
  let unauthorized: UnauthorizedHandler | null = null;
  /** The renewal in progress: every 401 arriving meanwhile waits for this one. */
  let renewing: Promise<string | null> | null = null;

  /** Runs the registered handler once for all concurrent callers; a throwing handler counts as "no session". */
  function renew(handler: UnauthorizedHandler): Promise<string | null> {
    renewing ??= (async () => {
      let token: string | null = null;
      try {
        token = await handler();
      } catch (err) {
        console.error('[plinth] session renewal failed', err);
      }
      if (token) options.onToken?.(token);
      else options.onSignOut?.();
      return token;
    })().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  /** One HTTP exchange; `token` is the session token to send (null: none). */
  async function exchange(method: string, path: string, body: unknown, init: ApiRequestInit, token: string | null): Promise<Response> {
    // The client's own options are not fetch options.
    const { ignorePreview, skipRefresh: _skipRefresh, background: _background, ...fetchInit } = init;
    const headers = new Headers(fetchInit.headers);
    headers.set(HEADERS.gui, 'true');
    const language = options.getLanguage?.();
    if (language && !headers.has('accept-language')) headers.set('accept-language', intlLocale(language));
    if (token) headers.set(HEADERS.auth, token);
    else {
      const sharedBase = options.getSharedBase?.();
      if (sharedBase && !headers.has(HEADERS.sharedBaseId)) {
        headers.set(HEADERS.sharedBaseId, sharedBase.id);
        if (sharedBase.key) headers.set(HEADERS.sharedBaseKey, sharedBase.key);
      }
    }
    const preview = options.getPreviewAs?.();
    if (preview && !ignorePreview && !NEVER_PREVIEWED.test(path) && !headers.has(HEADERS.preview)) headers.set(HEADERS.preview, preview);
    const hasBody = body !== undefined;
    if (hasBody && !headers.has('content-type')) headers.set('content-type', 'application/json');
    try {
      return await doFetch(baseUrl + path, { ...fetchInit, method, headers, body: hasBody ? JSON.stringify(body) : undefined });
    } catch (err) {
      // Offline or server down: same error type as an HTTP failure, status 0.
      throw new ApiError(0, `Network error: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async function send<T>(method: string, path: string, body: unknown, init: ApiRequestInit = {}): Promise<T> {
    // A caller's own xc-auth (another identity on purpose) is never swapped for the session's.
    const ownAuth = new Headers(init.headers).has(HEADERS.auth);
    const sentToken = ownAuth ? null : options.getToken();
    let res = await exchange(method, path, body, init, sentToken);
    // Only a request that carried the session token has a session to renew; one retry at most.
    if (res.status === 401 && sentToken && !init.skipRefresh && unauthorized) {
      const current = options.getToken();
      // The session changed while this request was under way: another request renewed it (use
      // the new token) or it ended (give up; renewing again would toast a second time).
      const token = current === sentToken ? await renew(unauthorized) : current;
      if (token) res = await exchange(method, path, body, init, token);
    }
    const data = await readBody(res);
    if (!res.ok) throw new ApiError(res.status, errorMessage(res, data), data);
    return data as T;
  }

  const request = <T>(method: string, path: string, body?: unknown, init?: ApiRequestInit): Promise<T> =>
    init?.background ? send<T>(method, path, body, init) : track(send<T>(method, path, body, init));

  return {
    get: <T>(path: string, init?: ApiRequestInit) => request<T>('GET', path, undefined, init),
    post: <T>(path: string, body?: unknown, init?: ApiRequestInit) => request<T>('POST', path, body, init),
    put: <T>(path: string, body?: unknown, init?: ApiRequestInit) => request<T>('PUT', path, body, init),
    patch: <T>(path: string, body?: unknown, init?: ApiRequestInit) => request<T>('PATCH', path, body, init),
    delete: <T>(path: string, init?: ApiRequestInit) => request<T>('DELETE', path, undefined, init),
    rpc<T>(operation: string, body: RpcRequestBody = {}, rpcOptions: { plus?: boolean } = {}): Promise<T> {
      const prefix = rpcOptions.plus ? RPC_PREFIX.plus : RPC_PREFIX.plain;
      const payload = rpcOptions.plus ? { ...body, sqlOpPlus: true } : body;
      return request<T>('POST', `/dashboard?q=${encodeURIComponent(prefix + operation)}`, payload);
    },
    onUnauthorized(handler) {
      unauthorized = handler;
      return () => {
        if (unauthorized === handler) unauthorized = null;
      };
    },
  };
}
