import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const WEB_PLUGINS_MODULE_ID = 'virtual:plinth-web-plugins';
const RESOLVED_ID = `\0${WEB_PLUGINS_MODULE_ID}`;
/** Where a plugin folder keeps its web half; the first one that exists wins. */
const WEB_ENTRIES = ['web/index.tsx', 'web/index.ts'];

export interface WebPluginsOptions {
  /** Absolute path of the `plugins/` folder. */
  pluginsDir: string;
  /** Plugin folder names, in load order (the host-server's built-in list). */
  pluginIds: readonly string[];
}

/** The web entry of each listed plugin that has one, as absolute paths. */
export function findWebEntries({ pluginsDir, pluginIds }: WebPluginsOptions): { id: string; file: string }[] {
  return pluginIds.flatMap((id) => {
    const file = WEB_ENTRIES.map((entry) => resolve(pluginsDir, id, entry)).find((path) => existsSync(path));
    return file ? [{ id, file }] : [];
  });
}

/**
 * Provides `virtual:plinth-web-plugins`: `webPlugins`, the default export of every listed plugin's
 * web entry. The list is the same one host-server boots from, so removing a plugin's folder and its
 * line in that list removes its web half too, with no edit here.
 */
export function plinthWebPlugins(options: WebPluginsOptions): Plugin {
  return {
    name: 'plinth-web-plugins',
    resolveId(id) {
      return id === WEB_PLUGINS_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries = findWebEntries(options);
      const imports = entries.map(({ file }, i) => `import plugin${i} from ${JSON.stringify(file)};`);
      const items = entries.map(({ id: pluginId }, i) => `{ id: ${JSON.stringify(pluginId)}, definition: plugin${i} }`);
      return `${imports.join('\n')}\nexport const webPlugins = [${items.join(', ')}];\n`;
    },
  };
}
