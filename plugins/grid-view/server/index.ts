import { definePlugin } from '@plinth/sdk';
import { ProjectHooks, ViewTypeToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { messages } from './messages/index.js';
import { gridViewType, LEGACY_SETTINGS_TABLE } from './view-type.js';

export default definePlugin({
  manifest,
  server: {
    messages,
    migrations: [
      {
        // Kept read-only since named views (views plugin): a table's first view takes its row.
        name: '001_grid_view_settings',
        async up(knex) {
          await knex.schema.createTable(LEGACY_SETTINGS_TABLE, (t) => {
            t.increments('id');
            t.string('project_id', 128).notNullable();
            t.string('db_alias', 128).notNullable();
            t.string('tn', 255).notNullable();
            t.text('settings').notNullable();
            t.timestamp('updated_at').notNullable();
            t.unique(['project_id', 'db_alias', 'tn']);
          });
        },
      },
    ],
    setup(ctx) {
      ctx.services.provide(ViewTypeToken, gridViewType(ctx.meta));
      ctx.hooks.tap(ProjectHooks.deleted, async ({ projectId }) => {
        await ctx.meta(LEGACY_SETTINGS_TABLE).where({ project_id: projectId }).delete();
      });
    },
  },
});
