import type { PluginScope } from '@plinth/kernel';
import type { PluginDefinition } from '@plinth/sdk';
import type { HostConfig, ServerContext } from '@plinth/sdk/server';
import { authorizeRequest, type AccessPolicy } from './http/access.js';
import type { MountTable } from './http/mounts.js';
import type { RpcRegistry } from './http/rpc.js';
import type { MetaStore } from './meta-store.js';
import { pluginSettings } from './settings.js';

export interface HostParts {
  config: HostConfig;
  meta: MetaStore;
  mounts: MountTable;
  rpc: RpcRegistry;
  access: AccessPolicy;
}

/** Builds the ServerContext a plugin's lifecycle steps receive from its kernel scope. */
export function createServerContext(
  scope: PluginScope,
  definition: PluginDefinition<any>,
  host: HostParts,
): ServerContext<any> {
  const id = scope.pluginId;
  return {
    plugin: { id, manifest: scope.manifest },
    log: scope.log,
    config: host.config,
    meta: host.meta.knex,
    container: scope.container,
    services: scope.services,
    hooks: scope.hooks as ServerContext['hooks'],
    onDispose: scope.onDispose,
    http: {
      mount(path, handler) {
        scope.onDispose(host.mounts.add({ pluginId: id, path, handler }));
      },
      requirePermission(permission, options = {}) {
        return async (req, _res, next) => {
          const param = options.projectIdParam ?? 'projectId';
          const projectId = typeof req.params?.[param] === 'string' ? req.params[param] : undefined;
          await authorizeRequest(host.access, req, permission, { projectId, ignorePreview: options.ignorePreview });
          next();
        };
      },
    },
    rpc: {
      operation(name, handler, options) {
        scope.onDispose(host.rpc.add(id, name, handler as never, options as never));
      },
    },
    settings: pluginSettings(host.meta, id, definition.server?.settings),
  };
}
