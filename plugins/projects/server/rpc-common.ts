/**
 * What the projects plugin's RPC operations share: argument schemas of names and columns, and
 * the project / database alias / schema change of a call.
 */
import { UIDT, z, type ColumnMeta, type TableMeta } from '@plinth/sdk';
import { HttpError, type SchemaOp } from '@plinth/sdk/server';
import type { ProjectManager } from './service.js';

/** A required table or column name (the spec's messages). */
export const requiredName = (what: string) =>
  z
    .string({ error: `${what} name required` })
    .trim()
    .min(1, `${what} name required`)
    .max(255, `${what} name is too long`);

export const column = z.object({
  cn: requiredName('Column'),
  uidt: z.enum(UIDT, { error: 'Column data type required' }),
  dt: z.string().max(64).optional(),
  dtxp: z.string().max(4096).optional(),
  dtxs: z.string().max(16).optional(),
  pk: z.boolean().optional(),
  ai: z.boolean().optional(),
  rqd: z.boolean().optional(),
  un: z.boolean().optional(),
  cdf: z.string().max(4096).nullable().optional(),
});

export const withColumns = z
  .array(column)
  .min(1, 'A table needs at least one column')
  .max(1000)
  .superRefine((cols, issue) => {
    const seen = new Set<string>();
    for (const c of cols) {
      if (seen.has(c.cn.toLowerCase())) issue.addIssue({ code: 'custom', message: 'Duplicate column not allowed' });
      seen.add(c.cn.toLowerCase());
    }
  });

export const tableArgs = z.object({ tn: requiredName('Table') });
export const dbAliasOf = (body: { dbAlias?: string }) => body.dbAlias || undefined;

/** The column a relation points at: the given one, or the table's single primary key. */
export function keyColumn(meta: TableMeta, cn?: string): ColumnMeta {
  const col = cn
    ? meta.columns.find((c) => c.cn === cn)
    : meta.columns.filter((c) => c.pk).length === 1
      ? meta.columns.find((c) => c.pk)
      : undefined;
  if (!col)
    throw new HttpError(
      400,
      cn ? `Column '${cn}' not found in '${meta.tn}'` : `Table '${meta.tn}' needs a single-column primary key for a relation`,
    );
  return col;
}

/** A call's project; 400 without one. */
export function projectIdOf(body: { project_id?: string }): string {
  if (!body.project_id) throw new HttpError(400, 'project_id is required');
  return body.project_id;
}

/** The part of an operation call the helpers read. */
export interface ProjectCall {
  body: { project_id?: string; dbAlias?: string };
  principal: { userId?: string } | null;
}

/** Applies schema operations to the call's database: logged with their inverse, then fresh meta for the project. */
export function changeSchema(projects: ProjectManager, call: ProjectCall, ops: SchemaOp[]) {
  return projects.changeSchema(projectIdOf(call.body), dbAliasOf(call.body), ops, call.principal?.userId ?? null);
}
