import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { HttpError } from './errors.js';

/**
 * The one guard for every URL the server fetches on a user's behalf (templates by URL, webhooks,
 * server-side API calls): http(s) only; no loopback, private, link-local, shared, documentation,
 * multicast or cloud metadata address unless the operator allows it (`PLINTH_SSRF_ALLOW`); the
 * address is checked after DNS, on the address actually connected to (no DNS rebinding), and
 * again on every redirect; the answer's size and the whole exchange's time are bounded.
 */

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Largest answer body read; more is refused. Default 10 MB. */
  maxBytes?: number;
  /** For the whole exchange, redirects included. Default 10 s. */
  timeoutMs?: number;
  /** Default 5; 0 answers the redirect itself. */
  maxRedirects?: number;
}

export interface SafeFetchResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: string;
}

/** Why a fetch was refused or failed: a 400 for the caller (a URL they chose), never a 500. */
export class SafeFetchError extends HttpError {
  constructor(msg: string) {
    super(400, msg);
    this.name = 'SafeFetchError';
  }
}

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6');

/** IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4): the IPv4 address decides. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  if (sixToFour) {
    const hi = parseInt(sixToFour[1]!, 16);
    const lo = parseInt(sixToFour[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** The operator's allow list: `*`, host names, addresses or CIDR ranges, comma separated. */
interface AllowList {
  all: boolean;
  hosts: Set<string>;
  addresses: BlockList;
}

function allowList(): AllowList {
  const entries = (process.env.PLINTH_SSRF_ALLOW ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const list: AllowList = { all: entries.includes('*'), hosts: new Set(), addresses: new BlockList() };
  for (const entry of entries) {
    const [net, prefix] = entry.split('/');
    const family = isIP(net!);
    if (family === 0) list.hosts.add(entry);
    else if (prefix === undefined) list.addresses.addAddress(net!, family === 4 ? 'ipv4' : 'ipv6');
    else list.addresses.addSubnet(net!, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

/** Is the address one a user's URL may not reach (before the operator's allow list)? */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  if (v4) return BLOCKED.check(v4, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

function addressAllowed(address: string, allow: AllowList): boolean {
  if (allow.all || !isForbiddenAddress(address)) return true;
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  return allow.addresses.check(address, family);
}

const refusedAddress = (host: string) => new SafeFetchError(`The address of '${host}' is not allowed (private, loopback or reserved)`);

/** A DNS lookup that only yields addresses the guard allows: what the socket connects to is checked. */
function guardedLookup(host: string, allow: AllowList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const usable = allow.hosts.has(host) ? addresses : addresses.filter((a) => addressAllowed(a.address, allow));
      // One forbidden answer among allowed ones is a rebinding attempt or a split horizon: refuse.
      if (usable.length === 0 || usable.length < addresses.length) return callback(refusedAddress(host), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

function checkedUrl(raw: string, allow: AllowList): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('The URL is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('Only http and https URLs can be fetched');
  if (url.username || url.password) throw new SafeFetchError('URLs with credentials are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) && !allow.hosts.has(host) && !addressAllowed(host, allow)) throw refusedAddress(host);
  if (!isIP(host) && (host === 'localhost' || host.endsWith('.localhost')) && !allow.hosts.has(host) && !allow.all)
    throw refusedAddress(host);
  return url;
}

interface Hop {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function requestOnce(url: URL, options: SafeFetchOptions, allow: AllowList, signal: AbortSignal, maxBytes: number): Promise<Hop> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const req = client.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, signal, lookup: guardedLookup(host, allow), agent: false },
      (res) => {
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          res.destroy();
          return reject(new SafeFetchError(`The answer is larger than ${maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(new SafeFetchError(`The answer is larger than ${maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', (err) => reject(err));
    req.end(options.body);
  });
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

function failure(err: unknown, signal: AbortSignal, timeoutMs: number): HttpError {
  if (err instanceof HttpError) return err;
  if (signal.aborted) return new SafeFetchError(`No answer within ${Math.round(timeoutMs / 1000)} s`);
  const code = (err as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new SafeFetchError('The host name could not be resolved');
  return new SafeFetchError(`The request failed${code ? ` (${code})` : ''}`);
}

function withoutCredentials(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !/^(authorization|cookie|proxy-authorization)$/i.test(name)));
}

/** Fetches a user-given URL under the guard; see the module comment. Rejects with a 400 `SafeFetchError`. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const allow = allowList();
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = checkedUrl(rawUrl, allow);
  let hopOptions = options;
  for (let redirects = 0; ; redirects++) {
    let hop: Hop;
    try {
      hop = await requestOnce(url, hopOptions, allow, signal, maxBytes);
    } catch (err) {
      throw failure(err, signal, timeoutMs);
    }
    const location = hop.headers.location;
    if (hop.status >= 300 && hop.status < 400 && location && redirects < maxRedirects) {
      const next = checkedUrl(new URL(location, url).toString(), allow);
      // Credentials meant for one site are not handed to the next (as fetch does).
      if (next.origin !== url.origin) hopOptions = { ...hopOptions, headers: withoutCredentials(hopOptions.headers) };
      url = next;
      // 303 (and 301 / 302 after a POST, as browsers do) continue as a GET without the body.
      if (hop.status === 303 || ((hop.status === 301 || hop.status === 302) && (hopOptions.method ?? 'GET') !== 'GET'))
        hopOptions = { ...hopOptions, method: 'GET', body: undefined };
      continue;
    }
    if (hop.status >= 300 && hop.status < 400 && location) throw new SafeFetchError('Too many redirects');
    return { status: hop.status, headers: flatHeaders(hop.headers), body: hop.body, url: url.toString() };
  }
}
