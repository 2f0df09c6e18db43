import type { IncomingHttpHeaders, IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Request } from 'express';
import { HttpError } from './errors.js';
import type { HttpContributions } from './types.js';

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

/** The part of an engine.io server a plugin's socket transport binds (engine.io's `Server`). */
export interface SocketEngine {
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

/**
 * Serves a socket.io engine under `path` (a plugin's own, e.g. `/socket.io`): long-polling through
 * a public mount (`purpose` says why it is public: the sockets authenticate themselves), WebSocket
 * upgrades through the HTTP server's `upgrade` event, both let go when the plugin stops. The
 * engine is bound by hand rather than with socket.io's `attach`, which would wrap the host's
 * listeners and close the host's server with it.
 *
 * `engine` may be a function making it on the first socket request (socket.io is a share of the
 * server's start a plugin can spare until a client connects); it is called once.
 */
export function serveSocketEngine(
  http: HttpContributions,
  path: string,
  engine: SocketEngine | (() => Promise<SocketEngine>),
  purpose: string,
  onClose?: () => void,
): void {
  let made: SocketEngine | undefined = typeof engine === 'function' ? undefined : engine;
  let making: Promise<SocketEngine> | undefined;
  let closed = false;
  const engineOf = async (): Promise<SocketEngine> =>
    made ??
    (await (making ??= (engine as () => Promise<SocketEngine>)().then((e) => {
      // Made while the plugin stopped: let go of it at once.
      if (closed) e.close();
      return (made = e);
    })));
  http.mount(path, http.publicRoute(purpose), async (req, res) => {
    // Anything but an engine.io request gets the API's `{ msg }` answer, not engine.io's own.
    if (req.query.EIO !== '4' || req.query.transport !== 'polling') throw new HttpError(400, 'Not a socket.io request');
    (made ?? (await engineOf())).handleRequest(req, res);
  });
  http.onServer((server: HttpServer) => {
    const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const pathname = new URL(req.url ?? '/', 'http://host').pathname;
      if (pathname !== path && !pathname.startsWith(`${path}/`)) return;
      // A client sends nothing on an upgrade before its 101 answer: the engine may come later.
      if (made) made.handleUpgrade(req, socket, head);
      else
        engineOf().then(
          (e) => e.handleUpgrade(req, socket, head),
          () => socket.destroy(),
        );
    };
    server.on('upgrade', onUpgrade);
    return () => {
      server.off('upgrade', onUpgrade);
      closed = true;
      onClose?.();
      made?.close();
    };
  });
}
