import { browserStorage, STORAGE_PREFIX } from '../store/persist.js';

/** 001 s.8/s.9: a chunk-load failure reloads the page, at most once a minute. */
const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = `${STORAGE_PREFIX}chunkReloadAt`;

/** A code-split chunk that could not be fetched (a new deployment removed it, or the network failed). */
export function isChunkLoadError(err: unknown): boolean {
  const message = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading (?:CSS )?chunk .* failed|Unable to preload CSS/i.test(
    message,
  );
}

export interface ChunkReloadDeps {
  storage?: Storage | null;
  now?: () => number;
  reload?: () => void;
}

/**
 * Reloads the page unless it already did so for a chunk failure within the last minute; true
 * when it reloaded. The time is kept in local storage, so it survives the reload it causes.
 */
export function reloadForChunkError({
  storage = browserStorage(),
  now = Date.now,
  reload = () => window.location.reload(),
}: ChunkReloadDeps = {}): boolean {
  const stored = storage?.getItem(CHUNK_RELOAD_KEY);
  const last = stored == null ? null : Number(stored);
  const at = now();
  if (last !== null && Number.isFinite(last) && at - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(at));
  } catch {
    // Storage disabled: the guard cannot hold; reload anyway, as a browser without it would.
  }
  reload();
  return true;
}

/**
 * Wraps a chunk loader: a chunk failure reloads the page (once a minute at most) and never
 * settles meanwhile; any other failure, or a second one within the minute, is thrown on to the
 * error boundary.
 */
export function guardChunkLoad<T>(load: () => Promise<T>, deps?: ChunkReloadDeps): () => Promise<T> {
  return () =>
    load().catch((err: unknown) => {
      if (isChunkLoadError(err) && reloadForChunkError(deps)) return new Promise<T>(() => undefined);
      throw err;
    });
}
