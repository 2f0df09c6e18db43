import type { Migration } from '@plinth/sdk/server';
import { ADDED_BUILT_INS, FIRST_BUILT_INS } from './builtins/index.js';
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
      for (const doc of FIRST_BUILT_INS) {
        await knex(TEMPLATES_TABLE).insert({ ...rowOf(doc), created_by: null, created_at: now, updated_at: now });
      }
    },
  },
  {
    // Seven more built-ins, and sample rows (with a few more lookups and rollups) for the first
    // five wherever nobody has saved them since they were seeded.
    name: '003_builtin_templates_with_rows',
    async up(knex) {
      const now = new Date();
      const seeded: { id: number; title: string; created_at: unknown; updated_at: unknown }[] = await knex(TEMPLATES_TABLE)
        .whereNull('created_by')
        .select('id', 'title', 'created_at', 'updated_at');
      for (const doc of FIRST_BUILT_INS) {
        const row = seeded.find((r) => r.title === doc.title && String(r.created_at) === String(r.updated_at));
        if (row)
          await knex(TEMPLATES_TABLE)
            .where({ id: row.id })
            .update({ template: rowOf(doc).template });
      }
      for (const doc of ADDED_BUILT_INS) {
        await knex(TEMPLATES_TABLE).insert({ ...rowOf(doc), created_by: null, created_at: now, updated_at: now });
      }
    },
  },
];
