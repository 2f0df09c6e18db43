/**
 * Everything that needs @grpc/grpc-js, @grpc/proto-loader or protobufjs, behind one dynamic
 * import (index.ts): those packages are a large share of the server's start, and a server without
 * PLINTH_GRPC_PORT needs them only when the gRPC Client tab first asks for a project's `.proto`
 * or runs a call.
 */
import { status as Status } from '@grpc/grpc-js';
import type { ProjectsService, ServerContext, TableDataService } from '@plinth/sdk/server';
import { GrpcApiServer } from './grpc-server.js';
import { GrpcInvoker } from './invoke.js';
import { ProjectModels } from './model.js';

export { AUTH_METADATA, jsonDecoder } from './invoke.js';

/** gRPC status code -> its name (`NOT_FOUND`), for the tab's answers. */
export const STATUS_NAMES = Object.fromEntries(
  Object.entries(Status)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => [v, k]),
) as Record<number, string>;

export interface GrpcRuntime {
  models: ProjectModels;
  invoker: GrpcInvoker;
  server: GrpcApiServer;
}

export function createRuntime(ctx: ServerContext, projects: ProjectsService, data: TableDataService): GrpcRuntime {
  const models = new ProjectModels(projects);
  const invoker = new GrpcInvoker(ctx, models, data);
  return { models, invoker, server: new GrpcApiServer(ctx, models, invoker, ctx.log) };
}
