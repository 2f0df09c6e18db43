/** A test's gRPC client: the project's downloaded .proto loaded with @grpc/proto-loader, as any client would. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

export interface CallError {
  code: grpc.status;
  details: string;
}

export type Unary = (request: unknown, metadata?: Record<string, string>) => Promise<any>;

/** Clients of every service of a project's package, from its .proto text. */
export function clientsFromProto(protoText: string, pkg: string, address: string) {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-proto-'));
  const file = join(dir, 'project.proto');
  writeFileSync(file, protoText);
  const definition = protoLoader.loadSync(file, { keepCase: true, longs: String, defaults: false, oneofs: false });
  rmSync(dir, { recursive: true, force: true });
  let node: any = grpc.loadPackageDefinition(definition);
  for (const part of pkg.split('.')) node = node[part];
  const clients = new Map<string, grpc.Client>();
  const service = (name: string) => {
    let c = clients.get(name);
    if (!c) {
      const Ctor = node[name] as typeof grpc.Client | undefined;
      if (!Ctor) throw new Error(`no service ${name} in the .proto`);
      clients.set(name, (c = new Ctor(address, grpc.credentials.createInsecure())));
    }
    return c as unknown as Record<
      string,
      (req: unknown, md: grpc.Metadata, cb: (err: grpc.ServiceError | null, res: unknown) => void) => void
    >;
  };
  const method =
    (svc: string, name: string): Unary =>
    (request, metadata = {}) =>
      new Promise((resolve, reject) => {
        const md = new grpc.Metadata();
        for (const [k, v] of Object.entries(metadata)) md.set(k, v);
        const client = service(svc);
        const fn = client[name];
        if (!fn) return reject(new Error(`no method ${svc}.${name}`));
        fn.call(client, request, md, (err, res) => (err ? reject({ code: err.code, details: err.details }) : resolve(res)));
      });
  return { method, definition, close: () => clients.forEach((c) => c.close()) };
}

/** The status of a call expected to fail. */
export async function failure(p: Promise<unknown>): Promise<CallError> {
  try {
    const res = await p;
    throw new Error(`expected a failure, got ${JSON.stringify(res)}`);
  } catch (err) {
    if (err instanceof Error) throw err;
    return err as CallError;
  }
}

/** A raw call: any bytes to any path (what a hand-written client could send). */
export function rawCall(address: string, path: string, bytes: Buffer, metadata: Record<string, string> = {}): Promise<Buffer> {
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  const md = new grpc.Metadata();
  for (const [k, v] of Object.entries(metadata)) md.set(k, v);
  return new Promise<Buffer>((resolve, reject) => {
    client.makeUnaryRequest(
      path,
      (b: Buffer) => b,
      (b: Buffer) => b,
      bytes,
      md,
      (err, res) => {
        client.close();
        if (err) reject({ code: err.code, details: err.details });
        else resolve(res!);
      },
    );
  });
}

const reflectionProto = (version: 'v1' | 'v1alpha') =>
  join(
    dirname(createRequire(import.meta.url).resolve('@grpc/reflection/package.json')),
    `build/proto/grpc/reflection/${version}/reflection.proto`,
  );

/** Server reflection's list_services (v1, or v1alpha as older clients ask), as grpcurl asks it. */
export function listServices(address: string, metadata: Record<string, string> = {}, version: 'v1' | 'v1alpha' = 'v1'): Promise<string[]> {
  const definition = protoLoader.loadSync(reflectionProto(version), { keepCase: true, longs: String, defaults: true, oneofs: true });
  const pkg = grpc.loadPackageDefinition(definition) as any;
  const client = new pkg.grpc.reflection[version].ServerReflection(address, grpc.credentials.createInsecure());
  const md = new grpc.Metadata();
  for (const [k, v] of Object.entries(metadata)) md.set(k, v);
  return new Promise((resolve, reject) => {
    const call = client.ServerReflectionInfo(md);
    call.on('data', (res: any) => {
      call.end();
      client.close();
      if (res.error_response) reject({ code: res.error_response.error_code, details: res.error_response.error_message });
      else resolve(res.list_services_response.service.map((s: { name: string }) => s.name));
    });
    call.on('error', (err: grpc.ServiceError) => {
      client.close();
      reject({ code: err.code, details: err.details });
    });
    call.write({ list_services: '*' });
  });
}

/** Server reflection's file_containing_symbol (v1): the file descriptor's bytes count. */
export function fileContainingSymbol(address: string, symbol: string, metadata: Record<string, string> = {}): Promise<number> {
  const definition = protoLoader.loadSync(reflectionProto('v1'), { keepCase: true, longs: String, defaults: true, oneofs: true });
  const pkg = grpc.loadPackageDefinition(definition) as any;
  const client = new pkg.grpc.reflection.v1.ServerReflection(address, grpc.credentials.createInsecure());
  const md = new grpc.Metadata();
  for (const [k, v] of Object.entries(metadata)) md.set(k, v);
  return new Promise((resolve, reject) => {
    const call = client.ServerReflectionInfo(md);
    call.on('data', (res: any) => {
      call.end();
      client.close();
      if (res.error_response) reject({ code: res.error_response.error_code, details: res.error_response.error_message });
      else resolve(res.file_descriptor_response.file_descriptor_proto.length);
    });
    call.on('error', (err: grpc.ServiceError) => reject({ code: err.code, details: err.details }));
    call.write({ file_containing_symbol: symbol });
  });
}
