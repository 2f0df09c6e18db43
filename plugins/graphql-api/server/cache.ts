import { workingDbs, type ProjectsService, type TableDataService } from '@plinth/sdk/server';
import type { GraphQLSchema } from './graphql-js.js';

/**
 * One generated schema per project, built on first use and dropped when the projects plugin
 * reports a schema or meta change (or the project's deletion), so the next request sees the
 * new tables and columns without a restart. A failed build (stopped project) is not kept.
 */
export class SchemaCache {
  private readonly entries = new Map<string, Promise<GraphQLSchema>>();

  constructor(
    private readonly projects: ProjectsService,
    private readonly data: TableDataService,
  ) {}

  get(projectId: string): Promise<GraphQLSchema> {
    let entry = this.entries.get(projectId);
    if (!entry) {
      const built = this.build(projectId);
      this.entries.set(projectId, (entry = built));
      built.catch(() => {
        if (this.entries.get(projectId) === built) this.entries.delete(projectId);
      });
    }
    return entry;
  }

  invalidate(projectId: string): void {
    this.entries.delete(projectId);
  }

  private async build(projectId: string): Promise<GraphQLSchema> {
    const project = await this.projects.get(projectId);
    const tables = await this.projects.tables(projectId);
    const client = workingDbs(project)[0]?.client ?? 'sqlite3';
    // graphql-js loads with the first schema (the first GraphQL request), not at the server's start.
    const { buildProjectSchema } = await import('./schema.js');
    return buildProjectSchema({ projectId, client, tables }, this.data);
  }
}
