import { accessSync, constants, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';

/** A start-up failure the operator fixes with a setting: one sentence naming it, no stack. */
class StartupError extends Error {
  override name = 'StartupError';
}

const reasonOf = (err: unknown) => ((err as NodeJS.ErrnoException)?.code ?? (err as Error)?.message ?? String(err)).toString();

/** Creates the data folder when missing and checks that it can be written. */
export function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (err) {
    throw new StartupError(`The data folder ${dataDir} cannot be written (${reasonOf(err)}): set PLINTH_DATA_DIR to a writable folder`);
  }
}

/** The meta database answers a query, or a sentence that names the setting to check. */
export async function checkMetaStore(query: () => Promise<unknown>, dataDir: string, url: string | undefined): Promise<void> {
  try {
    await query();
  } catch (err) {
    if (!url)
      throw new StartupError(`The meta store in ${dataDir} cannot be opened (${reasonOf(err)}): set PLINTH_DATA_DIR to a writable folder`);
    let where = 'PLINTH_META_DB';
    try {
      const u = new URL(url);
      where = `${u.hostname}:${u.port || 'default port'}${u.pathname}`;
    } catch {
      // an unparsable URL: name the setting only (the password stays out of the message)
    }
    throw new StartupError(`The meta database ${where} cannot be reached (${reasonOf(err)}): check PLINTH_META_DB`);
  }
}

/** Listens, or a sentence that names the setting to change. */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  const server = createServer(app);
  server.on('clientError', answerMalformedRequest);
  return new Promise((done, fail) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') fail(new StartupError(`Port ${port} is already in use: set PORT to a free port (0 picks one)`));
      else if (err.code === 'EACCES')
        fail(new StartupError(`Port ${port} needs more privileges than this process has: set PORT to 1024 or above`));
      else if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
        fail(new StartupError(`HOST ${host} is not an address of this machine: set HOST (0.0.0.0 listens on all)`));
      else fail(new StartupError(`Cannot listen on ${host}:${port} (${reasonOf(err)}): check PORT and HOST`));
    });
    server.listen(port, host, () => done(server));
  });
}

/** Node's answers to requests it cannot parse, as `{ msg }` like every other refusal. */
const MALFORMED: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
  HPE_URI_TOO_LONG: [414, 'URI Too Long', 'The request address is too long'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};

/**
 * A request Node's parser refuses never reaches express; without this it gets an empty 400.
 * A socket already reset or answered is only closed.
 */
function answerMalformedRequest(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const [status, reason, msg] = MALFORMED[err.code ?? ''] ?? [400, 'Bad Request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ msg });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}
