/**
 * A closed-loop load generator in a worker thread (bench/grpc.ts): `connections` callers, each
 * sending its next request when the previous one is answered, for `ms` milliseconds. The same
 * loop drives both sides, each through a client of the same weight, since the callers share the
 * machine's cores with the host and a heavy client would be measured as much as the server:
 * - REST: node:http with keep-alive sockets, the body read whole and JSON.parse'd;
 * - gRPC: node:http2, one session (its streams are the concurrent calls), the List request
 *   encoded once with protobufjs from the downloaded .proto and sent as the gRPC frame (1-byte
 *   flag, 4-byte length, message) with `content-type: application/grpc`, `te: trailers` and the
 *   `xc-auth` metadata; the answer's frame decoded with protobufjs (as REST's JSON.parse) and the
 *   `grpc-status` trailer checked. @grpc/grpc-js's client (channel, interceptors, call objects)
 *   costs several times node:http's CPU per call; the client generated with @grpc/proto-loader
 *   stays what the tests use (plugins/grpc-api/test), this is only the bench's caller.
 * Each call checks the page has 25 rows.
 */
import http from 'node:http';
import http2 from 'node:http2';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import protobuf from 'protobufjs';

export type LoadTarget =
  | { kind: 'rest'; url: string; token: string }
  | { kind: 'grpc'; address: string; proto: string; pkg: string; service: string; request: unknown; token: string };

export interface Slice {
  count: number;
  seconds: number;
  latencies: number[];
  /** This worker's busy milliseconds meanwhile: what the callers cost (they share the cores with the host). */
  clientMs: number;
}

/** A row of either answer: only its id is looked at (by the check before timing). */
type Row = { id?: unknown };

/** Rows every answer must carry (the page asked for). */
const ROWS = 25;

const target = workerData as LoadTarget;

/** node:http with keep-alive sockets (lighter than fetch, so the client's cost weighs little on REST's figure). */
function restCaller(t: Extract<LoadTarget, { kind: 'rest' }>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const headers = { 'xc-auth': t.token, accept: 'application/json' };
  const once = (): Promise<Row[]> =>
    new Promise<Row[]>((resolve, reject) => {
      const req = http.get(t.url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { list?: Row[] };
          if (res.statusCode !== 200 || body.list?.length !== ROWS) reject(new Error(`REST ${res.statusCode}`));
          else resolve(body.list);
        });
        res.on('error', reject);
      });
      // A kept-alive socket the server closed while idle between slices: sent again (as Node's docs advise).
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (req.reusedSocket && err.code === 'ECONNRESET') void once().then(resolve, reject);
        else reject(err);
      });
    });
  return once;
}

/** The gRPC frame of `message`: not compressed (0), its length (big-endian), the bytes. */
function frame(message: Uint8Array): Buffer {
  const out = Buffer.alloc(5 + message.length);
  out.writeUInt32BE(message.length, 1);
  out.set(message, 5);
  return out;
}

/** The List method's request frame and response type, from the downloaded .proto. */
function listCodec(t: Extract<LoadTarget, { kind: 'grpc' }>) {
  const root = protobuf.parse(t.proto, new protobuf.Root(), { keepCase: true }).root;
  const method = root.lookupService(`${t.pkg}.${t.service}`).methods.List!;
  method.resolve();
  const input = method.resolvedRequestType!;
  const output = method.resolvedResponseType!;
  return { request: frame(input.encode(input.fromObject(t.request as Record<string, unknown>)).finish()), output };
}

/** The message of a unary answer's body (one frame) or an Error. */
function unframe(body: Buffer): Buffer | Error {
  if (body.length < 5 || body[0] !== 0) return new Error(`gRPC: no uncompressed frame (${body.length} bytes)`);
  const length = body.readUInt32BE(1);
  if (body.length !== 5 + length) return new Error(`gRPC: frame of ${length} bytes in ${body.length}`);
  return body.subarray(5);
}

function grpcCaller(t: Extract<LoadTarget, { kind: 'grpc' }>) {
  const { request, output } = listCodec(t);
  const session = http2.connect(`http://${t.address}`);
  session.on('error', () => {}); // a failing call rejects on its stream
  const headers = {
    ':method': 'POST',
    ':path': `/${t.pkg}.${t.service}/List`,
    'content-type': 'application/grpc',
    te: 'trailers',
    'xc-auth': t.token,
  };
  return () =>
    new Promise<Row[]>((resolve, reject) => {
      const stream = session.request(headers);
      const chunks: Buffer[] = [];
      let status: string | undefined;
      let message: string | undefined;
      // Refusals come as trailers-only answers (grpc-status in the headers), else in the trailers.
      const read = (h: http2.IncomingHttpHeaders) => {
        if (h['grpc-status'] !== undefined) {
          status = String(h['grpc-status']);
          message = h['grpc-message'] === undefined ? undefined : String(h['grpc-message']);
        }
      };
      stream.on('response', read);
      stream.on('trailers', read);
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', reject);
      stream.on('end', () => {
        if (status !== '0') return reject(new Error(`gRPC status ${status}: ${message ?? ''}`));
        const bytes = unframe(Buffer.concat(chunks));
        if (bytes instanceof Error) return reject(bytes);
        const answer = output.decode(bytes) as unknown as { list?: Row[] };
        if (answer.list?.length !== ROWS) reject(new Error(`gRPC: ${answer.list?.length ?? 0} rows`));
        else resolve(answer.list);
      });
      stream.end(request);
    });
}

const once: () => Promise<Row[]> = target.kind === 'rest' ? restCaller(target) : grpcCaller(target);

async function slice(ms: number, connections: number): Promise<Slice> {
  const latencies: number[] = [];
  const busy = performance.eventLoopUtilization();
  const started = performance.now();
  const until = started + ms;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await once();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  return { count: latencies.length, seconds, latencies, clientMs: performance.eventLoopUtilization(busy).active };
}

/** `{ ids: true }`: one call's row ids (to check both sides answer the same rows); else a slice. */
parentPort!.on('message', (m: { ms: number; connections: number; ids?: boolean }) => {
  const work = m.ids ? once().then((rows) => rows.map((r) => String(r.id))) : slice(m.ms, m.connections);
  work.then(
    (s) => parentPort!.postMessage({ ok: s }),
    (err: unknown) => parentPort!.postMessage({ error: String((err as Error)?.message ?? err) }),
  );
});
