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
  return (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
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
