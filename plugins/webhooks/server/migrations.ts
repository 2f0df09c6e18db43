import type { Migration } from '@plinth/sdk/server';

/** One row per hook of a table (000 s.9 `nc_hooks`). */
export const HOOKS_TABLE = 'webhooks_hooks';
/** One row per try of a delivery, the newest 500 per hook kept. */
export const LOGS_TABLE = 'webhooks_logs';

export const migrations: Migration[] = [
  {
    name: '001_webhooks',
    async up(knex) {
      await knex.schema.createTable(HOOKS_TABLE, (t) => {
        t.string('id', 36).primary();
        t.string('project_id', 64).notNullable();
        t.string('db_alias', 64).notNullable();
        t.string('tn', 255).notNullable();
        t.string('title', 255).notNullable();
        // insert | update | delete
        t.string('event', 16).notNullable();
        t.text('condition');
        t.text('url').notNullable();
        t.string('kind', 16).notNullable();
        // JSON text: [{ name, value }]
        t.text('headers').notNullable();
        t.text('template');
        t.string('secret', 500);
        t.boolean('enabled').notNullable();
        t.bigInteger('created_at').notNullable();
        t.bigInteger('updated_at').notNullable();
        t.index(['project_id', 'db_alias', 'tn'], 'webhooks_hooks_table');
      });
      await knex.schema.createTable(LOGS_TABLE, (t) => {
        t.string('id', 36).primary();
        t.string('hook_id', 36).notNullable();
        t.string('project_id', 64).notNullable();
        t.bigInteger('at').notNullable();
        t.string('event', 16).notNullable();
        t.string('pk', 255).notNullable();
        t.integer('attempt').notNullable();
        t.integer('status');
        t.integer('duration_ms').notNullable();
        t.text('response');
        t.text('error');
        t.boolean('test').notNullable();
        t.index(['hook_id', 'at'], 'webhooks_logs_hook');
        t.index(['project_id'], 'webhooks_logs_project');
      });
    },
    async down(knex) {
      await knex.schema.dropTable(LOGS_TABLE);
      await knex.schema.dropTable(HOOKS_TABLE);
    },
  },
];
