import type { RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import { runWithSqlTiming, serverTimingValue, type SqlTiming } from '@plinth/sdk/server';

const TIMING = Symbol('plinth.sqlTiming');

/**
 * Counts the SQL of the rest of the request and reports it in a `Server-Timing` header.
 * Mounted after body parsing: stream callbacks would lose the async context. A later
 * middleware that itself parses a stream (multipart) uses it again; the record is reused.
 */
export const withSqlTiming: RequestHandler = (_req, res, next) => {
  const holder = res as Response & { [TIMING]?: SqlTiming };
  let timing = holder[TIMING];
  if (!timing) {
    const fresh: SqlTiming = { statements: 0, ms: 0 };
    holder[TIMING] = timing = fresh;
    onHeaders(res, () => {
      if (fresh.statements > 0) res.setHeader('Server-Timing', serverTimingValue(fresh));
    });
  }
  runWithSqlTiming(next, timing);
};
