import { definePlugin, z } from '@plinth/sdk';
import { AccessControlToken, CronActionToken, JobsToken, ProjectHooks, ProjectsToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import type { ActionDeps } from './actions.js';
import { mountRoutes } from './routes.js';
import { CronRunner } from './runner.js';
import { CronJobsStore, migrations } from './store.js';
import { messages } from './messages/index.js';

const settings = z.object({
  /** An HTTP action's whole exchange, redirects included. */
  httpTimeoutSeconds: z.number().int().min(1).max(300).default(30),
  /** The largest answer an HTTP action reads. */
  httpMaxBytes: z.number().int().min(1024).max(50_000_000).default(1_000_000),
  /** A SQL action running longer is cancelled on the database. */
  sqlTimeoutSeconds: z.number().int().min(1).max(3600).default(60),
  /** Rows of a SQL action's answer kept in its output. */
  sqlMaxRows: z.number().int().min(1).max(10_000).default(100),
});
type CronJobsSettings = z.infer<typeof settings>;

/** Cron Jobs (000 s.1, s.2 tab Cron Jobs, s.9 `nc_cron`): scheduled actions per project, run once per tick across the servers. */
export default definePlugin<CronJobsSettings>({
  manifest,
  server: {
    messages,
    settings,
    migrations,
    async setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      const jobs = ctx.services.get(JobsToken);
      const store = new CronJobsStore(ctx.meta);
      const pluginActions = () => ctx.services.getAll(CronActionToken);
      const deps: ActionDeps = {
        projects,
        pluginActions,
        async limits() {
          const s = await ctx.settings.get();
          return {
            httpTimeoutMs: s.httpTimeoutSeconds * 1000,
            httpMaxBytes: s.httpMaxBytes,
            sqlTimeoutMs: s.sqlTimeoutSeconds * 1000,
            sqlMaxRows: s.sqlMaxRows,
          };
        },
        async sqlRefusal(projectId, userId) {
          // Deny by default: no access control, no user or a user gone means no SQL.
          const access = ctx.services.getOptional(AccessControlToken);
          if (!access?.principalOfUser) return 'SQL jobs run only when users and roles are on';
          const principal = userId ? await access.principalOfUser(userId) : null;
          if (!principal) return 'The user who saved this SQL job no longer exists';
          const decision = await access.authorize(principal, 'executeRawQuery', { projectId, ignorePreview: true });
          return decision === 'allow' ? null : 'The user who saved this SQL job may no longer run SQL in this project';
        },
      };
      const runner = new CronRunner(jobs, store, deps, ctx.log);
      ctx.hooks.tap(ProjectHooks.deleted, async ({ projectId }) => {
        for (const id of await store.forgetProject(projectId)) await runner.unschedule(id);
      });
      mountRoutes(ctx, { projects, jobs, store, runner, pluginActions });
      ctx.onDispose(runner.handle());
      // Schedules live in the jobs plugin's store (or Redis): put every enabled job back, in case they were lost.
      await runner.resync();
    },
  },
});
