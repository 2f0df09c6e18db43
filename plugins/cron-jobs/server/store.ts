/**
 * What Cron Jobs keeps in the meta store: the jobs of each project (`cron_jobs_jobs`, the spec's
 * reserved `nc_cron`) and their runs (`cron_jobs_runs`, the last 500 per job).
 */
import { randomUUID } from 'node:crypto';
import { storedIso, type Knex, type Migration, type StoredTime } from '@plinth/sdk/server';
import { RUNS_KEPT, type CronJobAction, type CronJobInput, type CronRun } from '../types.js';

const JOBS_TABLE = 'cron_jobs_jobs';
const RUNS_TABLE = 'cron_jobs_runs';

export const migrations: Migration[] = [
  {
    name: '001_jobs_and_runs',
    async up(knex) {
      await knex.schema.createTable(JOBS_TABLE, (t) => {
        t.string('id', 36).primary();
        t.string('project_id', 64).notNullable().index();
        t.string('name', 128).notNullable();
        t.string('cron', 128).notNullable();
        t.string('timezone', 64).notNullable();
        t.boolean('enabled').notNullable();
        t.text('action').notNullable();
        t.string('created_by', 64);
        t.timestamp('created_at').notNullable();
        t.timestamp('updated_at').notNullable();
      });
      await knex.schema.createTable(RUNS_TABLE, (t) => {
        t.increments('id');
        t.string('job_id', 36).notNullable();
        t.string('trigger', 16).notNullable();
        t.string('status', 16).notNullable();
        t.timestamp('started_at').notNullable();
        t.integer('duration_ms').notNullable();
        t.text('output');
        t.text('error');
        t.index(['job_id', 'id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(RUNS_TABLE);
      await knex.schema.dropTable(JOBS_TABLE);
    },
  },
  {
    // Whose rights a SQL job runs with: the last to save it, checked again at every run.
    name: '002_saved_by',
    async up(knex) {
      await knex.schema.alterTable(JOBS_TABLE, (t) => t.string('saved_by', 64));
      await knex(JOBS_TABLE).update({ saved_by: knex.ref('created_by') });
    },
  },
];

/** A job as stored. */
export interface StoredJob extends CronJobInput {
  id: string;
  projectId: string;
  /** The user who last saved the job (kept on the server, not answered). */
  savedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

interface JobRow {
  id: string;
  project_id: string;
  name: string;
  cron: string;
  timezone: string;
  enabled: boolean | number;
  action: string;
  saved_by: string | null;
  created_at: StoredTime;
  updated_at: StoredTime;
}

const jobOf = (r: JobRow): StoredJob => ({
  id: r.id,
  projectId: r.project_id,
  name: r.name,
  cron: r.cron,
  timezone: r.timezone,
  enabled: Boolean(r.enabled),
  action: JSON.parse(r.action) as CronJobAction,
  savedBy: r.saved_by ?? null,
  createdAt: storedIso(r.created_at),
  updatedAt: storedIso(r.updated_at),
});

interface RunRow {
  id: number;
  job_id: string;
  trigger: CronRun['trigger'];
  status: CronRun['status'];
  started_at: StoredTime;
  duration_ms: number;
  output: string | null;
  error: string | null;
}

const runOf = (r: RunRow): CronRun => ({
  id: Number(r.id),
  jobId: r.job_id,
  trigger: r.trigger,
  status: r.status,
  startedAt: storedIso(r.started_at),
  durationMs: Number(r.duration_ms),
  output: r.output ?? null,
  error: r.error ?? null,
});

export class CronJobsStore {
  constructor(private readonly db: Knex) {}

  async jobs(projectId: string): Promise<StoredJob[]> {
    return (await this.db<JobRow>(JOBS_TABLE).where({ project_id: projectId }).orderBy('created_at').orderBy('id')).map(jobOf);
  }

  async enabledJobs(): Promise<StoredJob[]> {
    return (await this.db<JobRow>(JOBS_TABLE).where({ enabled: true })).map(jobOf);
  }

  async job(projectId: string | null, id: string): Promise<StoredJob | undefined> {
    const query = this.db<JobRow>(JOBS_TABLE).where({ id });
    if (projectId !== null) query.andWhere({ project_id: projectId });
    const row = await query.first();
    return row && jobOf(row);
  }

  async create(projectId: string, input: CronJobInput, by: string | null): Promise<StoredJob> {
    const now = new Date();
    const id = randomUUID();
    await this.db(JOBS_TABLE).insert({
      id,
      project_id: projectId,
      name: input.name,
      cron: input.cron,
      timezone: input.timezone,
      enabled: input.enabled,
      action: JSON.stringify(input.action),
      created_by: by,
      saved_by: by,
      created_at: now,
      updated_at: now,
    });
    return { ...input, id, projectId, savedBy: by, createdAt: now.toISOString(), updatedAt: now.toISOString() };
  }

  /** Replaces a job's fields; false when there is no such job. */
  async update(job: StoredJob): Promise<boolean> {
    const updated = await this.db(JOBS_TABLE)
      .where({ id: job.id, project_id: job.projectId })
      .update({
        name: job.name,
        cron: job.cron,
        timezone: job.timezone,
        enabled: job.enabled,
        action: JSON.stringify(job.action),
        saved_by: job.savedBy,
        updated_at: new Date(job.updatedAt),
      });
    return updated > 0;
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const deleted = await trx(JOBS_TABLE).where({ id, project_id: projectId }).delete();
      if (deleted) await trx(RUNS_TABLE).where({ job_id: id }).delete();
      return deleted > 0;
    });
  }

  /** Removes a project's jobs and their runs; answers the ids removed. */
  async forgetProject(projectId: string): Promise<string[]> {
    return this.db.transaction(async (trx) => {
      const ids = (await trx(JOBS_TABLE).where({ project_id: projectId }).select('id')).map((r: { id: string }) => r.id);
      if (ids.length) {
        await trx(RUNS_TABLE).whereIn('job_id', ids).delete();
        await trx(JOBS_TABLE).whereIn('id', ids).delete();
      }
      return ids;
    });
  }

  /** Records a run and drops the job's runs beyond the newest 500. */
  async recordRun(run: Omit<CronRun, 'id'>): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx(RUNS_TABLE).insert({
        job_id: run.jobId,
        trigger: run.trigger,
        status: run.status,
        started_at: new Date(run.startedAt),
        duration_ms: Math.round(run.durationMs),
        output: run.output,
        error: run.error,
      });
      const cut = await trx(RUNS_TABLE).where({ job_id: run.jobId }).orderBy('id', 'desc').offset(RUNS_KEPT).first('id');
      if (cut) await trx(RUNS_TABLE).where({ job_id: run.jobId }).andWhere('id', '<=', cut.id).delete();
    });
  }

  /** A job's runs, newest first. */
  async runs(jobId: string, limit: number): Promise<CronRun[]> {
    return (await this.db<RunRow>(RUNS_TABLE).where({ job_id: jobId }).orderBy('id', 'desc').limit(limit)).map(runOf);
  }

  /** The newest run of each job. */
  async lastRuns(jobIds: string[]): Promise<Map<string, CronRun>> {
    if (!jobIds.length) return new Map();
    const newest = this.db(RUNS_TABLE).whereIn('job_id', jobIds).groupBy('job_id').max({ id: 'id' });
    const rows = await this.db<RunRow>(RUNS_TABLE).whereIn('id', newest);
    return new Map(rows.map((r) => [r.job_id, runOf(r)]));
  }
}
