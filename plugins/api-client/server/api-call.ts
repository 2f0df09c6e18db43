/**
 * `handleApiCall` (000 s.7): the API client's request sent by the server, for a target the
 * browser cannot reach (no CORS, mixed content). Through the SDK's SSRF guard (`safeFetch`: no
 * private, loopback or metadata address unless the operator allows it with `PLINTH_SSRF_ALLOW`,
 * checked again on every redirect), with a time and a size limit. Server admins only: the server
 * makes a request the caller chose.
 */
import { z } from '@plinth/sdk';
import { HttpError, safeFetch } from '@plinth/sdk/server';

/** The longest exchange and the largest answer a call may ask for (and the defaults). */
const API_CALL_LIMITS = { timeoutMs: 30_000, defaultTimeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, bodyBytes: 1024 * 1024 } as const;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,256}$/;
/** Set by the connection, not by the caller. */
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'te', 'trailer']);

const row = z.object({ name: z.string().max(1024), value: z.string().max(16_384), enabled: z.boolean().default(true) });

export const apiCallArgs = z.object({
  method: z.enum(METHODS, { error: `method is one of ${METHODS.join(', ')}` }).default('GET'),
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(8192, 'url is too long'),
  /** As the API client keeps them (name, value, enabled) or a plain object. */
  headers: z.union([z.array(row).max(200), z.record(z.string().max(1024), z.string().max(16_384))]).default([]),
  /** Query parameters added to the URL: rows sent only when enabled and named (000 s.5). */
  params: z.array(row).max(200).default([]),
  body: z.string().max(API_CALL_LIMITS.bodyBytes, 'body is too large').optional(),
  timeoutMs: z.number().int().min(100).max(API_CALL_LIMITS.timeoutMs).default(API_CALL_LIMITS.defaultTimeoutMs),
});
export type ApiCallArgs = z.infer<typeof apiCallArgs>;

export interface ApiCallAnswer {
  status: number;
  headers: [string, string][];
  /** The answer's body as text (UTF-8). */
  body: string;
  size: number;
  /** Milliseconds for the whole exchange. */
  timeTaken: number;
  /** The URL that answered, after redirects. */
  url: string;
}

function headersOf(input: ApiCallArgs['headers']): Record<string, string> {
  const rows = Array.isArray(input)
    ? input.filter((r) => r.enabled && r.name)
    : Object.entries(input).map(([name, value]) => ({ name, value }));
  const out: Record<string, string> = {};
  for (const { name, value } of rows) {
    if (!HEADER_NAME.test(name) || /[\r\n\0]/.test(value)) continue;
    if (HOP_BY_HOP.has(name.toLowerCase())) continue;
    out[name.toLowerCase()] = value;
  }
  return out;
}

/** Sends the request; a refused or failed fetch is a 400 `{ msg }` from the guard. */
export async function sendApiCall(args: ApiCallArgs): Promise<ApiCallAnswer> {
  let url: URL;
  try {
    url = new URL(args.url);
  } catch {
    throw new HttpError(400, 'The URL is not valid: an absolute http or https URL is needed');
  }
  for (const p of args.params) if (p.enabled && p.name) url.searchParams.append(p.name, p.value);
  const withBody = args.body !== undefined && args.body !== '' && args.method !== 'GET' && args.method !== 'HEAD';
  const started = performance.now();
  const res = await safeFetch(url.toString(), {
    method: args.method,
    headers: headersOf(args.headers),
    body: withBody ? args.body : undefined,
    timeoutMs: args.timeoutMs,
    maxBytes: API_CALL_LIMITS.maxBytes,
  });
  return {
    status: res.status,
    headers: Object.entries(res.headers),
    body: res.body.toString('utf8'),
    size: res.body.length,
    timeTaken: Math.round(performance.now() - started),
    url: res.url,
  };
}
