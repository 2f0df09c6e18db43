/** Reads of a project's tables and routines, and table schema changes (admins only), with the schema log. */
import { z } from '@plinth/sdk';
import { currentCaller, HttpError, TableAccessToken, type ColumnDefinition, type SchemaOp, type ServerContext } from '@plinth/sdk/server';
import { changeSchema, column, dbAliasOf, projectIdOf, requiredName, tableArgs, withColumns } from './rpc-common.js';
import type { ProjectManager } from './service.js';

/** Tables, views and routines of a project's database; a table's meta. Need `airTable`. */
export function registerTableReads(ctx: ServerContext, projects: ProjectManager) {
  const op = ctx.rpc.operation.bind(ctx.rpc);
  /** The project's tables the caller may see: Meta Management hides some from some roles. */
  const visibleTables = async (projectId: string, dbAlias: string | undefined) => {
    const metas = await projects.tables(projectId, dbAlias);
    const caller = currentCaller();
    const rules = ctx.services.getOptional(TableAccessToken);
    if (!caller || !rules) return metas;
    const hidden = await rules.hiddenTables(projectId, caller.roles);
    return hidden.size ? metas.filter((m) => !hidden.has(m.tn)) : metas;
  };
  const list =
    (type: 'table' | 'view') =>
    async ({ body }: { body: { project_id?: string; dbAlias?: string } }) => {
      const metas = await visibleTables(projectIdOf(body), dbAliasOf(body));
      return { list: metas.filter((m) => (m.type ?? 'table') === type).map((m, order) => ({ tn: m.tn, _tn: m._tn, type, order })) };
    };
  op('tableList', list('table'), { permission: 'airTable' });
  op('viewList', list('view'), { permission: 'airTable' });
  op(
    'xcTableAndViewList',
    async ({ body, args }) => {
      const metas = await visibleTables(projectIdOf(body), dbAliasOf(body));
      const junctions = new Set(metas.flatMap((m) => m.manyToMany ?? []).map((mm) => mm.vtn));
      return {
        list: metas
          .filter((m) => args.includeM2M || !junctions.has(m.tn))
          .map((m, order) => ({ tn: m.tn, _tn: m._tn, type: m.type ?? 'table', order })),
      };
    },
    { permission: 'airTable', args: z.object({ includeM2M: z.boolean().default(false) }) },
  );
  op(
    'tableXcModelGet',
    async ({ body, args }) => {
      const visible = await visibleTables(projectIdOf(body), dbAliasOf(body));
      if (!visible.some((m) => m.tn === args.tn || m._tn === args.tn)) throw new HttpError(404, `Table '${args.tn}' not found`);
      return { meta: JSON.stringify(await projects.tableMeta(projectIdOf(body), args.tn, dbAliasOf(body))) };
    },
    {
      permission: 'airTable',
      args: tableArgs,
    },
  );
  const routines =
    (key: 'functions' | 'procedures' | 'sequences') =>
    async ({ body }: { body: { project_id?: string; dbAlias?: string } }) => {
      const db = await projects.database(projectIdOf(body), dbAliasOf(body));
      const snapshot = await db.introspect();
      return { list: snapshot[key].map((r) => ({ [`${key.slice(0, -1)}_name`]: r.name })) };
    };
  op('functionList', routines('functions'), { permission: 'airTable' });
  op('procedureList', routines('procedures'), { permission: 'airTable' });
  op('sequenceList', routines('sequences'), { permission: 'airTable' });
}

/** Table create / rename / delete / update, logged with their inverse; the schema log, undo and Meta Management. */
export function registerTableChanges(ctx: ServerContext, projects: ProjectManager) {
  const op = ctx.rpc.operation.bind(ctx.rpc);
  op(
    'tableCreate',
    async (call) => {
      const { body, args } = call;
      await changeSchema(projects, call, [{ op: 'createTable', table: { tn: args.tn, columns: args.columns as ColumnDefinition[] } }]);
      return projects.tableMeta(projectIdOf(body), args.tn, dbAliasOf(body));
    },
    { permission: 'tableCreate', args: z.object({ tn: requiredName('Table'), columns: withColumns }) },
  );
  op(
    'tableRename',
    async (call) => {
      const { body, args } = call;
      await changeSchema(projects, call, [{ op: 'renameTable', from: args.tn, to: args.tn_new }]);
      return projects.tableMeta(projectIdOf(body), args.tn_new, dbAliasOf(body));
    },
    { permission: 'tableRename', args: z.object({ tn: requiredName('Table'), tn_new: requiredName('Table') }) },
  );
  op(
    'tableDelete',
    async (call) => {
      const { args } = call;
      await changeSchema(projects, call, [{ op: 'dropTable', tn: args.tn }]);
      return { msg: `Table '${args.tn}' deleted` };
    },
    { permission: 'tableDelete', args: tableArgs },
  );
  op(
    'tableUpdate',
    async (call) => {
      const { body, args } = call;
      const meta = await projects.tableMeta(projectIdOf(body), args.tn, dbAliasOf(body));
      const has = (cn: string) => meta.columns.some((c) => c.cn === cn);
      for (const cn of [...args.drop, ...args.alter.map((a) => a.cn), ...args.rename.map((r) => r.from)]) {
        if (!has(cn)) throw new HttpError(400, `Column '${cn}' not found in '${meta.tn}'`);
      }
      for (const c of args.add) if (has(c.cn)) throw new HttpError(400, 'Duplicate column not allowed');
      await changeSchema(projects, call, [
        ...args.add.map((c): SchemaOp => ({ op: 'addColumn', tn: meta.tn, column: c as ColumnDefinition })),
        ...args.alter.map((a): SchemaOp => ({ op: 'alterColumn', tn: meta.tn, cn: a.cn, column: a.column as ColumnDefinition })),
        ...args.rename.map((r): SchemaOp => ({ op: 'renameColumn', tn: meta.tn, from: r.from, to: r.to })),
        ...args.drop.map((cn): SchemaOp => ({ op: 'dropColumn', tn: meta.tn, cn })),
      ]);
      return projects.tableMeta(projectIdOf(body), args.tn, dbAliasOf(body));
    },
    {
      permission: 'tableUpdate',
      args: z.object({
        tn: requiredName('Table'),
        add: z.array(column).default([]),
        alter: z.array(z.object({ cn: requiredName('Column'), column })).default([]),
        rename: z.array(z.object({ from: requiredName('Column'), to: requiredName('Column') })).default([]),
        drop: z.array(requiredName('Column')).default([]),
      }),
    },
  );

  op('schemaLog', async ({ body }) => ({ list: await projects.metas.log.list(projectIdOf(body), dbAliasOf(body) ?? 'db') }), {
    permission: 'schemaLog',
  });
  op('schemaUndo', async ({ body }) => projects.undoSchema(projectIdOf(body), dbAliasOf(body)), { permission: 'schemaUndo' });
  // Meta Management (enable or disable models).
  op('xcModelSetEnabled', async ({ body, args }) => projects.setTableEnabled(projectIdOf(body), dbAliasOf(body), args.tn, args.enabled), {
    permission: 'metaManagement',
    args: z.object({ tn: requiredName('Table'), enabled: z.boolean({ error: 'enabled must be true or false' }) }),
  });
}
