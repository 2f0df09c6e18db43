import type { Migration } from '@plinth/sdk/server';

/** The meta store engine's queue: one row per job, kept a day when done and a week when failed. */
export const QUEUE_TABLE = 'jobs_queue';
/** Schedules, with the time of their next tick (ms since the epoch). */
export const SCHEDULE_TABLE = 'jobs_schedules';

const MAX_TEXT = 10_000;

/** A job's result as stored: JSON, cut to 10,000 characters. */
export function resultText(result: unknown): string | null {
  if (result === undefined) return null;
  const text = JSON.stringify(result) ?? null;
  return text && text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
}

export function failedText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, MAX_TEXT) || 'Failed';
}

export const migrations: Migration[] = [
  {
    name: '001_jobs',
    async up(knex) {
      await knex.schema.createTable(QUEUE_TABLE, (t) => {
        t.string('id', 36).primary();
        t.string('name', 255).notNullable();
        t.text('payload').notNullable();
        // waiting | active | done | failed
        t.string('status', 16).notNullable();
        t.integer('attempt').notNullable();
        t.integer('attempts').notNullable();
        t.integer('backoff_ms').notNullable();
        t.bigInteger('run_at').notNullable();
        t.string('locked_by', 36);
        t.bigInteger('locked_until');
        t.text('result');
        t.text('error');
        t.bigInteger('created_at').notNullable();
        t.bigInteger('started_at');
        t.bigInteger('finished_at');
        t.index(['status', 'run_at']);
      });
      await knex.schema.createTable(SCHEDULE_TABLE, (t) => {
        t.string('key', 255).primary();
        t.string('cron', 255).notNullable();
        t.string('timezone', 64).notNullable();
        t.string('name', 255).notNullable();
        t.text('payload').notNullable();
        t.integer('attempts').notNullable();
        t.integer('backoff_ms').notNullable();
        t.bigInteger('next_run_at').notNullable();
      });
    },
  },
];
