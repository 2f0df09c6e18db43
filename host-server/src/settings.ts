import type { z } from 'zod';
import { HttpError, type SettingsAccess } from '@plinth/sdk/server';
import type { MetaStore } from './meta-store.js';

/** A plugin's settings in the meta store, validated by its schema (defaults come from it). */
export function pluginSettings<S>(meta: MetaStore, pluginId: string, schema?: z.ZodType<S>): SettingsAccess<S> {
  const get = async (): Promise<S> => {
    const stored = (await meta.readSettings(pluginId)) ?? {};
    return schema ? schema.parse(stored) : (stored as S);
  };
  return {
    get,
    async set(patch) {
      if (!schema) throw new HttpError(404, `Plugin '${pluginId}' has no settings`);
      if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
        throw new HttpError(400, 'Settings must be a JSON object');
      }
      const merged = schema.parse({ ...(await get()), ...patch });
      await meta.writeSettings(pluginId, merged);
      return merged;
    },
  };
}
