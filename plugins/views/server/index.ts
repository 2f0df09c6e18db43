import { definePlugin, VIEWS_API } from '@plinth/sdk';
import { ProjectHooks, ProjectsToken, ShareGuard, SharedCounterToken, StorageToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { FormUploads } from './form-uploads.js';
import { registerMetaTransfer } from './meta-transfer.js';
import { migrations } from './migrations.js';
import { publicRoutes } from './public.js';
import { DEFAULT_SUBMIT_LIMIT, DEFAULT_UPLOAD_LIMIT, SubmitLimit } from './submit-limit.js';
import { viewRoutes } from './routes.js';
import { ViewStore } from './store.js';
import { messages } from './messages/index.js';

export default definePlugin({
  manifest,
  server: {
    messages,
    migrations,
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      const store = new ViewStore(ctx);
      ctx.http.mount(VIEWS_API.mount, viewRoutes(ctx, projects, store));
      const uploads = new FormUploads(ctx.meta, () => ctx.services.getOptional(StorageToken));
      // Wrong share passwords and a form's submissions and uploads count on every server when
      // the cluster plugin shares counters (in memory here without it).
      const counter = ctx.services.getOptional(SharedCounterToken);
      const guard = new ShareGuard(undefined, counter);
      const submitLimit = new SubmitLimit(DEFAULT_SUBMIT_LIMIT, counter);
      const uploadLimit = new SubmitLimit(DEFAULT_UPLOAD_LIMIT, counter);
      ctx.http.mount(VIEWS_API.publicMount, publicRoutes(ctx, projects, store, uploads, guard, submitLimit, uploadLimit));

      registerMetaTransfer(ctx, projects, store);

      ctx.hooks.tap(ProjectHooks.deleted, async ({ projectId }) => {
        await store.forgetProject(projectId);
        await uploads.forgetProject(projectId);
      });
      // Views follow renamed tables, then their settings follow renamed columns (named by the
      // table's new name); views of tables that no longer exist go with them.
      ctx.hooks.tap(ProjectHooks.schemaChanged, async ({ projectId, dbAlias, renamedTables, renamedColumns }) => {
        try {
          if (renamedTables?.length) await store.followRenames(projectId, dbAlias, renamedTables);
          if (renamedColumns?.length) await store.followColumnRenames(projectId, dbAlias, renamedColumns);
          const tables = await projects.tables(projectId, dbAlias);
          await store.forgetTablesExcept(
            projectId,
            dbAlias,
            tables.map((t) => t.tn),
          );
        } catch (err) {
          ctx.log.error(`Could not update the views of renamed or removed tables or columns of project ${projectId}`, err);
        }
      });
    },
  },
});
