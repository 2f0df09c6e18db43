import { definePlugin } from '@plinth/sdk';
import { ProjectHooks, ProjectsToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { migrations } from './migrations.js';
import { registerProjectOperations } from './rpc.js';
import { ProjectManager } from './service.js';
import { ProjectStore } from './store.js';
import { SecretBox } from './secrets.js';
import { messages } from './messages/index.js';

export default definePlugin({
  manifest,
  server: {
    messages,
    migrations,
    register(ctx) {
      ctx.hooks.declare(ProjectHooks.schemaChanged);
      ctx.hooks.declare(ProjectHooks.deleted);
      ctx.hooks.declare(ProjectHooks.forgotten);
    },
    setup(ctx) {
      const projects = new ProjectManager(ctx, new ProjectStore(ctx.meta, SecretBox.fromEnvOrFile(ctx.config.dataDir)));
      ctx.services.provide(ProjectsToken, projects);
      registerProjectOperations(ctx, projects);
      ctx.onDispose(() => projects.pools.closeAll());
    },
  },
});
