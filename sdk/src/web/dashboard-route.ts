/** Route segments under `/nc/` that are shared links (bases, forms, views), not projects. */
const SHARED_SEGMENTS = new Set(['base', 'form', 'view']);

/** The project of a dashboard route (`/nc/:project_id`), or null elsewhere (shared screens included). */
export function dashboardProjectOf(path: string): string | null {
  const match = /^\/nc\/([^/?#]+)\/?$/.exec(path);
  return match && !SHARED_SEGMENTS.has(match[1]!) ? decodeURIComponent(match[1]!) : null;
}

/** The route that opens a dashboard tab of `type` in a project (a tool tab: no table named). */
export function dashboardTabPath(projectId: string, type: string, extra = ''): string {
  return `/nc/${encodeURIComponent(projectId)}?name=&dbalias=&type=${encodeURIComponent(type)}${extra}`;
}
