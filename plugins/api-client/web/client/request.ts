/**
 * The API client's requests (000 s.3 "API request record", s.5 rules; 001 s.5 autocomplete): name /
 * value rows sent only when enabled and named; body and auth parsed as JSON when they parse, else
 * sent as they are; `{{name}}` replaced by the active environment's variables. The request goes
 * from the browser with credentials included (001 s.7): a request to another origin is the
 * user's own call.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A parameter, header or environment variable row. */
export interface NameValue {
  name: string;
  value: string;
  enabled: boolean;
}

export interface ApiRequest {
  method: HttpMethod;
  url: string;
  params: NameValue[];
  headers: NameValue[];
  body: string;
  /** JSON of extra headers (e.g. `{"xc-auth": "{{token}}"}`), else an Authorization header value. */
  auth: string;
}

export interface ApiResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body: parsed JSON when it is JSON, else text. */
  data: unknown;
  /** Bytes of the body. */
  size: number;
}

/** A history entry (000 s.3 "API request record"). */
export interface ApiRequestRecord {
  type: HttpMethod;
  url: string;
  body: string;
  headers: NameValue[];
  params: NameValue[];
  auth: string;
  response: ApiResponse | { error: string };
  timeTaken: number;
  createdAt: string;
}

export const emptyRequest = (): ApiRequest => ({ method: 'GET', url: '', params: [], headers: [], body: '', auth: '' });

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The variables of the rows that are enabled and named. */
export function variablesOf(rows: readonly NameValue[]): Map<string, string> {
  return new Map(rows.filter((r) => r.enabled && r.name).map((r) => [r.name, r.value]));
}

/** `{{name}}` replaced by its variable (unknown ones stay as written). */
export function substitute(text: string, vars: ReadonlyMap<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => vars.get(name) ?? whole);
}

/** 001 s.5: env-valid when every `{{name}}` names a defined variable. */
export function envValid(text: string, vars: ReadonlyMap<string, string>): boolean {
  return [...text.matchAll(PLACEHOLDER)].every((m) => vars.has(m[1]!));
}

/** The name typed after an unclosed `{{` just before `caret`, or undefined: what the suggestion menu filters by. */
export function openPlaceholder(text: string, caret: number): string | undefined {
  const m = /\{\{(\w*)$/.exec(text.slice(0, caret));
  return m ? m[1] : undefined;
}

/** Text parsed as JSON when it parses, else itself (000 s.5). */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The URL and fetch options the request stands for, variables replaced. */
export function buildFetch(request: ApiRequest, vars: ReadonlyMap<string, string>): { url: string; init: RequestInit } {
  const sub = (t: string) => substitute(t, vars);
  const url = new URL(sub(request.url), window.location.origin);
  for (const p of request.params) if (p.enabled && p.name) url.searchParams.append(sub(p.name), sub(p.value));
  const headers = new Headers();
  for (const h of request.headers) if (h.enabled && h.name) headers.set(sub(h.name), sub(h.value));
  if (request.auth.trim()) {
    const auth = jsonOrText(sub(request.auth));
    if (auth && typeof auth === 'object' && !Array.isArray(auth))
      for (const [name, value] of Object.entries(auth)) headers.set(name, String(value));
    else headers.set('Authorization', String(auth));
  }
  let body: string | undefined;
  if (request.body.trim() && request.method !== 'GET' && request.method !== 'HEAD') {
    const parsed = jsonOrText(sub(request.body));
    body = typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
    if (typeof parsed !== 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return { url: url.toString(), init: { method: request.method, headers, body, credentials: 'include' } };
}

/** Sends the request; answers the response (or the network error) and its time. */
export async function send(
  request: ApiRequest,
  vars: ReadonlyMap<string, string>,
): Promise<{ response: ApiResponse | { error: string }; timeTaken: number }> {
  const { url, init } = buildFetch(request, vars);
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    const timeTaken = performance.now() - started;
    return {
      timeTaken,
      response: {
        status: res.status,
        statusText: res.statusText,
        headers: [...res.headers.entries()],
        data: text ? jsonOrText(text) : '',
        size: new TextEncoder().encode(text).length,
      },
    };
  } catch (err) {
    return { timeTaken: performance.now() - started, response: { error: err instanceof Error ? err.message : String(err) } };
  }
}

/** What `handleApiCall` answers (the server's send). */
interface ServerAnswer {
  status: number;
  headers: [string, string][];
  body: string;
  size: number;
  timeTaken: number;
}

/**
 * Sends the request through the server (`handleApiCall`, 000 s.7) for a target the browser cannot
 * reach (no CORS, mixed content): the server's SSRF guard, time and size limits apply, and no
 * browser cookie goes with it. `rpc` is the frame's RPC client; a refusal answers `{ error }`.
 */
export async function sendThroughServer(
  rpc: <T>(operation: string, body: { args: unknown }) => Promise<T>,
  request: ApiRequest,
  vars: ReadonlyMap<string, string>,
): Promise<{ response: ApiResponse | { error: string }; timeTaken: number }> {
  const { url, init } = buildFetch(request, vars);
  const headers = Object.fromEntries((init.headers as Headers).entries());
  const started = performance.now();
  try {
    const answer = await rpc<ServerAnswer>('handleApiCall', {
      args: { method: request.method, url, headers, ...(typeof init.body === 'string' && { body: init.body }) },
    });
    return {
      timeTaken: answer.timeTaken,
      response: {
        status: answer.status,
        statusText: '',
        headers: answer.headers,
        data: answer.body ? jsonOrText(answer.body) : '',
        size: answer.size,
      },
    };
  } catch (err) {
    return { timeTaken: performance.now() - started, response: { error: err instanceof Error ? err.message : String(err) } };
  }
}
