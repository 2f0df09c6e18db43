import type { WebContext } from '@plinth/sdk/web';
import { defaultDb, projectsApi, type LifecycleOp, type Project } from './api.js';

export type ActionId = 'start' | 'stop' | 'restart' | 'clearMeta' | 'delete';

export interface ProjectAction {
  id: ActionId;
  /** The server operation's permission: the menu offers only what the user may do. */
  permission: string;
  danger?: boolean;
  /** Offered for this project (start for a stopped one, stop for a running one...). */
  offered(project: Project): boolean;
}

const running = (p: Project) => p.status === 'started';

/** The per-project actions of the list (000 s.2, s.4), in menu order. */
export const PROJECT_ACTIONS: readonly ProjectAction[] = [
  { id: 'start', permission: 'projectActions', offered: (p) => !running(p) },
  { id: 'stop', permission: 'projectActions', offered: running },
  { id: 'restart', permission: 'projectActions', offered: () => true },
  { id: 'clearMeta', permission: 'projectClearMeta', offered: running, danger: true },
  { id: 'delete', permission: 'projectDelete', offered: () => true, danger: true },
];

const LIFECYCLE_OP: Record<Exclude<ActionId, 'delete'>, LifecycleOp> = {
  start: 'projectStart',
  stop: 'projectStop',
  restart: 'projectRestart',
  clearMeta: 'projectClearMeta',
};

/** Only an embedded project has a database file Plinth may delete. */
export const hasDatabaseFile = (project: Project) => defaultDb(project)?.embedded === true;

/** Runs an action's RPC operation; `dropDatabase` only applies to delete. */
export async function runAction(ctx: WebContext, id: ActionId, project: Project, dropDatabase = false): Promise<void> {
  if (id === 'delete') await projectsApi.remove(ctx.api, project.id, dropDatabase && hasDatabaseFile(project));
  else await projectsApi.lifecycle(ctx.api, LIFECYCLE_OP[id], project.id);
}
