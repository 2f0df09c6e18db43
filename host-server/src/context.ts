import type { Server } from 'node:http';
import type { Logger, PluginScope } from '@plinth/kernel';
import type { PluginDefinition } from '@plinth/sdk';
import {
  publicRoute,
  requestLanguage,
  withGuard,
  type HostConfig,
  type MessageBundles,
  type MessageCatalog,
  type ServerContext,
  type ServerDetach,
  type ServerMessages,
} from '@plinth/sdk/server';
import { authorizeRequest, runAsPrincipal, type AccessPolicy } from './http/access.js';
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
  server: ServerAttachments;
  /** Every running package's message translations (the host's own and each plugin's). */
  messages: MessageCatalog;
}

interface Attachment {
  attach: (server: Server) => void | ServerDetach;
  log: Logger;
  detach?: ServerDetach | void;
}

/**
 * Plugins' `onServer` attachments: run once the HTTP server listens (or at once for a plugin
 * enabled later), undone when the plugin stops or, first of all, when the host closes.
 */
export class ServerAttachments {
  private server?: Server;
  private readonly attachments = new Set<Attachment>();

  /** Adds an attachment; the returned function undoes it. */
  add(attach: Attachment['attach'], log: Logger): () => Promise<void> {
    const entry: Attachment = { attach, log };
    this.attachments.add(entry);
    if (this.server) this.run(entry, this.server);
    return async () => {
      if (this.attachments.delete(entry)) await this.detach(entry);
    };
  }

  listening(server: Server): void {
    this.server = server;
    for (const entry of this.attachments) this.run(entry, server);
  }

  /** Undoes every attachment (the host is closing). */
  async detachAll(): Promise<void> {
    const entries = [...this.attachments];
    this.attachments.clear();
    await Promise.all(entries.map((e) => this.detach(e)));
  }

  private run(entry: Attachment, server: Server) {
    try {
      entry.detach = entry.attach(server);
    } catch (err) {
      entry.log.error('onServer attachment threw', err);
    }
  }

  private async detach(entry: Attachment) {
    const detach = entry.detach;
    entry.detach = undefined;
    try {
      await detach?.();
    } catch (err) {
      entry.log.error('onServer detach threw', err);
    }
  }
}

/** Builds the ServerContext a plugin's lifecycle steps receive from its kernel scope. */
/** `ctx.messages`; the plugin's translations join the host's catalog once, when its context is made. */
function pluginMessages(catalog: MessageCatalog, bundles: MessageBundles | undefined): ServerMessages {
  if (bundles) catalog.add(bundles);
  return { language: requestLanguage, translate: (text, language) => catalog.translate(text, language) };
}

export function createServerContext(scope: PluginScope, definition: PluginDefinition<any>, host: HostParts): ServerContext<any> {
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
      mount(path, ...handlers) {
        scope.onDispose(host.mounts.add({ pluginId: id, path, handlers }));
      },
      publicRoute,
      requirePermission(permission, options = {}) {
        const param = options.projectIdParam ?? 'projectId';
        // No promise when the check answers at once (nearly every request); otherwise the check's
        // promise, whose rejection express passes to next(err) as for an async handler.
        return withGuard(
          (req, _res, next) => {
            const projectId = typeof req.params?.[param] === 'string' ? req.params[param] : undefined;
            let answer;
            try {
              answer = authorizeRequest(host.access, req, permission, { projectId, ignorePreview: options.ignorePreview });
            } catch (err) {
              return next(err);
            }
            // Everything after the check runs for this caller (the data service reads its roles).
            // No named closure per request: under tsx each one made also gets its name set.
            if (answer instanceof Promise) return answer.then((principal) => runAsPrincipal(host.access, principal, projectId, next));
            return runAsPrincipal(host.access, answer, projectId, next);
          },
          { kind: 'permission', permission, projectIdParam: param },
        );
      },
      onServer(attach) {
        scope.onDispose(host.server.add(attach, scope.log));
      },
    },
    rpc: {
      operation(name, handler, options) {
        scope.onDispose(host.rpc.add(id, name, handler as never, options as never));
      },
    },
    settings: pluginSettings(host.meta, id, definition.server?.settings),
    messages: pluginMessages(host.messages, definition.server?.messages),
  };
}
