import type { Migration } from '@plinth/sdk/server';

import { FORM_UPLOADS_TABLE } from './form-uploads.js';

/** One row per named view of a table. */
export const VIEWS_TABLE = 'view_records';

export const migrations: Migration[] = [
  {
    name: '001_view_records',
    async up(knex) {
      await knex.schema.createTable(VIEWS_TABLE, (t) => {
        t.string('id', 36).primary();
        // Key lengths: the unique index below stays within MySQL's 3072-byte key limit in utf8mb4.
        t.string('project_id', 64).notNullable();
        t.string('db_alias', 64).notNullable();
        t.string('tn', 255).notNullable();
        t.string('title', 255).notNullable();
        // The title lower-cased: the database refuses a second view of the same name in a table
        // (and the second of two concurrent first views) whatever its collation.
        t.string('title_key', 255).notNullable();
        t.string('type', 64).notNullable();
        t.integer('sort_order').notNullable();
        // JSON text of the view type's settings (mediumtext on MySQL: layouts of wide tables).
        t.text('settings', 'mediumtext').notNullable();
        t.string('created_by', 64);
        t.timestamp('created_at').notNullable();
        t.timestamp('updated_at').notNullable();
        t.string('share_id', 36).unique();
        // scrypt hash (`hashPassword`), never the password.
        t.string('share_password', 255);
        t.unique(['project_id', 'db_alias', 'tn', 'title_key'], { indexName: 'view_records_title' });
        t.index(['project_id', 'db_alias', 'tn', 'sort_order'], 'view_records_table');
      });
    },
    async down(knex) {
      await knex.schema.dropTable(VIEWS_TABLE);
    },
  },
  {
    // Files uploaded through a shared form and not yet submitted with a row (form-uploads.ts).
    name: '002_form_uploads',
    async up(knex) {
      await knex.schema.createTable(FORM_UPLOADS_TABLE, (t) => {
        t.string('share_id', 36).notNullable();
        t.string('path', 64).notNullable();
        t.string('project_id', 64).notNullable().index();
        t.string('title', 255).notNullable();
        t.string('mimetype', 255).notNullable();
        t.bigInteger('size').notNullable();
        t.timestamp('created_at').notNullable().index();
        t.primary(['share_id', 'path']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(FORM_UPLOADS_TABLE);
    },
  },
];
