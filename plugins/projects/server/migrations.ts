import type { Migration } from '@plinth/sdk/server';

export const T = {
  projects: 'projects_projects',
  models: 'projects_models',
  schemaLog: 'projects_schema_log',
  schemaPending: 'projects_schema_pending',
} as const;

export const migrations: Migration[] = [
  {
    name: '001_projects',
    async up(knex) {
      await knex.schema.createTable(T.projects, (t) => {
        t.string('id', 32).primary();
        t.string('title', 255).notNullable();
        t.string('project_type', 16).notNullable();
        t.string('status', 16).notNullable();
        // Environments and their databases (ProjectRecord['envs']) as JSON.
        t.text('config').notNullable();
        t.string('created_by', 36);
        t.timestamp('created_at').notNullable();
        t.timestamp('updated_at').notNullable();
      });
      await knex.schema.createTable(T.models, (t) => {
        t.increments('id');
        t.string('project_id', 32).notNullable().references('id').inTable(T.projects).onDelete('CASCADE');
        t.string('db_alias', 64).notNullable();
        t.string('tn', 255).notNullable();
        t.string('type', 8).notNullable();
        // TableMeta as JSON: what tableXcModelGet answers.
        t.text('meta').notNullable();
        t.integer('order').notNullable();
        t.timestamp('updated_at').notNullable();
        t.unique(['project_id', 'db_alias', 'tn']);
      });
    },
  },
  {
    name: '002_schema_log',
    async up(knex) {
      await knex.schema.createTable(T.schemaLog, (t) => {
        t.increments('id');
        t.string('project_id', 32).notNullable().references('id').inTable(T.projects).onDelete('CASCADE');
        t.string('db_alias', 64).notNullable();
        // SchemaOp[] as JSON: what ran, and what undoes it (in order).
        t.text('forward').notNullable();
        t.text('inverse').notNullable();
        t.boolean('lossy').notNullable();
        t.string('created_by', 36);
        t.timestamp('created_at').notNullable();
        t.timestamp('undone_at');
        t.index(['project_id', 'db_alias']);
      });
    },
  },
  {
    name: '003_schema_pending',
    async up(knex) {
      // A schema change between its first DDL statement and its meta write: what a crash leaves
      // here is settled (completed or undone) before the project's meta is next read.
      await knex.schema.createTable(T.schemaPending, (t) => {
        t.increments('id');
        t.string('project_id', 32).notNullable().references('id').inTable(T.projects).onDelete('CASCADE');
        t.string('db_alias', 64).notNullable();
        // SchemaOp[] to run, and per op the ops that undo it (null for an undo, which only goes forward).
        t.text('forward').notNullable();
        t.text('inverses');
        t.boolean('lossy').notNullable();
        // The log entry an undo undoes.
        t.integer('undoes');
        // running: ops before `applied` ran; undoing: ops before `applied` are still in effect; applied: all ran.
        t.string('state', 8).notNullable();
        t.integer('applied').notNullable();
        t.string('created_by', 36);
        t.timestamp('created_at').notNullable();
        t.index(['project_id', 'db_alias']);
      });
    },
  },
  {
    name: '004_active_env',
    async up(knex) {
      // The working environment (000 s.4 'Active Env'); null is the default `_noco`.
      await knex.schema.alterTable(T.projects, (t) => {
        t.string('active_env', 64);
      });
    },
  },
];
