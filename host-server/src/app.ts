import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import express, { type Express } from 'express';
import { Kernel, type KernelPlugin } from '@plinth/kernel';
import { DEFAULT_BACKEND_PORT, PLUGIN_ASSETS_PATH } from '@plinth/sdk';
import { MessageCatalog, routesOf, runAsCaller, type HostConfig, type ServerContext } from '@plinth/sdk/server';
import {
  externalDatabaseLimits,
  metaServerOf,
  plinthPackageName,
  plinthVersion,
  repoRoot,
  sdkVersion,
  type HostOptions,
  type PluginSource,
} from './config.js';
import { createServerContext, ServerAttachments, type HostParts } from './context.js';
import type { AccessPolicy } from './http/access.js';
import { errorMiddleware, notFoundMiddleware } from './http/errors.js';
import { MountTable, type InventoryRoute } from './http/mounts.js';
import { RpcRegistry, rpcRouter } from './http/rpc.js';
import { pluginAssetsRouter } from './http/plugin-install-routes.js';
import { addPluginReadOperation } from './http/plugin-settings-routes.js';
import { addReleaseOperation } from './http/release.js';
import { systemRouter } from './http/system-routes.js';
import { PluginInstaller } from './installed/installer.js';
import { securityHeaders } from './http/security-headers.js';
import { translateMessages } from './http/translated-messages.js';
import { HOST_MESSAGES } from './messages/index.js';
import { listen, prepareDataDir } from './startup.js';
import { withSqlTiming } from './http/timing.js';
import { consoleLogger } from './logger.js';
import { openMetaStore, type MetaStore } from './meta-store.js';
import { loadPluginFolder, type LoadedPlugin } from './plugin-loader.js';
import { builtInPlugins } from './plugins.js';

export interface RunningHost {
  url: string;
  port: number;
  app: Express;
  kernel: Kernel<ServerContext<any>>;
  meta: MetaStore;
  /** Every route and RPC operation the host answers now, with its guard (deny by default: each has one). */
  inventory(): RouteInventory;
  close(): Promise<void>;
}

export interface RouteInventory {
  routes: InventoryRoute[];
  operations: ReturnType<RpcRegistry['list']>;
}

async function loadPlugins(sources: PluginSource[]): Promise<LoadedPlugin[]> {
  return Promise.all(sources.map(async (s) => (typeof s === 'string' ? loadPluginFolder(s) : { definition: s, hasWeb: Boolean(s.web) })));
}

/** Adapts a plugin definition to the kernel lifecycle; migrations run before setup. */
function toKernelPlugin(loaded: LoadedPlugin, meta: MetaStore): KernelPlugin<ServerContext<any>> {
  const { definition, loadError } = loaded;
  const part = definition.server;
  return {
    manifest: definition.manifest,
    async register(ctx) {
      if (loadError) throw new Error(loadError);
      await part?.register?.(ctx);
    },
    async setup(ctx) {
      await meta.migrate(definition.manifest.id, part?.migrations ?? []);
      await part?.setup?.(ctx);
    },
    start: part?.start && ((ctx) => part.start!(ctx)),
    stop: part?.stop && ((ctx) => part.stop!(ctx)),
  };
}

/**
 * Boots Plinth: meta store, kernel with the plugins, HTTP app. Resolves once it listens.
 */
export async function startHost(options: HostOptions = {}): Promise<RunningHost> {
  const log = consoleLogger(options.quiet);
  const dataDir = resolve(options.dataDir ?? 'data');
  prepareDataDir(dataDir);
  const meta = await openMetaStore(dataDir, options.metaDb);
  const builtIn = await loadPlugins(options.plugins ?? builtInPlugins);
  const loadedById = new Map(builtIn.map((l) => [l.definition.manifest.id, l]));
  const installer = new PluginInstaller({
    meta,
    dataDir,
    loaded: loadedById,
    toKernelPlugin: (l) => toKernelPlugin(l, meta),
    sdkVersion,
  });
  // Installed plugins start with the built-in ones; one whose id is taken by now is reported, not loaded.
  const installed = (await installer.loadAll()).filter((l) => !loadedById.has(l.definition.manifest.id));
  for (const l of installed) loadedById.set(l.definition.manifest.id, l);
  const loaded = [...builtIn, ...installed];

  const mounts = new MountTable();
  const rpc = new RpcRegistry();
  const config: HostConfig = {
    version: plinthVersion,
    dataDir,
    port: options.port ?? DEFAULT_BACKEND_PORT,
    metaClient: meta.client,
    metaServer: metaServerOf(options.metaDb),
    externalDatabases: externalDatabaseLimits(options),
  };
  // eslint-disable-next-line prefer-const -- the kernel's contexts close over it; it is set once the kernel exists
  let host!: HostParts;
  const kernel: Kernel<ServerContext<any>> = new Kernel(
    loaded.map((l) => toKernelPlugin(l, meta)),
    {
      logger: log,
      stateStore: meta.pluginStates,
      createContext: (scope) => createServerContext(scope, loadedById.get(scope.pluginId)!.definition, host),
    },
  );
  installer.attach(kernel);
  const access: AccessPolicy = { services: kernel.services };
  const messages = new MessageCatalog();
  messages.add(HOST_MESSAGES);
  host = { config, meta, mounts, rpc, access, server: new ServerAttachments(), messages };

  const app = express();
  app.disable('x-powered-by');
  translateMessages(app, messages);
  // X-Forwarded-For / -Proto only from the proxies the operator names (PLINTH_TRUST_PROXY): the
  // sign-in lock counts failures per client address, which anyone could otherwise choose.
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(securityHeaders());
  // Flat parameters (node's querystring): every API here takes plain strings (where, sort, fields,
  // JSON text); qs's nested objects cost every request and are a larger input surface.
  app.set('query parser', 'simple');
  app.use(express.json({ limit: '10mb' }));
  // Every request is someone: nobody until a permission check (or a public route) says who.
  app.use((_req, _res, next) => runAsCaller({ kind: 'anonymous', roles: {} }, next));
  if (options.serverTiming) app.use(withSqlTiming);
  // The RPC endpoint and the system routes are entered only by requests they can answer, so that
  // plugin routes (the data API above all) do not walk them first. OPTIONS still goes through
  // every router: each adds its methods to the automatic Allow answer.
  const rpcRoutes = rpcRouter(rpc, access, { sqlTiming: Boolean(options.serverTiming) });
  const systemRoutes = systemRouter(kernel, host, loadedById, {
    installer,
    installEnabled: options.pluginInstall ?? false,
    npmRegistry: options.npmRegistry ?? 'https://registry.npmjs.org',
  });
  const assetRoutes = pluginAssetsRouter(installer);
  addPluginReadOperation(rpc, { kernel, host, loaded: loadedById });
  addReleaseOperation(rpc, {
    packageName: plinthPackageName,
    current: plinthVersion,
    registry: options.npmRegistry ?? 'https://registry.npmjs.org',
  });
  app.use(
    onlyWhen(
      (req) => req.method === 'POST' || req.method === 'OPTIONS' || (req.method === 'GET' && DASHBOARD_PATH.test(req.path)),
      rpcRoutes,
    ),
  );
  app.use(onlyWhen((req) => SYSTEM_PATH.test(req.path), systemRoutes));
  app.use(onlyWhen((req) => req.method === 'GET' && ASSETS_PATH.test(req.path), assetRoutes));
  app.use(mounts.handler);
  const webDist = options.webDist ?? resolve(repoRoot, 'host-web', 'dist');
  app.use(express.static(webDist, { index: 'index.html', maxAge: '1h', setHeaders: noCacheForIndex }));
  app.get('/', (_req, res) => {
    if (existsSync(resolve(webDist, 'index.html'))) return res.sendFile(resolve(webDist, 'index.html'));
    res.status(503).type('text/plain').send('The Plinth web app is not built yet: run `pnpm build`.');
  });
  app.use(notFoundMiddleware);
  app.use(errorMiddleware(log));

  for (const problem of kernel.problems) log.error(problem);
  await kernel.boot();

  let server: Server;
  try {
    server = await listen(app, options.port ?? DEFAULT_BACKEND_PORT, options.host ?? '0.0.0.0');
  } catch (err) {
    await kernel.shutdown();
    await meta.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  config.port = port;
  host.server.listening(server);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Plugins end their long-lived connections (WebSockets) first, or close would wait on them.
      await host.server.detachAll();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
      });
      await kernel.shutdown();
      await meta.close();
    })());

  const hostRoutes = (router: unknown): InventoryRoute[] => (routesOf(router) ?? []).map((r) => ({ ...r, pluginId: 'host' }));
  const inventory = (): RouteInventory => ({
    routes: [
      ...hostRoutes(rpcRoutes),
      ...hostRoutes(systemRoutes),
      ...hostRoutes(assetRoutes),
      ...mounts.routes(),
      { pluginId: 'host', method: 'get', path: '/*', guard: { kind: 'public', reason: 'the built web app (static files)' } },
    ],
    operations: rpc.list(),
  });

  return { url: `http://localhost:${port}`, port, app, kernel, meta, inventory, close };
}

/** The system routes' common prefix; express matches paths case-insensitively. */
const SYSTEM_PATH = /^\/api\//i;
/** `GET /dashboard`: polled by the change-environment flow until the server answers (000 s.4, s.7). */
const DASHBOARD_PATH = /^\/dashboard\/?$/i;
const ASSETS_PATH = new RegExp(`^${PLUGIN_ASSETS_PATH}/`, 'i');

/** Runs `handler` for the requests `when` accepts; others go straight on. */
function onlyWhen(when: (req: express.Request) => boolean, handler: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (when(req) ? handler(req, res, next) : next());
}

function noCacheForIndex(res: express.Response, path: string) {
  // The shell must pick up a new build at once; hashed assets (Vite's `assets/`: a new build
  // gives them new names) are cached for good, without revalidation.
  if (path.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
  else if (/[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+$/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
