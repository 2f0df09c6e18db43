import type { Express, Response } from 'express';
import { requestLanguage, type MessageCatalog } from '@plinth/sdk/server';

/** A body that is a message and nothing else (`{ msg }`, `{ msg, ok }`): a toast's text, not data. */
const onlyMessage = (body: Record<string, unknown>) => Object.keys(body).every((key) => key === 'msg' || key === 'ok');

/**
 * Sends every `{ msg }` of `app` in the request's language (`Accept-Language`, else the signed-in
 * user's choice): a refusal's (4xx, 5xx) and a message-only success's. The language is read when
 * the answer is sent, after the permission check named the caller. Rows and other data are never
 * touched: a 2xx body with more than a message goes out as it is. Set once on the app's response
 * prototype, so a request costs nothing until it answers.
 */
export function translateMessages(app: Express, catalog: MessageCatalog): void {
  const json = app.response.json;
  app.response.json = function translatedJson(this: Response, body?: unknown) {
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const record = body as Record<string, unknown>;
      if (typeof record.msg === 'string' && (this.statusCode >= 400 || onlyMessage(record))) {
        const language = requestLanguage(this.req);
        this.vary('Accept-Language');
        if (language !== 'en') return json.call(this, { ...record, msg: catalog.translate(record.msg, language) });
      }
    }
    return json.call(this, body);
  };
}
