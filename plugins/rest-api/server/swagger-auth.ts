/**
 * The Swagger UI page's request interceptor. It runs in the browser, so it is kept as plain
 * JavaScript text (a compiled TypeScript function could carry bundler helpers along) and turned
 * into a function here, which also checks its syntax at startup.
 *
 * It adds the signed-in user's token, which the web app keeps in localStorage under
 * the SDK's SESSION_STORAGE_KEY as `{ token }`, as `xc-auth` to requests
 * for this origin only, and never replaces credentials set through Swagger's "Authorize".
 */

import { SESSION_STORAGE_KEY } from '@plinth/sdk';

export interface SwaggerRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  [key: string]: unknown;
}

const SOURCE = `
  var headers = request.headers || (request.headers = {});
  var names = Object.keys(headers).map(function (k) { return k.toLowerCase(); });
  if (names.indexOf('xc-auth') >= 0 || names.indexOf('xc-token') >= 0) return request;
  var here = globalThis.location;
  var target;
  try { target = new URL(request.url, here.href); } catch (e) { return request; }
  if (target.origin !== here.origin) return request;
  var token = null;
  try {
    var session = JSON.parse(globalThis.localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) || 'null');
    if (session && typeof session.token === 'string' && session.token) token = session.token;
  } catch (e) { token = null; }
  if (token) headers['xc-auth'] = token;
  return request;
`;

export const requestInterceptor = new Function('request', SOURCE) as (request: SwaggerRequest) => SwaggerRequest;
