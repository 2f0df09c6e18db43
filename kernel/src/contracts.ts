/**
 * Contracts without run-time dependencies: safe to import from browser code.
 */
import type { HookKind, HookPoint, ServiceToken } from './types.js';

export type * from './types.js';

export function defineHook<P, K extends HookKind = 'asyncSeries'>(name: string, kind: K, description?: string): HookPoint<P, K> {
  return Object.freeze({ name, kind, description });
}

export function defineServiceToken<T>(id: string, options: { multi?: boolean; description?: string } = {}): ServiceToken<T> {
  return Object.freeze({ id, multi: options.multi ?? false, description: options.description });
}

/** Plugin ids: lower-case letters, digits and dashes, starting with a letter. */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9-]{0,62}$/;
