import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '@plinth/kernel';
import { errorAnswer, hiddenCause } from '@plinth/sdk/server';

/** Answers every error as `{ msg }` (SDK `errorAnswer`); logs 5xx and the driver's text behind a refusal. */
export function errorMiddleware(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const { status, msg, details } = errorAnswer(err);
    if (status >= 500) log.error(`${req.method} ${req.originalUrl} failed`, err);
    else if (hiddenCause(err) !== undefined) log.warn(`${req.method} ${req.originalUrl} refused by the database: ${msg}`, hiddenCause(err));
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(status).json({ ...details, msg });
  };
}

export const notFoundMiddleware: RequestHandler = (req, res) => {
  res.status(404).json({ msg: `Not Found: ${req.method} ${req.path}` });
};
