import type express from 'express';
import { type Router } from 'express';
import type { Kernel } from '@plinth/kernel';
import type { HealthResponse, PluginListItem } from '@plinth/sdk';
import { AccessControlToken, createRouter, HttpError, publicRoute, ServerHooks, withGuard, type ServerContext } from '@plinth/sdk/server';
import type { HostParts } from '../context.js';
import { authorizeRequest } from './access.js';
import type { LoadedPlugin } from '../plugin-loader.js';
import type { PluginInstaller } from '../installed/installer.js';
import { addPluginInstallRoutes } from './plugin-install-routes.js';
import { addPluginSettingsRoutes } from './plugin-settings-routes.js';

/** Permission that guards enabling, disabling and configuring plugins. */
const PLUGIN_MANAGE_PERMISSION = 'pluginManage';

function pluginListItem(
  kernel: Kernel<ServerContext<any>>,
  host: HostParts,
  loaded: Map<string, LoadedPlugin>,
  id: string,
): PluginListItem {
  const status = kernel.status(id)!;
  const m = status.manifest;
  const server = loaded.get(id)?.definition.server;
  return {
    id,
    version: m.version,
    displayName: m.displayName,
    description: m.description,
    dependsOn: m.dependsOn ?? [],
    optionalDependsOn: m.optionalDependsOn ?? [],
    kind: m.kind ?? 'built-in',
    state: status.state,
    enabled: status.enabled,
    error: status.error,
    hasWeb: loaded.get(id)?.hasWeb ?? false,
    category: m.category ?? 'Other',
    icon: m.icon,
    hasSettings: Boolean(server?.settings),
    settingsTests: (server?.settingsTests ?? []).map((test) => ({ name: test.name, label: test.label })),
    hooks: [...new Set(kernel.hooks.taps(id).map((t) => t.hook))],
    routes: host.mounts.paths(id),
    rpcOperations: host.rpc.names(id),
    webModule: loaded.get(id)?.webModule,
    installed: loaded.get(id)?.installed,
  };
}

/** What anyone may read of a plugin: the web app loads the list before anyone signs in. */
function publicListItem(item: PluginListItem): PluginListItem {
  return { ...item, error: undefined, hooks: [], routes: [], rpcOperations: [] };
}

export interface SystemRouteOptions {
  installer: PluginInstaller;
  installEnabled: boolean;
  npmRegistry: string;
}

export function systemRouter(
  kernel: Kernel<ServerContext<any>>,
  host: HostParts,
  loaded: Map<string, LoadedPlugin>,
  options: SystemRouteOptions,
): Router {
  const router = createRouter();
  const manage: express.RequestHandler = withGuard(
    (req, _res, next) => {
      const answer = authorizeRequest(host.access, req, PLUGIN_MANAGE_PERMISSION);
      if (answer instanceof Promise) return answer.then(() => next());
      next();
    },
    { kind: 'permission', permission: PLUGIN_MANAGE_PERMISSION },
  );
  /** True when the caller may manage plugins (then the list shows routes, hooks and errors). */
  const mayManage = async (req: express.Request) => {
    try {
      await authorizeRequest(host.access, req, PLUGIN_MANAGE_PERMISSION);
      return true;
    } catch {
      return false;
    }
  };
  router.get('/api/health', publicRoute('health probes of load balancers and monitors; answers states only'), async (_req, res) => {
    const ok = await host.meta.ping();
    const body: HealthResponse = {
      ok,
      version: host.config.version,
      plugins: Object.fromEntries(kernel.list().map((p) => [p.manifest.id, p.state])),
    };
    res.status(ok ? 200 : 503).json(body);
  });

  router.get(
    '/api/v1/plugins',
    publicRoute('the web app loads its plugins before anyone signs in; routes, hooks and errors only for plugin managers'),
    async (req, res) => {
      const items = kernel.list().map((p) => pluginListItem(kernel, host, loaded, p.manifest.id));
      res.json((await mayManage(req)) ? items : items.map(publicListItem));
    },
  );

  router.post('/api/v1/plugins/:id/:action', manage, async (req, res) => {
    const { id, action } = req.params as { id: string; action: string };
    if (!kernel.status(id)) throw new HttpError(404, `Unknown plugin '${id}'`);
    let affected: string[];
    if (action === 'enable') {
      await kernel.enable(id);
      affected = kernel
        .list()
        .filter((p) => p.state === 'started')
        .map((p) => p.manifest.id);
    } else if (action === 'disable') {
      // Disabling the access-control provider would lock every admin out of re-enabling it.
      if (kernel.status(id)!.manifest.provides?.includes(AccessControlToken.id)) {
        throw new HttpError(409, `Plugin '${id}' provides access control and cannot be disabled at run time`);
      }
      affected = await kernel.disable(id);
    } else {
      throw new HttpError(404, `Unknown plugin action '${action}': use enable or disable`);
    }
    await kernel.hooks.promise(ServerHooks.pluginStateChanged, { id, enabled: action === 'enable', affected });
    const status = kernel.status(id)!;
    if (action === 'enable' && status.state !== 'started') {
      throw new HttpError(500, `Plugin '${id}' could not start: ${status.error ?? status.state}`);
    }
    res.json(pluginListItem(kernel, host, loaded, id));
  });

  addPluginSettingsRoutes(router, { kernel, host, loaded, manage });
  addPluginInstallRoutes(router, { kernel, host, loaded, manage, ...options, listItem: (id) => pluginListItem(kernel, host, loaded, id) });

  return router;
}
