/** A plugin that registers cron actions for the tests, recording every call, and a poll helper. */
import { definePlugin } from '@plinth/sdk';
import { CronActionToken } from '@plinth/sdk/server';

export interface ActionCall {
  projectId: string;
  params: Record<string, unknown>;
  at: number;
}

/** Calls of `test.count` in this process (every host of a test shares it). */
export const actionCalls: ActionCall[] = [];

/** `test.count` records its call and answers how many there were; with `params.fail` it throws that message. */
export const testActions = definePlugin({
  manifest: { id: 'cron-test-actions', version: '0.0.0', displayName: 'Cron test actions', provides: [CronActionToken.id] },
  server: {
    setup(ctx) {
      ctx.services.provide(CronActionToken, {
        id: 'test.count',
        title: 'Count calls',
        run(projectId, params) {
          actionCalls.push({ projectId, params, at: Date.now() });
          if (typeof params.fail === 'string') throw new Error(params.fail);
          return { calls: actionCalls.length };
        },
      });
    },
  },
});

/** Polls until `check` holds or `ms` pass. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 8000): Promise<boolean> {
  const end = Date.now() + ms;
  do {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < end);
  return false;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
