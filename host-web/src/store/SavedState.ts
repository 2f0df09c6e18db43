import { SAVED_STATE_KEYS, type SavedStateKey, type SavedStateView } from '@plinth/sdk/web';
import { action, makeObservable, observable } from 'mobx';
import { readJson, STORAGE_PREFIX, writeJson } from './persist.js';

export const SAVED_STATE_PREFIX = `${STORAGE_PREFIX}state.`;

/**
 * The saved client state of 000 s.3 (users, sqlClient, apiClient, panelSize, windows,
 * graphqlClient, apiClientSwagger, app): one local-storage entry per key, restored by `restore()`
 * when the app starts. Not persistent (the `embed` flag): nothing is read or written.
 */
export class SavedState implements SavedStateView {
  restored = false;
  private readonly values = observable.map<SavedStateKey, unknown>({}, { deep: false });

  constructor(
    private readonly storage: Storage | null,
    readonly persistent: boolean,
  ) {
    makeObservable<SavedState, 'markRestored'>(this, { restored: observable, set: action, markRestored: action });
  }

  /** Reads every key from storage, then reports `restored`. */
  restore(): void {
    if (this.persistent) {
      for (const key of SAVED_STATE_KEYS) {
        const value = readJson(this.storage, SAVED_STATE_PREFIX + key);
        if (value !== undefined) this.values.set(key, value);
      }
    }
    this.markRestored();
  }

  private markRestored(): void {
    this.restored = true;
  }

  get<T>(key: SavedStateKey): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  set(key: SavedStateKey, value: unknown): void {
    if (!(SAVED_STATE_KEYS as readonly string[]).includes(key)) throw new Error(`Unknown saved state key '${key}'`);
    this.values.set(key, value);
    if (this.persistent) writeJson(this.storage, SAVED_STATE_PREFIX + key, value);
  }
}

/** 000 s.2: an `embed` query flag (in the hash route's query or the page's) disables state persistence. */
export function isEmbedded(
  location: Pick<Location, 'hash' | 'search'> | null = typeof window === 'undefined' ? null : window.location,
): boolean {
  if (!location) return false;
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  return new URLSearchParams(hashQuery).has('embed') || new URLSearchParams(location.search).has('embed');
}
