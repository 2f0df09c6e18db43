/**
 * What the editor completes: the project's tables and their columns from the table meta (the
 * names as the database has them), and the SQL dialect of its database.
 */
import { MariaSQL, MSSQL, PostgreSQL, sql, SQLite, type SQLDialect } from '@codemirror/lang-sql';
import type { Extension } from '@codemirror/state';
import type { DbClient, TableMeta } from '@plinth/sdk';
import type { WebContext } from '@plinth/sdk/web';

/** Tables whose columns are completed (the first ones of a large schema). */
const MAX_TABLES = 200;

// MariaDB's dialect reads MySQL too (mysql2 connects to both).
const DIALECTS: Record<DbClient, SQLDialect> = { sqlite3: SQLite, pg: PostgreSQL, mysql2: MariaSQL, mssql: MSSQL };

export interface ProjectSchema {
  client: DbClient;
  tables: Record<string, string[]>;
}

export async function loadSchema(ctx: WebContext, projectId: string): Promise<ProjectSchema> {
  const project = await ctx.api.rpc<{ envs: Record<string, { db: { client: DbClient }[] }>; activeEnv?: string }>('projectRead', {
    project_id: projectId,
  });
  // The working environment's database: the one the statements run on.
  const client = project.envs[project.activeEnv ?? '_noco']?.db[0]?.client ?? 'sqlite3';
  const { list } = await ctx.api.rpc<{ list: { tn: string }[] }>('xcTableAndViewList', { project_id: projectId, dbAlias: 'db', args: {} });
  const metas = await Promise.all(
    list.slice(0, MAX_TABLES).map(({ tn }) =>
      ctx.api
        .rpc<{ meta: string }>('tableXcModelGet', { project_id: projectId, dbAlias: 'db', args: { tn } })
        .then((r) => JSON.parse(r.meta) as TableMeta)
        .catch(() => undefined),
    ),
  );
  const tables: Record<string, string[]> = {};
  for (const m of metas) if (m) tables[m.tn] = m.columns.map((c) => c.cn);
  return { client, tables };
}

export function sqlLanguage(schema: ProjectSchema | null): Extension {
  if (!schema) return sql();
  return sql({ dialect: DIALECTS[schema.client], schema: schema.tables, upperCaseKeywords: true });
}
