/**
 * Projects on several servers sharing one meta store: a change made on one server (schema, meta,
 * the project's record) drops the other servers' copies at once through the cluster bus, and a
 * schema change is announced there too (`ProjectHooks.schemaChanged`), so what every plugin
 * keeps per project (OpenAPI, GraphQL, gRPC, compiled queries...) follows without knowing of
 * the bus. Without a bus (or with one that reaches no other server) nothing is sent.
 */
import { randomUUID } from 'node:crypto';
import { ProjectHooks, type ClusterBus, type ServerContext } from '@plinth/sdk/server';

const CHANNEL = 'projects.changed';

interface Message {
  origin: string;
  projectId: string;
  /** Set for a schema or meta change of that database; absent when the project's record changed. */
  dbAlias?: string;
  tables?: string[];
}

/** What the projects service drops when another server changed a project. */
export interface ProjectCopies {
  /** Drops the record; the meta and pools too when its connections changed; `forgotten` when it was deleted. */
  dropRecord(projectId: string): Promise<void>;
  dropMeta(projectId: string): void;
}

export class ProjectsCluster {
  private readonly origin = randomUUID();

  constructor(
    private readonly ctx: ServerContext,
    private readonly bus: ClusterBus,
    copies: ProjectCopies,
  ) {
    bus.subscribe(CHANNEL, (raw) => {
      const m = raw as Partial<Message> | null;
      if (!m || m.origin === this.origin || typeof m.projectId !== 'string') return;
      void this.follow(m as Message, copies).catch((err: unknown) =>
        ctx.log.error(`Could not follow another server's change of project ${m.projectId}`, err),
      );
    });
  }

  private async follow(m: Message, copies: ProjectCopies) {
    if (m.dbAlias === undefined) return copies.dropRecord(m.projectId);
    copies.dropMeta(m.projectId);
    // Renames are not passed on: the server that made the change already moved what the meta
    // store keeps per table; the others only drop their copies.
    await this.ctx.hooks.promise(ProjectHooks.schemaChanged, {
      projectId: m.projectId,
      dbAlias: m.dbAlias,
      tables: Array.isArray(m.tables) ? m.tables.filter((t): t is string => typeof t === 'string') : [],
    });
  }

  /** The project's record changed here (status, environments, databases, deleted). */
  recordChanged(projectId: string): void {
    if (this.bus.reachesOtherServers) void this.bus.publish(CHANNEL, { origin: this.origin, projectId } satisfies Message);
  }

  /** The schema or meta of one of its databases changed here. */
  schemaChanged(projectId: string, dbAlias: string, tables: string[]): void {
    if (this.bus.reachesOtherServers) void this.bus.publish(CHANNEL, { origin: this.origin, projectId, dbAlias, tables } satisfies Message);
  }
}
