import { definePlugin } from '@plinth/sdk';
import { DataHooks, ProjectsToken, TableDataToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { TableData } from './service.js';

export default definePlugin({
  manifest,
  server: {
    register(ctx) {
      ctx.hooks.declare(DataHooks.rowsChanged);
    },
    setup(ctx) {
      ctx.services.provide(TableDataToken, new TableData(ctx, ctx.services.get(ProjectsToken)));
    },
  },
});
