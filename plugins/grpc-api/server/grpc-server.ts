/**
 * The gRPC server (@grpc/grpc-js): every project's package without registering its services one
 * by one. A call to `/plinth.<project>.<Service>/<Method>` gets one raw-bytes handler that looks
 * the project's model up when the call comes (so a schema change shows on the next call, without
 * a restart); anything else (server reflection) is a registered service. Server reflection
 * (@grpc/reflection, v1 and v1alpha) answers per caller: the packages of the projects its
 * metadata may read.
 */
import * as grpc from '@grpc/grpc-js';
import type protoLoader from '@grpc/proto-loader';
import { ReflectionService } from '@grpc/reflection';
import type { Logger } from '@plinth/sdk';
import { AccessControlToken, type Principal, type ServerContext } from '@plinth/sdk/server';
import { bytesDecoder, GrpcError, type GrpcInvoker } from './invoke.js';
import type { ProjectModels } from './model.js';
import { projectOfPackage } from './names.js';

/** Largest request a call may send, and largest answer (a list page of big rows). */
const MAX_RECEIVE_BYTES = 4 * 1024 * 1024;
const MAX_SEND_BYTES = 16 * 1024 * 1024;

/** Project method paths whose handlers are kept. */
const HANDLER_CACHE = 2000;

/** Metadata naming the one project whose package reflection describes (else: all the caller may read). */
const PROJECT_METADATA = 'xc-project-id';

type RawHandler = {
  func: grpc.handleUnaryCall<Buffer, Buffer>;
  serialize: (b: Buffer) => Buffer;
  deserialize: (b: Buffer) => Buffer;
  type: 'unary';
  path: string;
};

const identity = (b: Buffer) => b;
const metadataGetter = (md: grpc.Metadata) => (key: string) => {
  const v = md.get(key)[0];
  return v === undefined ? undefined : String(v);
};

/** `/plinth.p_1.Books/List` -> project, service, method; undefined for other paths. */
function parsePath(path: string): { projectId: string; service: string; method: string } | undefined {
  const m = /^\/(plinth\.[A-Za-z0-9_]+)\.([A-Za-z0-9_]+)\/([A-Za-z0-9_]+)$/.exec(path);
  if (!m) return undefined;
  const projectId = projectOfPackage(m[1]!);
  return projectId === undefined ? undefined : { projectId, service: m[2]!, method: m[3]! };
}

export class GrpcApiServer {
  private server: grpc.Server | undefined;
  /** The port listened on, once listening. */
  port: number | undefined;

  constructor(
    private readonly ctx: ServerContext,
    private readonly models: ProjectModels,
    private readonly invoker: GrpcInvoker,
    private readonly log: Logger,
  ) {}

  async listen(host: string, port: number): Promise<number> {
    const server = new grpc.Server({
      'grpc.max_receive_message_length': MAX_RECEIVE_BYTES,
      'grpc.max_send_message_length': MAX_SEND_BYTES,
      // Calls in flight per connection: a client opening more waits for a free stream.
      'grpc.max_concurrent_streams': 100,
      // Channelz (grpc-js's introspection registry, unused here) counts every call: a few % of a List call.
      'grpc.enable_channelz': 0,
    });
    this.addReflection(server);
    // Project calls resolve at call time; the rest (reflection) as registered.
    const internal = server as unknown as { _retrieveHandler(path: string): unknown };
    const registered = internal._retrieveHandler.bind(server);
    // One handler per path (at most HANDLER_CACHE kept; a path not of a project is not kept).
    const handlers = new Map<string, RawHandler>();
    internal._retrieveHandler = (path: string) => {
      const known = handlers.get(path);
      if (known) return known;
      const target = parsePath(path);
      if (!target) return registered(path);
      const handler = this.projectHandler(path, target);
      if (handlers.size >= HANDLER_CACHE) handlers.delete(handlers.keys().next().value!);
      handlers.set(path, handler);
      return handler;
    };
    this.server = server;
    this.port = await new Promise<number>((resolve, reject) =>
      server.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (err, bound) => (err ? reject(err) : resolve(bound))),
    );
    return this.port;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.port = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        server.forceShutdown();
        resolve();
      }, 2000);
      server.tryShutdown(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private projectHandler(path: string, target: { projectId: string; service: string; method: string }): RawHandler {
    return {
      path,
      type: 'unary',
      serialize: identity,
      deserialize: identity,
      func: (call, callback) => {
        this.invoker.call(target.projectId, target.service, target.method, bytesDecoder(call.request), metadataGetter(call.metadata)).then(
          (outcome) => {
            if (outcome.code !== grpc.status.OK || !outcome.response || !outcome.responseType)
              return callback({ code: outcome.code, details: outcome.details });
            const bytes = outcome.responseType.encode(outcome.response).finish();
            callback(null, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
          },
          (err: unknown) => {
            this.log.error(`gRPC ${path} failed`, err);
            callback({ code: grpc.status.INTERNAL, details: 'Internal server error' });
          },
        );
      },
    };
  }

  /** Reflection's v1 and v1alpha services, answering from the packages the caller may read. */
  private addReflection(server: grpc.Server): void {
    const definitions: grpc.ServiceDefinition[] = [];
    new ReflectionService({}).addToServer({ addService: (def) => void definitions.push(def) });
    definitions.forEach((def, index) => {
      server.addService(def, {
        ServerReflectionInfo: (call: grpc.ServerDuplexStream<unknown, unknown>) => {
          call.pause();
          this.reflectionFor(call.metadata).then(
            (reflection) => {
              const impls: grpc.UntypedServiceImplementation[] = [];
              reflection.addToServer({ addService: (_def, impl) => void impls.push(impl) });
              (impls[index]!.ServerReflectionInfo as (c: typeof call) => void)(call);
              call.resume();
            },
            (err: unknown) => {
              const known = err instanceof GrpcError ? err : this.invoker.outcomeOf(err, 'reflection');
              call.emit('error', { code: known.code, details: known instanceof GrpcError ? known.message : known.details });
            },
          );
        },
      });
    });
  }

  private async reflectionFor(metadata: grpc.Metadata): Promise<ReflectionService> {
    const get = metadataGetter(metadata);
    const named = get(PROJECT_METADATA);
    const principal: Principal = await this.invoker.authenticate(get);
    if (named !== undefined) await this.invoker.authorize(principal, named, 'airTable');
    const access = this.ctx.services.getOptional(AccessControlToken)!;
    let ids: string[];
    if (named !== undefined) ids = [named];
    else if (principal.sharedBaseProjectId) ids = [principal.sharedBaseProjectId];
    else ids = principal.userId ? await access.projectIdsOf(principal.userId) : [];
    const definitions: protoLoader.PackageDefinition[] = [];
    for (const id of ids) {
      if (named === undefined && (await access.authorize(principal, 'airTable', { projectId: id })) !== 'allow') continue;
      const model = await this.models.get(id).catch((err: unknown) => {
        // The named project must exist; of the caller's projects, a stopped one is left out.
        if (named !== undefined) throw err;
        return undefined;
      });
      if (model) definitions.push(model.packageDefinition);
    }
    return new ReflectionService(Object.assign({}, ...definitions) as protoLoader.PackageDefinition);
  }
}
