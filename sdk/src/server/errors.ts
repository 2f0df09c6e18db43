import { ZodError } from 'zod';
import { HookTapError, KernelError } from '@plinth/kernel';

/** An error that reaches the client as `status` with `{ msg }`; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    msg: string,
    /** Flags a client acts on beside the message (e.g. `{ passwordRequired: true }`), sent in the answer. */
    readonly details?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(msg);
    this.name = 'HttpError';
  }
}

/** What a caller is told about an error: a status and a message, never a stack or driver text. */
export type ErrorAnswer = { status: number; msg: string; details?: Readonly<Record<string, string | number | boolean>> };

const KERNEL_STATUS: Record<string, number> = {
  UNKNOWN_PLUGIN: 404,
  DEPENDENCY_NOT_RUNNING: 409,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The one mapping from a thrown error to its answer, shared by every transport (REST, RPC,
 * GraphQL) so they refuse alike. Errors that carry a 4xx `status` (HttpError, DialectError,
 * body-parser's) answer with it; anything unexpected is a 500 "Internal server error".
 */
export function errorAnswer(err: unknown): ErrorAnswer {
  if (err instanceof HttpError) return { status: err.status, msg: err.message, ...(err.details && { details: err.details }) };
  // A hook tap that refused (a 4xx of its own) answers the caller as if it were the route; a tap
  // that crashed stays a 500.
  if (err instanceof HookTapError) {
    const inner = errorAnswer(err.original);
    if (inner.status < 500) return inner;
  }
  if (err instanceof ZodError) {
    const issue = err.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { status: 400, msg: `${where}${issue?.message ?? 'Invalid input'}` };
  }
  if (err instanceof KernelError && KERNEL_STATUS[err.code]) return { status: KERNEL_STATUS[err.code]!, msg: err.message };
  const e = err as {
    type?: string;
    status?: number;
    statusCode?: number;
    expose?: boolean;
    message?: string;
    name?: string;
    code?: string;
  };
  if (e?.type === 'entity.parse.failed') return { status: 400, msg: 'Request body is not valid JSON' };
  if (e?.type === 'entity.too.large') return { status: 413, msg: 'Request body is too large' };
  if (e?.name === 'MulterError') {
    return { status: e.code === 'LIMIT_FILE_SIZE' ? 413 : 400, msg: `Upload rejected: ${e.message}` };
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && e.expose !== false) {
    return { status, msg: e.message || 'Bad request' };
  }
  return { status: 500, msg: 'Internal server error' };
}

/**
 * The driver's own error behind a refusal answered in the product's words, for the server log
 * (an operator needs it; the caller never sees it). Undefined when there is none.
 */
export function hiddenCause(err: unknown): unknown {
  const e = err as { name?: string; kind?: string; cause?: unknown };
  return e?.name === 'DialectError' && e.kind === 'driver' && e.cause !== undefined ? e.cause : undefined;
}
