import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InstalledPluginInfo, PluginDefinition } from '@plinth/sdk';
import { repoRoot, runsCompiled } from './config.js';

const pluginsRoot = join(repoRoot, 'plugins');

export interface LoadedPlugin {
  definition: PluginDefinition<any>;
  /** The plugin folder ships a web part (host-web bundles it). */
  hasWeb: boolean;
  /** Set when the folder could not be imported; the plugin is reported failed. */
  loadError?: string;
  /** Installed plugins: the URL of the web half's ES module. */
  webModule?: string;
  /** Installed plugins: where the package came from. */
  installed?: InstalledPluginInfo;
  /** Installed plugins: the install's folder name (part of its asset URLs). */
  installId?: string;
}

function firstExisting(dir: string, names: string[]): string | undefined {
  return names.map((n) => join(dir, n)).find((p) => existsSync(p));
}

/** Imports a plugin folder's server entry (or its manifest-only entry). */
export async function loadPluginFolder(id: string, root = pluginsRoot): Promise<LoadedPlugin> {
  const dir = join(root, id);
  const hasWeb = Boolean(firstExisting(dir, ['web/index.tsx', 'web/index.ts']));
  // Compiled, a built-in plugin's entry is its transpiled copy under dist/ (scripts/build-server.mjs).
  const compiled = runsCompiled ? ['dist/server/index.js', 'dist/index.js'] : [];
  const entry = firstExisting(dir, [...compiled, 'server/index.ts', 'server/index.js', 'index.ts', 'index.js']);
  const placeholder = { manifest: { id, version: '0.0.0', displayName: id } };
  if (!entry) return { definition: placeholder, hasWeb, loadError: `No entry file in ${dir}` };
  try {
    const mod = (await import(pathToFileURL(entry).href)) as { default?: PluginDefinition<any> };
    const definition = mod.default;
    if (!definition?.manifest) return { definition: placeholder, hasWeb, loadError: `${entry} has no default definePlugin(...) export` };
    if (definition.manifest.id !== id) {
      return { definition: placeholder, hasWeb, loadError: `Folder '${id}' declares plugin id '${definition.manifest.id}'` };
    }
    return { definition, hasWeb };
  } catch (err) {
    return { definition: placeholder, hasWeb, loadError: `Cannot load ${entry}: ${(err as Error).message}` };
  }
}
