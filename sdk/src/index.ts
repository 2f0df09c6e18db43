import { PLUGIN_ID_PATTERN, type PluginManifest } from '@plinth/kernel/contracts';
import type { ServerPart } from './server/types.js';
import type { WebPart } from './web/types.js';

export type { HookKind, HookPoint, Logger, PluginKind, PluginManifest, ServiceToken, TapFn } from '@plinth/kernel/contracts';
export { defineHook, defineServiceToken, PLUGIN_ID_PATTERN } from '@plinth/kernel/contracts';
export { z } from './zod.js';
export * from './entities.js';
export * from './constants.js';
export * from './roles.js';
export * from './service-tokens.js';
export * from './api-paths.js';
export * from './live.js';
export * from './row-key.js';
export * from './values.js';
export * from './views.js';
export * from './view-columns.js';
export * from './view-settings.js';
export * from './cell-values.js';
export * from './cell-format.js';
export * from './locales.js';
export * from './plugin-package.js';

/**
 * One plugin. A plugin folder usually exports it three times with the same manifest:
 * `index.ts` (manifest only), `server/index.ts` (with `server`) and `web/index.tsx` (with `web`),
 * so the browser bundle never pulls server code.
 */
export interface PluginDefinition<S = Record<string, unknown>> {
  manifest: PluginManifest;
  server?: ServerPart<S>;
  web?: WebPart;
}

export function definePlugin<S = Record<string, unknown>>(definition: PluginDefinition<S>): PluginDefinition<S> {
  const id = definition.manifest?.id;
  if (typeof id !== 'string' || !PLUGIN_ID_PATTERN.test(id)) {
    throw new Error(`definePlugin: invalid plugin id '${String(id)}' (lower-case letters, digits, dashes)`);
  }
  return definition;
}

/** Declares a manifest once so the server and web entries share it. */
export function defineManifest(manifest: PluginManifest): PluginManifest {
  return { kind: 'built-in', dependsOn: [], optionalDependsOn: [], ...manifest };
}
