import { definePlugin, type TableMeta } from '@plinth/sdk';
import { createRouter, HttpError, planQuery, ProjectHooks, ProjectsToken, storedIso, validate, type ServerContext } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { gridColumns } from '../shared/columns.js';
import { DEFAULT_GRID_SETTINGS, gridSettingsSchema, sortText, whereText, type GridSettings } from '../shared/settings.js';

const TABLE = 'grid_view_settings';


/**
 * Checks settings against the table: filters and sorts go through the SDK query guard (the
 * same checks the REST list applies), layout names must be columns of the table.
 */
function checkAgainstMeta(meta: TableMeta, settings: GridSettings, client: string, aliasOf: (tn: string) => string): void {
  planQuery(meta, { where: whereText(settings.filters, settings.filterLogic), sort: sortText(settings.sorts) }, { client });
  const names = new Set(gridColumns(meta, aliasOf).map((c) => c.key));
  for (const cn of [...settings.hidden, ...settings.order, ...Object.keys(settings.widths)]) {
    if (!names.has(cn)) throw new HttpError(400, `Unknown column '${cn}'`);
  }
}

function registerRoutes(ctx: ServerContext) {
  const projects = ctx.services.get(ProjectsToken);
  const router = createRouter({ mergeParams: true });
  const keyOf = (req: { params: Record<string, string>; query: Record<string, unknown> }) => ({
    project_id: String(req.params.projectId),
    db_alias: typeof req.query.dbAlias === 'string' && req.query.dbAlias ? req.query.dbAlias : 'db',
    tn: String(req.params.tn),
  });
  const tableOf = async (key: ReturnType<typeof keyOf>) => {
    const meta = await projects.tableMeta(key.project_id, key.tn, key.db_alias);
    return { ...key, tn: meta.tn, meta };
  };

  router.get('/settings', ctx.http.requirePermission('airTable', { projectIdParam: 'projectId' }), async (req, res) => {
    const { meta: _meta, ...key } = await tableOf(keyOf(req as never));
    const row = (await ctx.meta(TABLE).where(key).first()) as { settings: string; updated_at: number | string | Date } | undefined;
    const saved = row ? gridSettingsSchema.safeParse(JSON.parse(row.settings)) : undefined;
    res.json({ settings: saved?.success ? saved.data : DEFAULT_GRID_SETTINGS, updatedAt: row ? storedIso(row.updated_at) : null });
  });

  router.put('/settings', ctx.http.requirePermission('xcDatatableEditable', { projectIdParam: 'projectId' }), async (req, res) => {
    const settings = validate(gridSettingsSchema, req.body ?? {});
    const { meta, ...key } = await tableOf(keyOf(req as never));
    const db = await projects.database(key.project_id, key.db_alias);
    const tables = await projects.tables(key.project_id, key.db_alias);
    const aliases = new Map(tables.map((t) => [t.tn, t._tn]));
    checkAgainstMeta(meta, settings, db.dialect.client, (tn) => aliases.get(tn) ?? tn);
    const now = new Date();
    // One statement: two concurrent first saves of a view cannot both insert.
    await ctx.meta(TABLE)
      .insert({ ...key, settings: JSON.stringify(settings), updated_at: now })
      .onConflict(['project_id', 'db_alias', 'tn'])
      .merge(['settings', 'updated_at']);
    res.json({ settings, updatedAt: now.toISOString() });
  });

  ctx.http.mount('/api/v1/grid-view/:projectId/:tn', router);
  ctx.hooks.tap(ProjectHooks.deleted, async ({ projectId }) => {
    await ctx.meta(TABLE).where({ project_id: projectId }).delete();
  });
}

export default definePlugin({
  manifest,
  server: {
    migrations: [
      {
        name: '001_grid_view_settings',
        async up(knex) {
          await knex.schema.createTable(TABLE, (t) => {
            t.increments('id');
            t.string('project_id', 128).notNullable();
            t.string('db_alias', 128).notNullable();
            t.string('tn', 255).notNullable();
            t.text('settings').notNullable();
            t.timestamp('updated_at').notNullable();
            t.unique(['project_id', 'db_alias', 'tn']);
          });
        },
      },
    ],
    setup(ctx) {
      registerRoutes(ctx);
    },
  },
});
