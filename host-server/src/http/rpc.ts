import { type Request, type RequestHandler, type Router } from 'express';
import multer from 'multer';
import { RPC_PREFIX, type RpcRequestBody } from '@plinth/sdk';
import {
  createRouter,
  HttpError,
  publicRoute,
  validate,
  type RpcHandler,
  type RpcOperationOptions,
  type UploadedFile,
} from '@plinth/sdk/server';
import { authorizeRequest, runAsPrincipal, type AccessPolicy } from './access.js';
import { withSqlTiming } from './timing.js';

interface Operation {
  pluginId: string;
  handler: RpcHandler<unknown, unknown>;
  options: RpcOperationOptions<unknown>;
}

const OPERATION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** The operations behind `POST /dashboard?q=sqlOp_{operation}`, each owned by one plugin. */
export class RpcRegistry {
  private readonly ops = new Map<string, Operation>();

  add(pluginId: string, name: string, handler: RpcHandler<unknown, unknown>, options: RpcOperationOptions<unknown>) {
    if (!OPERATION_NAME.test(name)) throw new Error(`Invalid RPC operation name '${name}'`);
    // Deny by default: a permission, or public on purpose with the reason.
    const guarded = typeof options.permission === 'string' && options.permission.length > 0;
    const open = options.public === true && typeof options.reason === 'string' && options.reason.trim().length > 0;
    if (guarded === open) throw new Error(`RPC operation '${name}' needs a permission, or public: true with a reason`);
    const existing = this.ops.get(name);
    if (existing) throw new Error(`RPC operation '${name}' is already registered by plugin '${existing.pluginId}'`);
    const op = { pluginId, handler, options };
    this.ops.set(name, op);
    return () => {
      if (this.ops.get(name) === op) this.ops.delete(name);
    };
  }

  names(pluginId: string): string[] {
    return [...this.ops].filter(([, op]) => op.pluginId === pluginId).map(([name]) => name);
  }

  get(name: string): Operation | undefined {
    return this.ops.get(name);
  }

  /** Every operation with its owner and guard, for the route inventory. */
  list(): { name: string; pluginId: string; validatesArgs: boolean; permission?: string; reason?: string }[] {
    return [...this.ops].map(([name, op]) => ({
      name,
      pluginId: op.pluginId,
      validatesArgs: op.options.args !== undefined,
      ...(op.options.public ? { reason: op.options.reason } : { permission: op.options.permission }),
    }));
  }
}

function parseOperation(q: unknown): { name: string; plus: boolean } {
  if (typeof q !== 'string' || !q) throw new HttpError(400, 'Missing operation: call /dashboard?q=sqlOp_{operation}');
  if (q.startsWith(RPC_PREFIX.plus)) return { name: q.slice(RPC_PREFIX.plus.length), plus: true };
  if (q.startsWith(RPC_PREFIX.plain)) return { name: q.slice(RPC_PREFIX.plain.length), plus: false };
  throw new HttpError(400, `Invalid operation '${q}': expected sqlOp_{operation} or sqlOpPlus_{operation}`);
}

/** Multipart calls carry a `json` part with the body and one or more file parts. */
function bodyOf(req: Request): RpcRequestBody {
  if (req.is('multipart/form-data')) {
    const raw = (req.body as Record<string, unknown> | undefined)?.json;
    if (raw === undefined) return {};
    if (typeof raw !== 'string') throw new HttpError(400, "The 'json' part must be a JSON string");
    try {
      return JSON.parse(raw) as RpcRequestBody;
    } catch {
      throw new HttpError(400, "The 'json' part is not valid JSON");
    }
  }
  const body = req.body as unknown;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Request body must be a JSON object');
  return body as RpcRequestBody;
}

export function rpcRouter(registry: RpcRegistry, access: AccessPolicy, options: { sqlTiming: boolean }): Router {
  const router = createRouter();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } }).any();
  const multipart: RequestHandler = (req, res, next) => (req.is('multipart/form-data') ? upload(req, res, next) : next());

  // 000 s.4 change-environment flow: the web app polls this once per second until the server answers.
  router.get('/dashboard', publicRoute('liveness poll of the change-environment flow (000 s.4); answers a constant'), (_req, res) => {
    res.json({ ok: true });
  });
  // Multipart parsing runs outside the request's async context: timing starts again after it.
  const timing: RequestHandler = options.sqlTiming ? withSqlTiming : (_req, _res, next) => next();
  router.post(
    '/dashboard',
    publicRoute('the RPC endpoint: every operation declares its own permission or reason'),
    multipart,
    timing,
    async (req, res) => {
      const { name, plus } = parseOperation(req.query.q);
      const op = registry.get(name);
      if (!op) throw new HttpError(404, `Unknown operation '${name}'`);
      const body = bodyOf(req);
      const projectId = typeof body.project_id === 'string' ? body.project_id : undefined;
      const principal = op.options.public ? null : await authorizeRequest(access, req, op.options.permission, { projectId });
      // Operation schemas carry the spec's validation texts: answered verbatim.
      const args = op.options.args ? validate(op.options.args, body.args ?? {}) : body.args;
      const files = ((req.files as UploadedFile[] | undefined) ?? []).map((f) => ({
        fieldname: f.fieldname,
        originalname: f.originalname,
        mimetype: f.mimetype,
        size: f.size,
        buffer: f.buffer,
      }));
      const query = Object.fromEntries(Object.entries(req.query).filter((e): e is [string, string] => typeof e[1] === 'string'));
      const call = () => op.handler({ operation: name, plus, body, args, principal, files, query, req });
      // A public operation runs as the request's anonymous caller.
      const result = await (principal ? runAsPrincipal(access, principal, projectId, call) : call());
      res.json(result ?? null);
    },
  );
  return router;
}
