import type { WebContext } from '@plinth/sdk/web';
import { readJson, STORAGE_PREFIX, writeJson } from '../store/persist.js';

export type WebContextDeps = Omit<WebContext, 'storage'> & { storage: Storage | null };

/** localStorage for one plugin: keys live under `plinth.plugin.<id>.` so plugins cannot collide. */
export function pluginStorage(storage: Storage | null, pluginId: string): ReturnType<WebContext['storage']> {
  const prefix = `${STORAGE_PREFIX}plugin.${pluginId}.`;
  return {
    get: <T>(key: string) => readJson(storage, prefix + key) as T | undefined,
    set: (key, value) => writeJson(storage, prefix + key, value),
    remove: (key) => {
      try {
        storage?.removeItem(prefix + key);
      } catch {
        // Storage disabled: nothing was kept either.
      }
    },
  };
}

export function createWebContext({ storage, ...services }: WebContextDeps): WebContext {
  return { ...services, storage: (pluginId) => pluginStorage(storage, pluginId) };
}
