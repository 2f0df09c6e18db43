/**
 * The spec's project and schema operations on `POST /dashboard?q=sqlOp_...` (000 section 7).
 * Reads need `airTable`; schema changes need their own name as permission (admins only).
 */
import type { ServerContext } from '@plinth/sdk/server';
import { registerEnvironmentOperations } from './rpc-envs.js';
import { registerProjectLifecycle } from './rpc-projects.js';
import { registerRelationOperations, registerVirtualOperations } from './rpc-relations.js';
import { registerTableChanges, registerTableReads } from './rpc-tables.js';
import type { ProjectManager } from './service.js';

export function registerProjectOperations(ctx: ServerContext, projects: ProjectManager) {
  registerProjectLifecycle(ctx, projects);
  registerEnvironmentOperations(ctx, projects);
  registerTableReads(ctx, projects);
  registerTableChanges(ctx, projects);
  registerRelationOperations(ctx, projects);
  registerVirtualOperations(ctx, projects);
}
