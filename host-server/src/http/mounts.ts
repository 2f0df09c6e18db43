import express, { type RequestHandler, type Router } from 'express';

export interface Mount {
  pluginId: string;
  path: string;
  handler: RequestHandler;
}

/**
 * Plugin routes, mountable and unmountable at run time. Express cannot remove a layer, so the
 * host dispatches to a router rebuilt whenever the set of mounts changes.
 */
export class MountTable {
  private mounts: Mount[] = [];
  private router: Router = express.Router();

  readonly handler: RequestHandler = (req, res, next) => this.router(req, res, next);

  add(mount: Mount): () => void {
    if (!mount.path.startsWith('/')) throw new Error(`Mount path must start with '/': '${mount.path}'`);
    this.mounts.push(mount);
    this.rebuild();
    return () => {
      this.mounts = this.mounts.filter((m) => m !== mount);
      this.rebuild();
    };
  }

  paths(pluginId: string): string[] {
    return this.mounts.filter((m) => m.pluginId === pluginId).map((m) => m.path);
  }

  private rebuild() {
    const router = express.Router();
    for (const m of this.mounts) router.use(m.path, m.handler);
    this.router = router;
  }
}
