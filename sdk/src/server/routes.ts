import express, { type RequestHandler, type Router } from 'express';

/**
 * How a route is guarded. Deny by default: every route declares one, and a router refuses to
 * register a route without one.
 *
 * - `permission`: a principal holding the permission (`SIGNED_IN`: any principal), checked in the
 *   project named by the route parameter `projectIdParam` when there is one.
 * - `public`: anyone, on purpose; `reason` says why (and the plugin's README lists the route).
 */
export type RouteGuard = { kind: 'permission'; permission: string; projectIdParam?: string } | { kind: 'public'; reason: string };

/** One route a router answers: its method (`use`: every method under the path), path and guard. */
export interface RouteRecord {
  method: string;
  path: string;
  guard: RouteGuard;
}

const GUARD = Symbol.for('plinth.routeGuard');
const ROUTES = Symbol.for('plinth.routerRoutes');

type Tagged = { [GUARD]?: RouteGuard; [ROUTES]?: () => RouteRecord[] };

/** Tags a middleware as the guard of the routes it stands in front of. */
export function withGuard<T extends RequestHandler>(handler: T, guard: RouteGuard): T {
  (handler as T & Tagged)[GUARD] = guard;
  return handler;
}

/** The guard a middleware was tagged with. */
export function guardOf(handler: unknown): RouteGuard | undefined {
  return typeof handler === 'function' ? (handler as Tagged)[GUARD] : undefined;
}

/** The routes of a router made by `createRouter` (undefined for any other handler). */
export function routesOf(handler: unknown): RouteRecord[] | undefined {
  return typeof handler === 'function' ? (handler as Tagged)[ROUTES]?.() : undefined;
}

/** A marker middleware: the routes behind it are public on purpose, for `reason`. */
export function publicRoute(reason: string): RequestHandler {
  if (!reason.trim()) throw new Error('A public route says why it is public');
  return withGuard((_req, _res, next) => next(), { kind: 'public', reason });
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'all'] as const;

/** Joins a mount path and a route path the way express does (`/a` + `/` is `/a`). */
export function joinRoutePath(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix.replace(/\/$/, '')}${path}`;
}

/**
 * Express router for a plugin's routes (the host's express, so versions never diverge), which
 * keeps the list of its routes and their guards (the host's route inventory reads it) and
 * refuses a route without a guard: a guard among its handlers, or one `use`d before it.
 *
 * `use` takes nested routers from `createRouter` (their routes join the list), pass-through
 * middleware (a body or cookie parser), a guard alone (it then guards the routes after it), or
 * a guard with handlers that answer every path under it (static files).
 */
export function createRouter(options?: { mergeParams?: boolean }): Router {
  const router = express.Router(options);
  const own: RouteRecord[] = [];
  const nested: { path: string; router: unknown }[] = [];
  let routerGuard: RouteGuard | undefined;
  const target = router as unknown as Record<string, (...args: unknown[]) => unknown> & Tagged;

  for (const method of METHODS) {
    const register = target[method]!.bind(router);
    target[method] = (path: unknown, ...handlers: unknown[]) => {
      if (typeof path !== 'string') throw new Error(`${method.toUpperCase()}: routes are registered with a string path`);
      const guard = handlers.flat(Infinity).map(guardOf).find(Boolean) ?? routerGuard;
      if (!guard)
        throw new Error(
          `${method.toUpperCase()} ${path} has no guard: add ctx.http.requirePermission(...) or ctx.http.publicRoute(reason)`,
        );
      own.push({ method, path, guard });
      return register(path, ...handlers);
    };
  }

  const use = target.use!.bind(router);
  target.use = (...args: unknown[]) => {
    const path = typeof args[0] === 'string' ? (args[0] as string) : '/';
    const handlers = (typeof args[0] === 'string' ? args.slice(1) : args).flat(Infinity);
    const guard = handlers.map(guardOf).find(Boolean);
    const routers = handlers.filter((h) => routesOf(h) !== undefined);
    const answering = handlers.filter((h) => !guardOf(h) && routesOf(h) === undefined);
    for (const r of routers) nested.push({ path, router: r });
    if (guard && answering.length === 0 && routers.length === 0) routerGuard = guard;
    else if (guard && answering.length > 0) own.push({ method: 'use', path, guard });
    return use(...args);
  };

  target[ROUTES] = () => [
    ...own,
    ...nested.flatMap(({ path, router: r }) =>
      routesOf(r)!.map((route) => ({ ...route, path: joinRoutePath(path === '/' ? '' : path, route.path) })),
    ),
  ];
  return router;
}
