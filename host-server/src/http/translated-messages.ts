import type { RequestHandler } from 'express';
import { requestLanguage, type MessageCatalog } from '@plinth/sdk/server';

/** A body that is a message and nothing else (`{ msg }`, `{ msg, ok }`): a toast's text, not data. */
const onlyMessage = (body: Record<string, unknown>) => Object.keys(body).every((key) => key === 'msg' || key === 'ok');

/**
 * Sends every `{ msg }` in the request's language (`Accept-Language`, else the signed-in user's
 * choice): a refusal's (4xx, 5xx) and a message-only success's. The language is read when the
 * answer is sent, after the permission check named the caller. Rows and other data are never
 * touched: a 2xx body with more than a message goes out as it is.
 */
export function translatedMessages(catalog: MessageCatalog): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body?: unknown) => {
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        const record = body as Record<string, unknown>;
        if (typeof record.msg === 'string' && (res.statusCode >= 400 || onlyMessage(record))) {
          const language = requestLanguage(req);
          res.vary('Accept-Language');
          if (language !== 'en') return json({ ...record, msg: catalog.translate(record.msg, language) });
        }
      }
      return json(body);
    };
    next();
  };
}
