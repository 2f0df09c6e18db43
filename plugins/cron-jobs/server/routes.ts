/**
 * The Cron Jobs routes, under a project and for its owners and creators (`cronJobs`): list and
 * create, update and delete, run now, the run history, and an expression's description. A SQL
 * action also needs the right to run raw SQL in the project.
 */
import { rolesCan, z } from '@plinth/sdk';
import type { CronAction as PluginCronAction, JobsService, ProjectsService, ServerContext } from '@plinth/sdk/server';
import { createRouter, currentCaller, HttpError, validate } from '@plinth/sdk/server';
import {
  CRON_JOBS_API,
  CRON_JOBS_PERMISSION,
  RUNS_KEPT,
  type CronDescribeAnswer,
  type CronJob,
  type CronJobInput,
  type CronJobList,
} from '../types.js';
import type { CronRunner } from './runner.js';
import { describeBody, jobBody, jobPatch } from './schema.js';
import type { CronJobsStore, StoredJob } from './store.js';

/** Raw SQL is for the project's admins (the SQL editor's permission). */
const RAW_SQL = 'executeRawQuery';

interface RouteDeps {
  projects: ProjectsService;
  jobs: JobsService;
  store: CronJobsStore;
  runner: CronRunner;
  pluginActions(): PluginCronAction[];
}

type Params = { params: Record<string, unknown> };

export function mountRoutes(ctx: ServerContext<any>, deps: RouteDeps): void {
  const { projects, jobs, store, runner } = deps;
  const router = createRouter({ mergeParams: true });
  const guard = ctx.http.requirePermission(CRON_JOBS_PERMISSION, { projectIdParam: 'projectId' });

  const projectOf = async (req: Params) => {
    const projectId = String(req.params.projectId);
    await projects.get(projectId);
    return projectId;
  };
  const jobOf = async (req: Params): Promise<StoredJob> => {
    const job = await store.job(await projectOf(req), String(req.params.jobId));
    if (!job) throw new HttpError(404, 'No such cron job');
    return job;
  };
  const sqlAllowed = () => rolesCan(currentCaller()?.roles ?? {}, RAW_SQL);
  /** Checks what a job would be before it is stored: its schedule, and who may store its action. */
  const checked = (input: CronJobInput): CronJobInput => {
    const timezone = input.timezone || 'UTC';
    jobs.describeCron(input.cron, timezone, 1);
    if (input.action.kind === 'sql' && !sqlAllowed()) throw new HttpError(403, 'Only admins who may run raw SQL can schedule SQL');
    if (input.action.kind === 'plugin' && !deps.pluginActions().some((a) => a.id === (input.action as { actionId: string }).actionId))
      throw new HttpError(400, `Unknown action '${input.action.actionId}'`);
    return { ...input, timezone };
  };
  const answer = (job: StoredJob, lastRun: CronJob['lastRun'] = null): CronJob => {
    const described = jobs.describeCron(job.cron, job.timezone, 5);
    const { savedBy: _savedBy, ...shown } = job;
    return { ...shown, description: described.text, next: job.enabled ? described.next.map((d) => d.toISOString()) : [], lastRun };
  };

  router.get('/', guard, async (req, res) => {
    const list = await store.jobs(await projectOf(req));
    const last = await store.lastRuns(list.map((j) => j.id));
    const lastRun = (id: string) => {
      const run = last.get(id);
      return run ? { status: run.status, startedAt: run.startedAt, durationMs: run.durationMs } : null;
    };
    const body: CronJobList = {
      list: list.map((job) => answer(job, lastRun(job.id))),
      actions: deps.pluginActions().map((a) => ({ id: a.id, title: a.title })),
      sqlAllowed: sqlAllowed(),
    };
    res.json(body);
  });
  router.post('/', guard, async (req, res) => {
    const projectId = await projectOf(req);
    const input = checked(validate(jobBody, req.body ?? {}));
    const job = await store.create(projectId, input, req.principal?.userId ?? null);
    // The schedule lives in the jobs plugin's store (not this transaction's): a job it refuses is removed again.
    await runner.sync(job).catch(async (err: unknown) => {
      await store.delete(projectId, job.id);
      throw err;
    });
    res.status(201).json(answer(job));
  });
  router.post('/describe', guard, async (req, res) => {
    await projectOf(req);
    const { cron, timezone } = validate(describeBody, req.body ?? {});
    const described = jobs.describeCron(cron, timezone, 5);
    const body: CronDescribeAnswer = { text: described.text, next: described.next.map((d) => d.toISOString()) };
    res.json(body);
  });
  router.patch('/:jobId', guard, async (req, res) => {
    const before = await jobOf(req);
    const patch = validate(jobPatch, req.body ?? {});
    // Changing a SQL job in any way is for those who may run its SQL.
    if (before.action.kind === 'sql' && !sqlAllowed()) throw new HttpError(403, 'Only admins who may run raw SQL can change a SQL job');
    const job: StoredJob = {
      ...before,
      ...checked({ ...before, ...patch }),
      savedBy: req.principal?.userId ?? null,
      updatedAt: new Date().toISOString(),
    };
    if (!(await store.update(job))) throw new HttpError(404, 'No such cron job');
    await runner.sync(job).catch(async (err: unknown) => {
      await store.update(before);
      throw err;
    });
    res.json(answer(job));
  });
  router.delete('/:jobId', guard, async (req, res) => {
    const job = await jobOf(req);
    await runner.unschedule(job.id);
    await store.delete(job.projectId, job.id);
    res.json({ msg: 'Cron job deleted' });
  });
  router.post('/:jobId/run', guard, async (req, res) => {
    const job = await jobOf(req);
    if (job.action.kind === 'sql' && !sqlAllowed()) throw new HttpError(403, 'Only admins who may run raw SQL can run a SQL job');
    res.status(202).json({ msg: 'Run queued', id: await runner.runNow(job.id) });
  });
  router.get('/:jobId/runs', guard, async (req, res) => {
    const job = await jobOf(req);
    const limit = validate(z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(RUNS_KEPT).default(100), req.query.limit);
    res.json({ list: await store.runs(job.id, limit) });
  });
  ctx.http.mount(`${CRON_JOBS_API}/:projectId`, router);
}
