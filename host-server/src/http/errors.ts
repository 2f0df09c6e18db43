import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { KernelError, type Logger } from '@plinth/kernel';
import { HttpError } from '@plinth/sdk/server';

const KERNEL_STATUS: Record<string, number> = {
  UNKNOWN_PLUGIN: 404,
  DEPENDENCY_NOT_RUNNING: 409,
  SERVICE_UNAVAILABLE: 503,
};

/** The status and `{ msg }` an error answers with; never a stack trace. */
export function toHttpError(err: unknown): { status: number; msg: string } {
  if (err instanceof HttpError) return { status: err.status, msg: err.message };
  if (err instanceof ZodError) {
    const issue = err.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { status: 400, msg: `${where}${issue?.message ?? 'Invalid input'}` };
  }
  if (err instanceof KernelError && KERNEL_STATUS[err.code]) return { status: KERNEL_STATUS[err.code]!, msg: err.message };
  const e = err as { type?: string; status?: number; statusCode?: number; expose?: boolean; message?: string; name?: string; code?: string };
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

export function errorMiddleware(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const { status, msg } = toHttpError(err);
    if (status >= 500) log.error(`${req.method} ${req.originalUrl} failed`, err);
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(status).json({ msg });
  };
}

export const notFoundMiddleware: RequestHandler = (req, res) => {
  res.status(404).json({ msg: `Not Found: ${req.method} ${req.path}` });
};
