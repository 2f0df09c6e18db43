import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';

/** A JWT has three base64url parts; anything else is taken for an API token. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * The request `AccessControl.authenticate` reads, for a socket's handshake token: the token as
 * `xc-auth` (a JWT) or `xc-token` (an API token), and nothing else from the handshake, so a
 * socket cannot pick up preview or shared-base headers it did not mean to send.
 */
export function tokenRequest(token: string): Request {
  const headers: IncomingHttpHeaders = JWT_SHAPE.test(token) ? { 'xc-auth': token } : { 'xc-token': token };
  const header = (name: string) => {
    const v = headers[name.toLowerCase()];
    return Array.isArray(v) ? v[0] : v;
  };
  // The access service reads headers only; the rest of express's Request is not needed.
  return { headers, header, get: header } as unknown as Request;
}
