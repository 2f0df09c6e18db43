/**
 * Keeps the jobs plugin's schedules in step with the stored jobs (one schedule per enabled job,
 * keyed by its id) and runs a job's ticks: each tick is one background job across the servers;
 * its outcome is recorded whatever happens, and a failing action never reaches the scheduler.
 */
import type { Logger } from '@plinth/sdk';
import type { JobsService } from '@plinth/sdk/server';
import type { CronRun } from '../types.js';
import { ActionFailure, runAction, type ActionDeps } from './actions.js';
import type { CronJobsStore, StoredJob } from './store.js';

/** The background job name every tick and Run now enqueue. */
const RUN_JOB = 'cron-jobs.run';

interface RunPayload {
  jobId: string;
  trigger?: CronRun['trigger'];
}

const scheduleKey = (jobId: string) => `cron-jobs:${jobId}`;

export class CronRunner {
  constructor(
    private readonly jobs: JobsService,
    private readonly store: CronJobsStore,
    private readonly deps: ActionDeps,
    private readonly log: Logger,
  ) {}

  /** Schedules an enabled job (replacing its schedule), unschedules a disabled one. */
  async sync(job: Pick<StoredJob, 'id' | 'cron' | 'timezone' | 'enabled'>): Promise<void> {
    if (!job.enabled) return this.jobs.unschedule(scheduleKey(job.id));
    await this.jobs.schedule(scheduleKey(job.id), {
      cron: job.cron,
      timezone: job.timezone,
      name: RUN_JOB,
      payload: { jobId: job.id } satisfies RunPayload,
    });
  }

  unschedule(jobId: string): Promise<void> {
    return this.jobs.unschedule(scheduleKey(jobId));
  }

  /** Schedules every enabled job again (idempotent: the same key, expression and payload). */
  async resync(): Promise<void> {
    for (const job of await this.store.enabledJobs()) {
      await this.sync(job).catch((err: unknown) => this.log.warn(`cron-jobs: could not schedule job ${job.id}`, err));
    }
  }

  /** Queues a run now (any server may take it). */
  runNow(jobId: string): Promise<string> {
    return this.jobs.enqueue<RunPayload>(RUN_JOB, { jobId, trigger: 'manual' });
  }

  /** Handles the runs on this server; answers the function that stops. */
  handle(): () => void {
    return this.jobs.handle<RunPayload>(RUN_JOB, (payload) => this.run(payload));
  }

  private async run({ jobId, trigger = 'schedule' }: RunPayload): Promise<void> {
    const job = await this.store.job(null, jobId);
    // Deleted, or disabled since the tick was made: nothing to do.
    if (!job || (trigger === 'schedule' && !job.enabled)) return;
    const startedAt = new Date();
    const started = performance.now();
    let outcome: Pick<CronRun, 'status' | 'output' | 'error'>;
    try {
      outcome = { status: 'ok', output: await runAction(job.projectId, job.action, job.savedBy, this.deps), error: null };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      outcome = { status: 'failed', output: err instanceof ActionFailure ? err.output : null, error: message.slice(0, 2000) };
    }
    const durationMs = performance.now() - started;
    try {
      await this.store.recordRun({ jobId, trigger, startedAt: startedAt.toISOString(), durationMs, ...outcome });
    } catch (err) {
      this.log.error(`cron-jobs: could not record a run of job ${jobId}`, err);
    }
  }
}
