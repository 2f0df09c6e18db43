/**
 * HTTP routes of `/api/v1/grpc/:projectId` (all `airTable` in the project): the generated
 * `.proto`, where the gRPC server listens, the services described for the gRPC Client tab, and
 * `call`, which runs one method in process for that tab (browsers do not speak gRPC) with the
 * caller's own credentials as metadata: never a call to another host.
 */
import type protobuf from 'protobufjs';
import { z } from '@plinth/sdk';
import { createRouter, HttpError, type ServerContext } from '@plinth/sdk/server';
import type { Request, Router } from 'express';
import type { ProjectModel } from './model.js';
import type { GrpcRuntime } from './runtime.js';

/** The runtime (runtime.ts, loaded on first use) and the helpers that module exports beside it. */
export type LoadRuntime = () => Promise<
  GrpcRuntime & Pick<typeof import('./runtime.js'), 'AUTH_METADATA' | 'jsonDecoder' | 'STATUS_NAMES'>
>;

interface FieldDescription {
  name: string;
  number: number;
  /** A scalar (`string`, `int64`...) or a message of the package by its short name. */
  type: string;
  repeated: boolean;
  optional: boolean;
  message: boolean;
}

interface ServicesDescription {
  package: string;
  services: { name: string; fullName: string; methods: { name: string; input: string; output: string }[] }[];
  messages: Record<string, { name: string; fields: FieldDescription[] }>;
}

function describe(model: ProjectModel): ServicesDescription {
  const messages: ServicesDescription['messages'] = {};
  const addMessage = (type: protobuf.Type) => {
    if (messages[type.name]) return;
    messages[type.name] = { name: type.name, fields: [] };
    messages[type.name]!.fields = type.fieldsArray.map((f) => {
      f.resolve();
      const sub = f.resolvedType && 'fieldsArray' in f.resolvedType ? (f.resolvedType as protobuf.Type) : undefined;
      if (sub) addMessage(sub);
      return {
        name: f.name,
        number: f.id,
        type: sub ? sub.name : f.type,
        repeated: f.repeated,
        optional: f.options?.proto3_optional === true || f.partOf !== null,
        message: Boolean(sub),
      };
    });
  };
  const services = [...model.services.values()].map((t) => {
    const svc = model.root.lookupService(`${model.package}.${t.service}`);
    return {
      name: t.service,
      fullName: `${model.package}.${t.service}`,
      methods: svc.methodsArray.map((m) => {
        m.resolve();
        addMessage(m.resolvedRequestType!);
        addMessage(m.resolvedResponseType!);
        return { name: m.name, input: m.resolvedRequestType!.name, output: m.resolvedResponseType!.name };
      }),
    };
  });
  return { package: model.package, services, messages };
}

const callBody = z.object({
  service: z.string({ error: 'service is required' }).min(1, 'service is required').max(300),
  method: z.string({ error: 'method is required' }).min(1, 'method is required').max(100),
  request: z.record(z.string(), z.unknown()).optional(),
  metadata: z.record(z.string().max(100), z.string().max(8192)).optional(),
});

export function grpcRoutes(ctx: ServerContext, runtime: LoadRuntime, port: () => number | undefined): Router {
  const router = createRouter({ mergeParams: true });
  const read = ctx.http.requirePermission('airTable', { projectIdParam: 'projectId' });
  const projectOf = (req: Request) => String(req.params.projectId);
  const modelOf = async (req: Request) => (await runtime()).models.get(projectOf(req));

  router.get('/proto', read, async (req, res) => {
    const model = await modelOf(req);
    res
      .type('text/plain; charset=utf-8')
      .set('content-disposition', `attachment; filename="${model.package}.proto"`)
      .set('cache-control', 'no-store')
      .send(model.text);
  });

  router.get('/info', read, async (req, res) => {
    const model = await modelOf(req);
    res.json({ package: model.package, port: port() ?? null, services: [...model.services.keys()].map((s) => `${model.package}.${s}`) });
  });

  router.get('/services', read, async (req, res) => {
    res.json(describe(await modelOf(req)));
  });

  router.post('/call', read, async (req, res) => {
    const projectId = projectOf(req);
    const body = callBody.parse(req.body);
    const { models, invoker, AUTH_METADATA, jsonDecoder, STATUS_NAMES } = await runtime();
    const model = await models.get(projectId);
    const service = body.service.startsWith(`${model.package}.`) ? body.service.slice(model.package.length + 1) : body.service;
    if (service.includes('.')) throw new HttpError(400, `Service ${body.service} is not part of this project's package ${model.package}`);
    // The caller's metadata; without credentials in it, the request's own (the tab's session).
    const metadata = Object.fromEntries(Object.entries(body.metadata ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const hasCredentials = AUTH_METADATA.some((k) => metadata[k]);
    const get = (key: string) => (hasCredentials ? metadata[key] : (req.header(key) ?? undefined));
    const started = performance.now();
    const outcome = await invoker.call(projectId, service, body.method, jsonDecoder(body.request ?? {}), get);
    res.json({
      code: outcome.code,
      status: STATUS_NAMES[outcome.code] ?? String(outcome.code),
      details: outcome.details,
      response:
        outcome.response && outcome.responseType
          ? outcome.responseType.toObject(outcome.responseType.fromObject(outcome.response), {
              longs: String,
              enums: String,
              defaults: false,
              arrays: true,
            })
          : null,
      timeMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  return router;
}
