import { definePlugin, z } from '@plinth/sdk';
import { ClusterBusToken, DataHooks, JobsToken, ProjectHooks, ProjectsToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { WEBHOOKS_API } from '../types.js';
import { migrations } from './migrations.js';
import { webhookRoutes } from './routes.js';
import { DELIVERY_JOB, WebhookService, type WebhookSettings } from './service.js';
import { HookStore } from './store.js';
import { messages } from './messages/index.js';

const settings = z.object({
  /** Tries per delivery, the first included. */
  attempts: z.number().int().min(1).max(10).default(5),
  /** The wait before the second try (it doubles for each further one). */
  backoffMs: z.number().int().min(100).max(3_600_000).default(5000),
  /** Time for one try, redirects included. */
  timeoutMs: z.number().int().min(1000).max(60_000).default(10_000),
  /** Largest answer read from a receiver. */
  maxResponseBytes: z
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(1024 * 1024),
});

export default definePlugin<WebhookSettings>({
  manifest,
  server: {
    messages,
    migrations,
    settings,
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      const jobs = ctx.services.get(JobsToken);
      const store = new HookStore(ctx.meta);
      const service = new WebhookService(store, jobs, projects, () => ctx.settings.get(), ctx.log);
      const bus = ctx.services.getOptional(ClusterBusToken);
      if (bus) service.followCluster(bus);
      ctx.http.mount(WEBHOOKS_API.mount, webhookRoutes(ctx.http, projects, service));

      ctx.onDispose(
        jobs.handle<Parameters<WebhookService['runJob']>[0]>(DELIVERY_JOB, (job, run) => service.runJob(job, run.attempt), {
          concurrency: 8,
        }),
      );
      ctx.hooks.tap(DataHooks.rowsChanged, ({ changes }) => service.onRowsChanged(changes));

      ctx.hooks.tap(ProjectHooks.deleted, async ({ projectId }) => {
        await store.forgetProject(projectId);
        service.tablesChanged();
      });
      ctx.hooks.tap(ProjectHooks.schemaChanged, async ({ projectId, dbAlias, renamedTables }) => {
        for (const { from, to } of renamedTables ?? []) await store.followRename(projectId, dbAlias, from, to);
        // Renames are passed on only on the server that made them (it moved the rows): every server drops its copies.
        if (renamedTables?.length) service.tablesChanged();
        else service.schemaChanged();
      });
      ctx.hooks.tap(ProjectHooks.forgotten, () => service.schemaChanged());
    },
  },
});
