/**
 * One gRPC call, whatever carried it (the gRPC server, or the gRPC Client tab's HTTP route):
 * the caller authenticated from its metadata (`xc-auth`, `xc-token`... as REST reads headers),
 * the method's permission checked in the project (`airTable`, writes `tableRowUpdate`), then the
 * data service run as that caller, so table access rules (ACL) apply below the transport as for
 * REST and GraphQL. Refusals and bad input are gRPC statuses; only the unexpected is INTERNAL.
 */
import { status as Status } from '@grpc/grpc-js';
import type protobuf from 'protobufjs';
import { HEADERS, type RoleMap } from '@plinth/sdk';
import {
  AccessControlToken,
  type AccessControl,
  type AccessDecision,
  errorAnswer,
  hiddenCause,
  runAsCaller,
  type DataActor,
  type DataCaller,
  type ListQuery,
  type Principal,
  type ServerContext,
  type TableDataService,
} from '@plinth/sdk/server';
import type { Request } from 'express';
import { TO_OBJECT, type ProjectModels } from './model.js';
import { METHODS, WRITE_METHODS, type MethodName, type TableService } from './proto.js';
import { rowConverter } from './rows.js';

/** A call's end: its status and, when OK, the response message. */
export interface GrpcOutcome {
  code: Status;
  details: string;
  /** The response message as a plain object, checked against its type (protobufjs encodes it as is). */
  response?: Record<string, unknown>;
  /** The response's type (the HTTP route turns the message into JSON with it). */
  responseType?: protobuf.Type;
}

export class GrpcError extends Error {
  constructor(
    readonly code: Status,
    message: string,
  ) {
    super(message);
  }
}

/** The metadata keys read for authentication: the headers REST reads. */
export const AUTH_METADATA = [
  HEADERS.auth,
  HEADERS.apiToken,
  HEADERS.masterKey,
  HEADERS.sharedBaseId,
  HEADERS.sharedBaseKey,
  HEADERS.preview,
] as const;

/**
 * The request `AccessControl.authenticate` reads: the authentication metadata only, as headers.
 * A class, not closures per call: under tsx every closure made also gets its name set.
 */
class MetadataRequest {
  readonly headers: Record<string, string> = {};

  constructor(get: (key: string) => string | undefined) {
    for (const key of AUTH_METADATA) {
      const v = get(key);
      if (v !== undefined && v !== '') this.headers[key] = v;
    }
  }

  header(name: string): string | undefined {
    return this.headers[name.toLowerCase()];
  }

  get(name: string): string | undefined {
    return this.headers[name.toLowerCase()];
  }
}

const metadataRequest = (get: (key: string) => string | undefined) => new MetadataRequest(get) as unknown as Request;

/** The principal of an authentication's answer; else a GrpcError (UNAUTHENTICATED). */
function signedIn(principal: Principal | null): Principal {
  if (!principal) throw new GrpcError(Status.UNAUTHENTICATED, 'Unauthorized');
  return principal;
}

/** Returns when `decision` allows; else a GrpcError. */
function allowed(decision: AccessDecision, permission: string): void {
  if (decision === 'unauthenticated') throw new GrpcError(Status.UNAUTHENTICATED, 'Unauthorized');
  if (decision !== 'allow') throw new GrpcError(Status.PERMISSION_DENIED, `Forbidden: this action needs the '${permission}' permission`);
}

/** The gRPC status of an HTTP status the platform answered. */
function statusOfHttp(status: number): Status {
  switch (status) {
    case 400:
    case 422:
      return Status.INVALID_ARGUMENT;
    case 401:
      return Status.UNAUTHENTICATED;
    case 403:
      return Status.PERMISSION_DENIED;
    case 404:
      return Status.NOT_FOUND;
    case 405:
      return Status.UNIMPLEMENTED;
    case 409:
      return Status.FAILED_PRECONDITION;
    case 413:
    case 429:
      return Status.RESOURCE_EXHAUSTED;
    case 503:
      return Status.UNAVAILABLE;
    case 504:
      return Status.DEADLINE_EXCEEDED;
    default:
      return status < 500 ? Status.INVALID_ARGUMENT : Status.INTERNAL;
  }
}

/** A request decoder: the plain object of the method's input message, or a GrpcError (INVALID_ARGUMENT). */
export type RequestDecoder = (type: protobuf.Type) => Record<string, unknown>;

/** Decodes protobuf bytes (the gRPC server's requests). */
export const bytesDecoder =
  (bytes: Buffer): RequestDecoder =>
  (type) => {
    try {
      return type.toObject(type.decode(bytes), TO_OBJECT);
    } catch (err) {
      throw new GrpcError(Status.INVALID_ARGUMENT, `Request is not a valid ${type.name}: ${(err as Error).message}`);
    }
  };

/** Fields a JSON request names that its message does not have, nested messages included. */
function unknownField(type: protobuf.Type, value: unknown, path: string): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const [key, v] of Object.entries(value)) {
    const field = type.fields[key];
    if (!field) return `${path}${key}`;
    if (field.resolvedType && 'fields' in field.resolvedType) {
      const sub = field.resolvedType as protobuf.Type;
      const items = field.repeated && Array.isArray(v) ? v : [v];
      for (const [i, item] of items.entries()) {
        const found = unknownField(sub, item, `${path}${key}${field.repeated ? `[${i}]` : ''}.`);
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** Decodes a JSON object (the gRPC Client tab's requests): unknown fields and wrong types are INVALID_ARGUMENT. */
export const jsonDecoder =
  (value: unknown): RequestDecoder =>
  (type) => {
    const obj = value ?? {};
    if (typeof obj !== 'object' || Array.isArray(obj))
      throw new GrpcError(Status.INVALID_ARGUMENT, `Request must be a ${type.name} object`);
    const unknown = unknownField(type, obj, '');
    if (unknown) throw new GrpcError(Status.INVALID_ARGUMENT, `${type.name} has no field '${unknown}'`);
    const problem = type.verify(obj);
    if (problem) throw new GrpcError(Status.INVALID_ARGUMENT, `Invalid ${type.name}: ${problem}`);
    return type.toObject(type.fromObject(obj), TO_OBJECT);
  };

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function listQuery(req: Record<string, unknown>): ListQuery {
  return {
    where: text(req.where),
    sort: text(req.sort),
    fields: text(req.fields),
    ...(req.limit !== undefined && req.limit !== null && { limit: Number(req.limit) }),
    ...(req.offset !== undefined && req.offset !== null && { offset: Number(req.offset) }),
    ...(text(req.condition_graph) !== undefined && { conditionGraph: text(req.condition_graph) }),
  };
}

/** A 64-bit integer from its text: a number while exact, else the text (the data service checks it). */
const int64 = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
};

/** An input message as the data service's body (keys: column aliases). */
function inputBody(t: TableService, input: Record<string, unknown> | undefined, nullFields: unknown[] = []): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of t.inputFields) {
    const v = input?.[f.name];
    if (v === undefined || v === null) continue;
    if (f.kind === 'json') {
      try {
        body[f.key] = JSON.parse(String(v));
      } catch {
        throw new GrpcError(Status.INVALID_ARGUMENT, `${f.name}: not valid JSON text`);
      }
    } else body[f.key] = f.kind === 'int64' ? int64(v) : v;
  }
  for (const name of nullFields) {
    const f = t.inputFields.find((x) => x.name === name);
    if (!f) throw new GrpcError(Status.INVALID_ARGUMENT, `null_fields: ${t.inputType} has no field '${String(name)}'`);
    body[f.key] = null;
  }
  return body;
}

const requiredId = (req: Record<string, unknown>): string => {
  const id = text(req.id);
  if (id === undefined) throw new GrpcError(Status.INVALID_ARGUMENT, 'id is required');
  return id;
};

/** Methods whose answers are made of row messages (and page_info's numbers and booleans). */
const ROW_ANSWERS: ReadonlySet<string> = new Set<MethodName>(['List', 'Read', 'Create', 'CreateBulk', 'Update']);

function callerOf(principal: Principal, roles: RoleMap, projectId: string): DataCaller {
  const kind = principal.kind === 'apiToken' || principal.kind === 'sharedBase' || principal.kind === 'masterKey' ? principal.kind : 'user';
  return { kind, roles, ...(principal.userId && { userId: principal.userId }), projectId };
}

export class GrpcInvoker {
  constructor(
    private readonly ctx: ServerContext,
    private readonly models: ProjectModels,
    private readonly data: TableDataService,
  ) {}

  /** The access-control service; else a GrpcError (UNAVAILABLE). Looked up once per call. */
  private access(): AccessControl {
    const access = this.ctx.services.getOptional(AccessControlToken);
    if (!access) throw new GrpcError(Status.UNAVAILABLE, 'Authentication is unavailable: the access-control plugin is not running');
    return access;
  }

  /** The caller of `metadata`; else a GrpcError (UNAUTHENTICATED, UNAVAILABLE without access control). */
  async authenticate(metadata: (key: string) => string | undefined, access = this.access()): Promise<Principal> {
    return signedIn(await access.authenticate(metadataRequest(metadata)));
  }

  /** Resolves when `principal` holds `permission` in `projectId`; else a GrpcError. */
  async authorize(principal: Principal, projectId: string, permission: string, access = this.access()): Promise<void> {
    allowed(await access.authorize(principal, permission, { projectId }), permission);
  }

  /** The outcome of a failure: known refusals keep their message, the rest is logged and INTERNAL. */
  outcomeOf(err: unknown, what: string): GrpcOutcome {
    if (err instanceof GrpcError) return { code: err.code, details: err.message };
    const known = errorAnswer(err);
    if (known.status >= 500 && known.status !== 503 && known.status !== 504) this.ctx.log.error(`gRPC ${what} failed`, err);
    else if (hiddenCause(err) !== undefined) this.ctx.log.warn(`gRPC ${what} refused by the database: ${known.msg}`, hiddenCause(err));
    return { code: statusOfHttp(known.status), details: known.msg };
  }

  /** One unary call to `service`/`method` of the project's package. */
  async call(
    projectId: string,
    service: string,
    method: string,
    decode: RequestDecoder,
    metadata: (key: string) => string | undefined,
  ): Promise<GrpcOutcome> {
    try {
      // Awaited only when an answer is a promise: with a cached session, roles and model (nearly
      // every call) the checks run without one, as the host's REST checks do (a few % of a List).
      const permission = WRITE_METHODS.has(method) ? 'tableRowUpdate' : 'airTable';
      const access = this.access();
      const found = access.authenticate(metadataRequest(metadata));
      const principal = signedIn(found instanceof Promise ? await found : found);
      const decision = access.authorize(principal, permission, { projectId });
      allowed(decision instanceof Promise ? await decision : decision, permission);
      const model = this.models.built(projectId) ?? (await this.models.get(projectId));
      const t = model.services.get(service);
      if (!t) throw new GrpcError(Status.UNIMPLEMENTED, `Unknown service ${model.package}.${service}`);
      if (!(METHODS as readonly string[]).includes(method) || !t.methods.includes(method as MethodName))
        throw new GrpcError(Status.UNIMPLEMENTED, `Unknown method ${method} of ${model.package}.${service}`);
      const { input, output } = model.methodTypes(t.service, method);
      const request = decode(input);
      const actor: DataActor = { userId: principal.userId ?? null, userEmail: principal.email ?? null };
      // The data service runs as the principal with its roles in the project (table access rules).
      const roles = access.rolesIn ? access.rolesIn(principal, projectId) : principal.roles;
      const caller = callerOf(principal, roles instanceof Promise ? await roles : roles, projectId);
      const answer = await runAsCaller(caller, () => this.run(projectId, t, method as MethodName, request, actor));
      // Row messages fit by construction (rows.ts); the other answers are checked before encoding.
      const problem = ROW_ANSWERS.has(method) ? null : output.verify(answer);
      if (problem) throw new Error(`Response of ${service}/${method} does not fit ${output.name}: ${problem}`);
      return { code: Status.OK, details: 'OK', response: answer, responseType: output };
    } catch (err) {
      return this.outcomeOf(err, `${service}/${method}`);
    }
  }

  private async run(
    projectId: string,
    t: TableService,
    method: MethodName,
    req: Record<string, unknown>,
    actor: DataActor,
  ): Promise<Record<string, unknown>> {
    const { data } = this;
    const rowMessage = rowConverter(t);
    switch (method) {
      case 'List': {
        const { list, pageInfo } = await data.list(projectId, t.tn, listQuery(req), { withTotal: false });
        return {
          list: list.map(rowMessage),
          page_info: {
            ...(pageInfo.totalRows !== null && { total_rows: pageInfo.totalRows }),
            page: pageInfo.page,
            page_size: pageInfo.pageSize,
            is_first_page: pageInfo.isFirstPage,
            is_last_page: pageInfo.isLastPage,
          },
        };
      }
      case 'Read':
        return rowMessage(await data.read(projectId, t.tn, requiredId(req)));
      case 'Count': {
        const count = await data.count(projectId, t.tn, { where: text(req.where), conditionGraph: text(req.condition_graph) });
        return { count };
      }
      case 'Create':
        return rowMessage(await data.create(projectId, t.tn, inputBody(t, req), actor));
      case 'CreateBulk': {
        const rows = (req.rows as Record<string, unknown>[] | undefined) ?? [];
        if (rows.length === 0) throw new GrpcError(Status.INVALID_ARGUMENT, 'rows: at least one row is required');
        const created = await data.createBulk(
          projectId,
          t.tn,
          rows.map((r) => inputBody(t, r)),
          actor,
        );
        return { list: created.map(rowMessage) };
      }
      case 'Update': {
        const id = requiredId(req);
        const body = inputBody(t, req.data as Record<string, unknown> | undefined, (req.null_fields as unknown[] | undefined) ?? []);
        return rowMessage(await data.update(projectId, t.tn, id, body, actor));
      }
      case 'Delete':
        await data.delete(projectId, t.tn, requiredId(req), actor);
        return { msg: 'Record deleted' };
      case 'M2mNotChildren': {
        const assoc = text(req.assoc);
        const pid = text(req.pid);
        if (!assoc || !pid) throw new GrpcError(Status.INVALID_ARGUMENT, 'assoc and pid are required');
        const { list } = await data.m2mNotChildren(projectId, t.tn, assoc, pid, listQuery(req), { withTotal: false });
        return { rows: list.map((row) => JSON.stringify(row)) };
      }
    }
  }
}
