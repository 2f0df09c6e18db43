export { startHost, type RunningHost } from './app.js';
export { optionsFromEnv, plinthVersion, repoRoot, type HostOptions, type PluginSource } from './config.js';
export { builtInPlugins } from './plugins.js';
export { toHttpError } from './http/errors.js';
