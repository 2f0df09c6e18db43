import { definePlugin, GRPC_API } from '@plinth/sdk';
import { ProjectHooks, ProjectsToken, TableDataToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { grpcRoutes, type LoadRuntime } from './routes.js';
import type { GrpcRuntime } from './runtime.js';
import { messages } from './messages/index.js';

/** The port of `PLINTH_GRPC_PORT` (`0`: a free one); undefined (no gRPC server) when unset or empty. */
export function grpcPort(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env.PLINTH_GRPC_PORT?.trim();
  if (!text) return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PLINTH_GRPC_PORT must be a port number, not '${text}'`);
  return port;
}

/** The runtime once loaded (setup makes a new loader): what schema changes and stop reach. */
let runtime: GrpcRuntime | undefined;
/** The loader setup made, for start. */
let startRuntime: LoadRuntime | undefined;

export default definePlugin({
  manifest,
  server: {
    messages,
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      const data = ctx.services.get(TableDataToken);
      runtime = undefined;
      // gRPC's packages load with the first use (the tab's routes, or start with PLINTH_GRPC_PORT).
      let loading: ReturnType<LoadRuntime> | undefined;
      const load: LoadRuntime = () =>
        (loading ??= import('./runtime.js').then((m) => {
          const own = m.createRuntime(ctx, projects, data);
          runtime = own;
          return { ...own, AUTH_METADATA: m.AUTH_METADATA, jsonDecoder: m.jsonDecoder, STATUS_NAMES: m.STATUS_NAMES };
        }));
      // Before the runtime loads there are no models to drop.
      ctx.hooks.tap(ProjectHooks.schemaChanged, ({ projectId }) => runtime?.models.invalidate(projectId));
      ctx.hooks.tap(ProjectHooks.deleted, ({ projectId }) => runtime?.models.invalidate(projectId));
      ctx.hooks.tap(ProjectHooks.forgotten, ({ projectId }) => runtime?.models.invalidate(projectId));
      ctx.http.mount(
        GRPC_API.mount,
        grpcRoutes(ctx, load, () => runtime?.server.port),
      );
      startRuntime = load;
    },
    async start(ctx) {
      const port = grpcPort();
      if (port === undefined || !startRuntime) return;
      const host = process.env.PLINTH_GRPC_HOST?.trim() || '0.0.0.0';
      const bound = await (await startRuntime()).server.listen(host, port);
      ctx.log.info(`gRPC API listening on ${host}:${bound}`);
    },
    async stop() {
      await runtime?.server.close();
    },
  },
});
