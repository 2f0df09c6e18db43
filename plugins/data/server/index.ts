import { definePlugin, z } from '@plinth/sdk';
import { DataHooks, ProjectsToken, TableDataToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { registerRowOperations } from './rpc-rows.js';
import { TotalCounter } from './counting.js';
import { TableData } from './service.js';
import { messages } from './messages/index.js';

export default definePlugin({
  manifest,
  server: {
    messages,
    settings: z.object({
      /** Update / delete by where refuses filters matching more rows (their audit holds them all in memory). */
      maxRowsPerChange: z.number().int().positive().max(1_000_000).default(10_000),
      /** PostgreSQL tables above this many rows (planner statistics) answer lists with an estimated total. */
      estimateTotalAbove: z.number().int().min(0).max(1_000_000_000).default(500_000),
    }),
    register(ctx) {
      ctx.hooks.declare(DataHooks.rowsChanged);
    },
    setup(ctx) {
      const totals = new TotalCounter(async () => (await ctx.settings.get()).estimateTotalAbove);
      const data = new TableData(ctx, ctx.services.get(ProjectsToken), async () => (await ctx.settings.get()).maxRowsPerChange, totals);
      ctx.services.provide(TableDataToken, data);
      registerRowOperations(ctx, data);
    },
  },
});
