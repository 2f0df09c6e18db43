export const PLUGIN_ID = 'projects';

/** The project screens (000 s.2 routes). */
export const PATHS = {
  list: '/projects',
  /** Create on an external database (`/project/0` and `/project` too), or edit with an id. */
  project: '/project/:id?',
  external: '/project/name',
  embedded: '/project/xcdb',
  dashboard: '/nc/:project_id',
} as const;

/** The edit screen of a project. */
export const editPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}`;

/** A project's dashboard; `fresh` adds the spec's `new=1` for a project just created. */
export const dashboardPath = (projectId: string, fresh = false) => `/nc/${encodeURIComponent(projectId)}${fresh ? '?new=1' : ''}`;

/** `/project`, `/project/0` and `/project/name` create; any other id edits. */
export const isNewProjectId = (id: string | undefined) => !id || id === '0' || id === 'name';
