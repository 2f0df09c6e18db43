import { IncomingMessage, ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Security headers on every answer (helmet): a Content-Security-Policy that lets the app run only
 * its own scripts, no framing by other sites, no referrer, no MIME sniffing; HSTS over https only.
 * Routes that serve user files set a stricter policy of their own (storage: `sandbox`).
 */
export function securityHeaders(): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      // Not helmet's defaults: `upgrade-insecure-requests` would break every plain-http install.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Primer, GraphiQL and Swagger UI set styles inline; scripts stay file-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const { set, removed } = headersOf(headers);
  const setAll = presetHeaders(set);
  return (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    setAll(res);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/**
 * Sets the fixed `headers` on an answer. `setHeader` checks and lower-cases each name and value on
 * every answer (about 2 % of a REST read's CPU); these are checked once here and copied in as
 * node keeps them (its outgoing header table: lower-cased name -> [name, value]). Only when a
 * trial answer shows that table behaving as expected; otherwise, and for an answer whose table
 * already exists, through `setHeader`.
 */
function presetHeaders(headers: [string, string][]): (res: ServerResponse) => void {
  const viaSetHeader = (res: ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
  for (const [name, value] of headers) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
  }
  const entries = headers.map(([name, value]) => [name.toLowerCase(), name, value] as const);
  const trial = new ServerResponse(new IncomingMessage(new Socket()));
  const key = Object.getOwnPropertySymbols(trial).find((s) => s.description === 'kOutHeaders');
  if (!key) return viaSetHeader;
  const preset = (res: ServerResponse) => {
    const own = res as unknown as Record<symbol, unknown>;
    if (own[key] !== null) return viaSetHeader(res);
    // Node's own table has no prototype (a header named `constructor` reads nothing inherited),
    // and its entries are the answer's own (appendHeader changes an entry in place). A loop, not
    // Object.assign: assigning into such an object costs as much as setHeader.
    const table: Record<string, [string, string]> = Object.create(null);
    for (const [lower, name, value] of entries) table[lower] = [name, value];
    own[key] = table;
  };
  preset(trial);
  // The trial answer must read back exactly what setHeader would have made, and changing its
  // headers must leave the next answer's alone.
  const expected = new ServerResponse(new IncomingMessage(new Socket()));
  viaSetHeader(expected);
  const headersOfAnswer = (res: ServerResponse) =>
    JSON.stringify([res.getHeaders(), (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()]);
  const same = headersOfAnswer(trial) === headersOfAnswer(expected);
  for (const [name] of headers) trial.appendHeader(name, 'changed');
  const next = new ServerResponse(new IncomingMessage(new Socket()));
  preset(next);
  return same && headersOfAnswer(next) === headersOfAnswer(expected) ? preset : viaSetHeader;
}

/**
 * What helmet's middleware does to an answer, found once: with the fixed options above (no nonce,
 * no function among the directives) its headers never depend on the request, so each answer gets
 * the same list set in the same order, without walking helmet's chain of twelve middlewares.
 */
function headersOf(helmetMiddleware: RequestHandler): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let finished = false;
  void helmetMiddleware({} as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once');
  return { set, removed };
}
