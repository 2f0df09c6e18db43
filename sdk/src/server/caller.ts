/**
 * Who the data service is working for: set per request by the host (an anonymous caller first,
 * the authorized principal's roles in the project once a route or operation's permission check
 * passes) and by public routes that act for a visitor (a shared view's link: a guest). Work done
 * outside any request (start-up, hooks of the server itself) has no caller and runs as the system.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RoleMap } from '../entities.js';

export interface DataCaller {
  kind: 'anonymous' | 'user' | 'apiToken' | 'sharedBase' | 'sharedView' | 'masterKey';
  /** The roles that count for the project the call touches (project and global admin roles, preview applied). */
  roles: RoleMap;
  userId?: string;
  /** The project the roles were read for, when the check named one. */
  projectId?: string;
}

// One store per process even if this module is loaded twice (test runners, linked plugins).
const KEY = Symbol.for('plinth.dataCaller');
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<DataCaller> | undefined>;
const storage: AsyncLocalStorage<DataCaller> = (holder[KEY] ??= new AsyncLocalStorage<DataCaller>());

/** Runs `fn` (and everything it starts) for `caller`. */
export function runAsCaller<T>(caller: DataCaller, fn: () => T): T {
  return storage.run(caller, fn);
}

/** The caller of the work under way; undefined outside any request (the system itself). */
export function currentCaller(): DataCaller | undefined {
  return storage.getStore();
}
