import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';

/** A JWT has three base64url parts; anything else is taken for an API token (or master key). */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * The request `AccessControl.authenticate` reads, for a socket's handshake token: a JWT as
 * `xc-auth`; any other token as `xc-token` and `xc-master-key` (the access service reads the
 * latter only when the host runs with a master key); no token, no header (auth type `none`
 * lets that in). Nothing else of the handshake is passed, so a socket cannot pick up preview or
 * shared-base headers.
 */
export function tokenRequest(token: string | undefined): Request {
  const headers: IncomingHttpHeaders = !token
    ? {}
    : JWT_SHAPE.test(token)
      ? { 'xc-auth': token }
      : { 'xc-token': token, 'xc-master-key': token };
  const header = (name: string) => {
    const v = headers[name.toLowerCase()];
    return Array.isArray(v) ? v[0] : v;
  };
  // The access service reads headers only; the rest of express's Request is not needed.
  return { headers, header, get: header } as unknown as Request;
}
