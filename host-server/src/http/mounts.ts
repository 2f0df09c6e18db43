import express, { type Request, type RequestHandler, type Router } from 'express';
import { guardOf, joinRoutePath, routesOf, type RouteRecord } from '@plinth/sdk/server';

export interface Mount {
  pluginId: string;
  path: string;
  /** A router from the SDK's `createRouter`, or handlers led by a guard. */
  handlers: RequestHandler[];
}

/** A route of the inventory: who mounted it, and its guard. */
export interface InventoryRoute extends RouteRecord {
  pluginId: string;
}

/** The routes a mount answers, each with its guard; throws for a mount without one (deny by default). */
function routesOfMount(mount: Mount): InventoryRoute[] {
  const guard = mount.handlers.map(guardOf).find(Boolean);
  const routers = mount.handlers.filter((h) => routesOf(h) !== undefined);
  const routes: RouteRecord[] = routers.flatMap((r) =>
    routesOf(r)!.map((route) => ({ ...route, path: joinRoutePath(mount.path, route.path) })),
  );
  if (mount.handlers.some((h) => routesOf(h) === undefined && !guardOf(h))) {
    if (!guard)
      throw new Error(
        `Mount '${mount.path}' of plugin '${mount.pluginId}' has no guard: mount a router from createRouter, or lead with ctx.http.requirePermission(...) or ctx.http.publicRoute(reason)`,
      );
    routes.push({ method: 'use', path: mount.path, guard });
  }
  return routes.map((r) => ({ ...r, pluginId: mount.pluginId }));
}

/** A mount path's first segment when it is plain text (`/nc/:projectId/...` -> `nc`), lower-cased. */
const LITERAL_FIRST_SEGMENT = /^\/([A-Za-z0-9_.~-]+)(?=\/|$)/;

function firstSegmentOf(mount: Mount): string | undefined {
  return LITERAL_FIRST_SEGMENT.exec(mount.path)?.[1]!.toLowerCase();
}

/**
 * Plugin routes, mountable and unmountable at run time. Express cannot remove a layer, so the
 * host dispatches to routers rebuilt whenever the set of mounts changes.
 *
 * A request only walks the mounts that can match it: one router per literal first path segment
 * (`/auth`, `/nc`, `/api`, ...), each holding that segment's mounts plus every mount whose first
 * segment is a parameter, in the order they were added. Express matches mount paths
 * case-insensitively on the raw (undecoded) path, so the lower-cased raw first segment picks the
 * router; the router then matches exactly as one router of all mounts would.
 */
export class MountTable {
  private mounts: Mount[] = [];
  private bySegment = new Map<string, Router>();
  private other: Router = express.Router();
  /** The routers are out of date: rebuilt on the next request, not on each of the start's hundreds of mounts. */
  private stale = false;

  readonly handler: RequestHandler = (req, res, next) => this.routerFor(req)(req, res, next);

  add(mount: Mount): () => void {
    if (!mount.path.startsWith('/')) throw new Error(`Mount path must start with '/': '${mount.path}'`);
    if (mount.handlers.length === 0) throw new Error(`Mount '${mount.path}' has no handler`);
    routesOfMount(mount);
    this.mounts.push(mount);
    this.stale = true;
    return () => {
      this.mounts = this.mounts.filter((m) => m !== mount);
      this.stale = true;
    };
  }

  paths(pluginId: string): string[] {
    return this.mounts.filter((m) => m.pluginId === pluginId).map((m) => m.path);
  }

  /** Every route of every mount, with its guard. */
  routes(): InventoryRoute[] {
    return this.mounts.flatMap(routesOfMount);
  }

  private routerFor(req: Request): Router {
    if (this.stale) this.rebuild();
    if (this.bySegment.size === 0) return this.other;
    const path = req.path;
    const end = path.indexOf('/', 1);
    const segment = (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
    return this.bySegment.get(segment) ?? this.other;
  }

  private rebuild() {
    const segments = new Set(this.mounts.map(firstSegmentOf).filter((s): s is string => s !== undefined));
    const bySegment = new Map<string, Router>();
    for (const segment of segments) {
      const router = express.Router();
      for (const m of this.mounts) {
        const first = firstSegmentOf(m);
        if (first === undefined || first === segment) router.use(m.path, ...m.handlers);
      }
      bySegment.set(segment, router);
    }
    const other = express.Router();
    for (const m of this.mounts) if (firstSegmentOf(m) === undefined) other.use(m.path, ...m.handlers);
    this.bySegment = bySegment;
    this.other = other;
    this.stale = false;
  }
}
