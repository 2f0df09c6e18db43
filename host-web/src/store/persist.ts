/** Prefix of every key the frame writes to localStorage; "Application refresh" clears them all. */
export const STORAGE_PREFIX = 'plinth.';

export function readJson(storage: Storage | null, key: string): unknown {
  const raw = storage?.getItem(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // A corrupt entry reads as absent; the next write replaces it.
    return undefined;
  }
}

export function writeText(storage: Storage | null, key: string, text: string): void {
  try {
    storage?.setItem(key, text);
  } catch {
    // Quota exceeded or storage disabled: the state lives on in memory for this page.
  }
}

export function writeJson(storage: Storage | null, key: string, value: unknown): void {
  writeText(storage, key, JSON.stringify(value));
}

/** Removes every frame and plugin entry (keys under STORAGE_PREFIX), leaving other sites' data alone. */
export function clearFrameState(storage: Storage | null): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** localStorage when the browser allows it (it throws in some privacy modes). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
