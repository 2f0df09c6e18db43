import { HEADERS, RPC_PREFIX, type RpcRequestBody } from '@plinth/sdk';
import { ApiError, type ApiClient } from '@plinth/sdk/web';

export interface ApiClientOptions {
  /** Prefix of every path; '' means the page's own origin (the server that served the app). */
  baseUrl?: string;
  /** Read per request, so signing in or out takes effect at once. */
  getToken(): string | null;
  /** Wraps every request, e.g. to drive the progress bar. */
  track?<T>(request: Promise<T>): Promise<T>;
  fetch?: typeof fetch;
}

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

  async function send<T>(method: string, path: string, body: unknown, init: RequestInit = {}): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set(HEADERS.gui, 'true');
    const token = options.getToken();
    if (token && !headers.has(HEADERS.auth)) headers.set(HEADERS.auth, token);
    const hasBody = body !== undefined;
    if (hasBody && !headers.has('content-type')) headers.set('content-type', 'application/json');
    let res: Response;
    try {
      res = await doFetch(baseUrl + path, { ...init, method, headers, body: hasBody ? JSON.stringify(body) : undefined });
    } catch (err) {
      // Offline or server down: same error type as an HTTP failure, status 0.
      throw new ApiError(0, `Network error: ${err instanceof Error ? err.message : String(err)}`);
    }
    const data = await readBody(res);
    if (!res.ok) throw new ApiError(res.status, errorMessage(res, data), data);
    return data as T;
  }

  const request = <T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> =>
    track(send<T>(method, path, body, init));

  return {
    get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
    post: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('POST', path, body, init),
    put: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('PUT', path, body, init),
    delete: <T>(path: string, init?: RequestInit) => request<T>('DELETE', path, undefined, init),
    rpc<T>(operation: string, body: RpcRequestBody = {}, rpcOptions: { plus?: boolean } = {}): Promise<T> {
      const prefix = rpcOptions.plus ? RPC_PREFIX.plus : RPC_PREFIX.plain;
      const payload = rpcOptions.plus ? { ...body, sqlOpPlus: true } : body;
      return request<T>('POST', `/dashboard?q=${encodeURIComponent(prefix + operation)}`, payload);
    },
  };
}
