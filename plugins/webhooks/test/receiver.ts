/** A webhook receiver for tests: a node:http server on loopback recording what it is sent. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** How the next requests are answered (default 200 at once). */
  answer: (r: Received) => { status: number; body?: string } | Promise<{ status: number; body?: string }>;
  /** Resolves once `count` requests arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const receiver: Receiver = {
    url: '',
    received,
    answer: () => ({ status: 200, body: 'ok' }),
    async waitFor(count, timeoutMs = 30_000) {
      if (received.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} deliveries arrived`)), timeoutMs);
          waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
        });
      }
      return received;
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const entry = { headers: req.headers, body, json };
      received.push(entry);
      for (const w of waiters.filter((x) => received.length >= x.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      void Promise.resolve(receiver.answer(entry)).then(({ status, body: text }) => {
        res.statusCode = status;
        res.end(text ?? '');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
}

/** Sets `PLINTH_SSRF_ALLOW` while a test runs; answers the function restoring it. */
export function allowSsrf(value: string | undefined): () => void {
  const before = process.env.PLINTH_SSRF_ALLOW;
  if (value === undefined) delete process.env.PLINTH_SSRF_ALLOW;
  else process.env.PLINTH_SSRF_ALLOW = value;
  return () => {
    if (before === undefined) delete process.env.PLINTH_SSRF_ALLOW;
    else process.env.PLINTH_SSRF_ALLOW = before;
  };
}
