import { z } from 'zod';
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
      const merged = mergeSettings(schema, (await get()) as Record<string, unknown>, patch);
      await meta.writeSettings(pluginId, merged);
      return merged;
    },
  };
}

/** The JSON Schema (input side) of a settings schema: what the App Store's form is built from. */
export function settingsJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

/** The top-level fields a schema marks `writeOnly` (secrets): never sent back to a browser. */
export function secretFieldsOf(schema: z.ZodType): string[] {
  const properties = (settingsJsonSchema(schema).properties ?? {}) as Record<string, { writeOnly?: boolean }>;
  return Object.keys(properties).filter((key) => properties[key]?.writeOnly === true);
}

/** Settings as a browser may see them: each secret replaced by null, and which secrets hold a value. */
export function withoutSecrets(schema: z.ZodType, value: unknown): { value: Record<string, unknown>; secretsSet: string[] } {
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const secretsSet: string[] = [];
  for (const key of secretFieldsOf(schema)) {
    if (out[key] !== undefined && out[key] !== null && out[key] !== '') secretsSet.push(key);
    out[key] = null;
  }
  return { value: out, secretsSet };
}

/**
 * A patch of settings over the stored ones, checked by the schema. A secret the patch leaves out
 * or sends as null keeps its stored value (the form never had it); an empty string clears it.
 */
export function mergeSettings<S>(schema: z.ZodType<S>, stored: Record<string, unknown>, patch: unknown): S {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) throw new HttpError(400, 'Settings must be a JSON object');
  const next: Record<string, unknown> = { ...stored, ...(patch as Record<string, unknown>) };
  for (const key of secretFieldsOf(schema)) {
    const sent = (patch as Record<string, unknown>)[key];
    if (sent === undefined || sent === null) next[key] = stored[key];
    else if (sent === '') delete next[key];
  }
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return schema.parse(next);
}
