/**
 * A project's `.proto` parsed: protobufjs types to decode and encode its messages, and the
 * package definition (proto-loader) that server reflection describes. One per project, built on
 * first use and dropped when the project's schema changes (`ProjectModels.invalidate`).
 */
import protoLoader from '@grpc/proto-loader';
import protobuf from 'protobufjs';
// Adds Root#toDescriptor, which proto-loader and reflection read.
import 'protobufjs/ext/descriptor/index.js';
import { DEFAULT_ENV } from '@plinth/sdk';
import type { ProjectsService } from '@plinth/sdk/server';
import { buildProto, type ProjectProto } from './proto.js';

/** How messages become plain objects: field names as in the .proto, 64-bit integers as text. */
export const TO_OBJECT: protobuf.IConversionOptions = { longs: String, enums: String, bytes: String, defaults: false, arrays: true };

/** proto-loader options of the package definition. */
const LOADER_OPTIONS: protoLoader.Options = { keepCase: true, longs: String, enums: String, defaults: false, oneofs: false };

export interface ProjectModel extends ProjectProto {
  root: protobuf.Root;
  packageDefinition: protoLoader.PackageDefinition;
  /** A method's input and output types (kept after the first call). */
  methodTypes(service: string, method: string): { input: protobuf.Type; output: protobuf.Type };
}

function modelOf(proto: ProjectProto): ProjectModel {
  const root = protobuf.parse(proto.text, new protobuf.Root(), { keepCase: true }).root;
  root.resolveAll();
  const descriptor = (root as unknown as { toDescriptor(syntax: string): protobuf.Message & Record<string, unknown> }).toDescriptor(
    'proto3',
  );
  const set = descriptor as unknown as { file: { name?: string }[] };
  // One file per project, named after its package (what reflection's file_by_filename answers).
  for (const file of set.file) file.name = `${proto.package.replace(/\./g, '/')}.proto`;
  const packageDefinition = protoLoader.loadFileDescriptorSetFromObject(descriptor as never, LOADER_OPTIONS);
  const methods = new Map<string, { input: protobuf.Type; output: protobuf.Type }>();
  return {
    ...proto,
    root,
    packageDefinition,
    methodTypes(service, method) {
      const key = `${service}/${method}`;
      let found = methods.get(key);
      if (!found) {
        const m = root.lookupService(`${proto.package}.${service}`).methods[method]!;
        m.resolve();
        methods.set(key, (found = { input: m.resolvedRequestType!, output: m.resolvedResponseType! }));
      }
      return found;
    },
  };
}

export class ProjectModels {
  private readonly entries = new Map<string, Promise<ProjectModel>>();
  /** The models of `entries` once built: what a call reads without awaiting (nearly every call). */
  private readonly ready = new Map<string, ProjectModel>();

  constructor(private readonly projects: ProjectsService) {}

  get(projectId: string): Promise<ProjectModel> {
    let entry = this.entries.get(projectId);
    if (!entry) {
      const built = this.build(projectId);
      this.entries.set(projectId, (entry = built));
      built.then(
        (model) => {
          // Kept for calls without a promise, unless invalidated meanwhile.
          if (this.entries.get(projectId) === built) this.ready.set(projectId, model);
        },
        () => {
          // A failed build (unknown or stopped project) is not kept.
          if (this.entries.get(projectId) === built) this.entries.delete(projectId);
        },
      );
    }
    return entry;
  }

  /** The project's model when built and still current, else undefined (then `get` it). */
  built(projectId: string): ProjectModel | undefined {
    return this.ready.get(projectId);
  }

  invalidate(projectId: string): void {
    this.entries.delete(projectId);
    this.ready.delete(projectId);
  }

  private async build(projectId: string): Promise<ProjectModel> {
    const project = await this.projects.get(projectId);
    const tables = await this.projects.tables(projectId);
    const client = project.envs[DEFAULT_ENV]?.db[0]?.client ?? 'sqlite3';
    return modelOf(buildProto({ projectId, title: project.title, client, tables }));
  }
}
