/**
 * A closed-loop load generator in a worker thread (bench/grpc.ts): `connections` callers, each
 * sending its next request when the previous one is answered, for `ms` milliseconds. The same
 * loop drives both sides: REST through node:http (keep-alive connections), gRPC through one
 * @grpc/grpc-js channel (HTTP/2 streams) with a client built from the downloaded .proto.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

export type LoadTarget =
  | { kind: 'rest'; url: string; token: string }
  | { kind: 'grpc'; address: string; proto: string; pkg: string; service: string; request: unknown; token: string };

export interface Slice {
  count: number;
  seconds: number;
  latencies: number[];
}

const target = workerData as LoadTarget;

/** node:http with keep-alive sockets (lighter than fetch, so the client's cost weighs little on REST's figure). */
function restCaller(t: Extract<LoadTarget, { kind: 'rest' }>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const headers = { 'xc-auth': t.token, accept: 'application/json' };
  return () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(t.url, { agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { list?: unknown[] };
            if (res.statusCode !== 200 || !Array.isArray(body.list)) reject(new Error(`REST ${res.statusCode}`));
            else resolve();
          });
          res.on('error', reject);
        })
        .on('error', reject);
    });
}

function grpcCaller(t: Extract<LoadTarget, { kind: 'grpc' }>) {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-bench-proto-'));
  writeFileSync(join(dir, 'p.proto'), t.proto);
  const definition = protoLoader.loadSync(join(dir, 'p.proto'), { keepCase: true, longs: String, defaults: false, oneofs: false });
  rmSync(dir, { recursive: true, force: true });
  let node: any = grpc.loadPackageDefinition(definition);
  for (const part of t.pkg.split('.')) node = node[part];
  const client = new node[t.service](t.address, grpc.credentials.createInsecure());
  const md = new grpc.Metadata();
  md.set('xc-auth', t.token);
  return () =>
    new Promise<void>((resolve, reject) =>
      client.List(t.request, md, (err: grpc.ServiceError | null, res: { list?: unknown[] }) =>
        err ? reject(err) : Array.isArray(res.list) ? resolve() : reject(new Error('no list')),
      ),
    );
}

const once = target.kind === 'rest' ? restCaller(target) : grpcCaller(target);

async function slice(ms: number, connections: number): Promise<Slice> {
  const latencies: number[] = [];
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
  return { count: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

parentPort!.on('message', (m: { ms: number; connections: number }) => {
  slice(m.ms, m.connections).then(
    (s) => parentPort!.postMessage({ ok: s }),
    (err: unknown) => parentPort!.postMessage({ error: String((err as Error)?.message ?? err) }),
  );
});
