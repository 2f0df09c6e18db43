import type { Migration } from '@plinth/sdk/server';
import { BUILT_IN_TEMPLATES } from './builtins/index.js';
import { rowOf, TEMPLATES_TABLE } from './store.js';

export const migrations: Migration[] = [
  {
    name: '001_templates',
    async up(knex) {
      await knex.schema.createTable(TEMPLATES_TABLE, (t) => {
        t.increments('id');
        t.string('title', 255).notNullable();
        t.text('description');
        t.string('category', 255).index();
        // A CSS gradient or an http(s) URL.
        t.text('image_url');
        // string[] as JSON.
        t.text('tags');
        // The TemplateDocument (saved form) as JSON.
        t.text('template').notNullable();
        t.string('created_by', 36);
        t.timestamp('created_at').notNullable();
        t.timestamp('updated_at').notNullable();
      });
    },
  },
  {
    name: '002_builtin_templates',
    async up(knex) {
      const now = new Date();
      for (const doc of BUILT_IN_TEMPLATES) {
        await knex(TEMPLATES_TABLE).insert({ ...rowOf(doc), created_by: null, created_at: now, updated_at: now });
      }
    },
  },
];
