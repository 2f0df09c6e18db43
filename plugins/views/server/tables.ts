/**
 * A view's table as the view types see it (`ViewTableContext` + meta), and the view types the
 * running plugins provide, read at request time so a view type plugin enabled or disabled at run
 * time is seen at once.
 */
import type { TableMeta } from '@plinth/sdk';
import {
  HttpError,
  ViewTypeToken,
  type ProjectsService,
  type ServerContext,
  type ViewTableContext,
  type ViewType,
} from '@plinth/sdk/server';

export const DEFAULT_DB_ALIAS = 'db';

export interface ViewTable {
  meta: TableMeta;
  context: ViewTableContext;
}

/** The table (by name or alias) of a project's database, with what view types need to check names. */
export async function viewTable(projects: ProjectsService, projectId: string, table: string, dbAlias: string): Promise<ViewTable> {
  const [meta, tables, db] = await Promise.all([
    projects.tableMeta(projectId, table, dbAlias),
    projects.tables(projectId, dbAlias),
    projects.database(projectId, dbAlias),
  ]);
  const aliases = new Map(tables.map((t) => [t.tn, t._tn]));
  return {
    meta,
    context: { projectId, dbAlias, tn: meta.tn, client: db.dialect.client, aliasOf: (tn) => aliases.get(tn) ?? tn },
  };
}

/** The provided view types by key, in the order the plugins provided them. */
export function viewTypes(ctx: ServerContext): Map<string, ViewType> {
  return new Map(ctx.services.getAll(ViewTypeToken).map((t) => [t.type, t]));
}

export function viewType(ctx: ServerContext, type: string): ViewType {
  const found = viewTypes(ctx).get(type);
  if (!found) throw new HttpError(400, `Unknown view type ${type}`);
  return found;
}

/** The type a table's first view gets: the first one provided (`grid`). */
export function firstViewType(ctx: ServerContext): ViewType {
  const first = ctx.services.getAll(ViewTypeToken)[0];
  if (!first) throw new HttpError(409, 'No view type is available');
  return first;
}
