import type { z } from 'zod';
import { defineHook } from '@plinth/kernel/contracts';

export type * from './types.js';
export * from './services.js';
export * from './meta-time.js';
export * from './projects.js';
export * from './data.js';
export * from './storage.js';
export * from './views.js';
export * from './passwords.js';
export { type PasswordCheck, ShareGuard, type ShareGuardOptions } from './share-guard.js';
export { receiveUploads, type UploadOptions } from './uploads.js';
export { safeFetch, isForbiddenAddress, SafeFetchError, type SafeFetchOptions, type SafeFetchResponse } from './safe-fetch.js';
export { currentCaller, runAsCaller, type DataCaller } from './caller.js';
export * from './table-access.js';
export * from './cluster.js';
export * from './jobs.js';
export * from './cron-actions.js';
export { serveSocketEngine, tokenRequest, type SocketEngine } from './socket-transport.js';
export * from './project-meta.js';
export * from './view-settings.js';
export type { Knex } from 'knex';
export { instrumentKnex, currentSqlTiming, runWithSqlTiming, serverTimingValue, type SqlTiming } from './timing.js';

export { HttpError, errorAnswer, hiddenCause, type ErrorAnswer } from './errors.js';
import { HttpError } from './errors.js';
export { authorizeOrThrow } from './access.js';

/**
 * Parses with a schema whose messages are complete sentences (the spec's validation texts):
 * a failure answers 400 with the first message as is.
 */
export function validate<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const notFound = (msg: string) => new HttpError(404, msg);

export { createRouter, guardOf, joinRoutePath, publicRoute, routesOf, withGuard, type RouteGuard, type RouteRecord } from './routes.js';
export { queryFlag } from './query-params.js';

/** Hook points every host offers. */
export const ServerHooks = {
  /** After a plugin was enabled or disabled at run time. */
  pluginStateChanged: defineHook<{ id: string; enabled: boolean; affected: string[] }, 'asyncSeries'>(
    'plinth.pluginStateChanged',
    'asyncSeries',
  ),
};
export * from './dialect.js';
export {
  MessageCatalog,
  negotiateLanguage,
  requestLanguage,
  serverMessages,
  type MessageBundles,
  type ServerMessages,
} from './messages.js';
export * from './query/index.js';
