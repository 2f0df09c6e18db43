export { startHost, type RouteInventory, type RunningHost } from './app.js';
export type { InventoryRoute } from './http/mounts.js';
export { optionsFromEnv, plinthVersion, repoRoot, type HostOptions, type PluginSource } from './config.js';
export { builtInPlugins } from './plugins.js';
