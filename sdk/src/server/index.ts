import express, { type Router } from 'express';
import { defineHook } from '@plinth/kernel/contracts';

export type * from './types.js';
export * from './services.js';
export { instrumentKnex, currentSqlTiming, runWithSqlTiming, serverTimingValue, type SqlTiming } from './timing.js';

/** An error that reaches the client as `status` with `{ msg }`; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    msg: string,
  ) {
    super(msg);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const notFound = (msg: string) => new HttpError(404, msg);

/** Express router for a plugin's routes (the host's express, so versions never diverge). */
export function createRouter(): Router {
  return express.Router();
}

/** JSON body parser with the host's limits, for routers that take JSON. */
export const jsonBody = () => express.json({ limit: '10mb' });

/** Hook points every host offers. */
export const ServerHooks = {
  /** After a plugin was enabled or disabled at run time. */
  pluginStateChanged: defineHook<{ id: string; enabled: boolean; affected: string[] }, 'asyncSeries'>(
    'plinth.pluginStateChanged',
    'asyncSeries',
  ),
};
