import { definePlugin, GRPC_API } from '@plinth/sdk';
import { ProjectHooks, ProjectsToken, TableDataToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { GrpcApiServer } from './grpc-server.js';
import { GrpcInvoker } from './invoke.js';
import { ProjectModels } from './model.js';
import { grpcRoutes } from './routes.js';
import { messages } from './messages/index.js';

/** The port of `PLINTH_GRPC_PORT` (`0`: a free one); undefined (no gRPC server) when unset or empty. */
export function grpcPort(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env.PLINTH_GRPC_PORT?.trim();
  if (!text) return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PLINTH_GRPC_PORT must be a port number, not '${text}'`);
  return port;
}

let server: GrpcApiServer | undefined;

export default definePlugin({
  manifest,
  server: {
    messages,
    setup(ctx) {
      const models = new ProjectModels(ctx.services.get(ProjectsToken));
      ctx.hooks.tap(ProjectHooks.schemaChanged, ({ projectId }) => models.invalidate(projectId));
      ctx.hooks.tap(ProjectHooks.deleted, ({ projectId }) => models.invalidate(projectId));
      const invoker = new GrpcInvoker(ctx, models, ctx.services.get(TableDataToken));
      const own = new GrpcApiServer(ctx, models, invoker, ctx.log);
      server = own;
      ctx.http.mount(
        GRPC_API.mount,
        grpcRoutes(ctx, models, invoker, () => own.port),
      );
    },
    async start(ctx) {
      const port = grpcPort();
      if (port === undefined || !server) return;
      const host = process.env.PLINTH_GRPC_HOST?.trim() || '0.0.0.0';
      const bound = await server.listen(host, port);
      ctx.log.info(`gRPC API listening on ${host}:${bound}`);
    },
    async stop() {
      await server?.close();
    },
  },
});
