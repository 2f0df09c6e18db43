import { SIGNED_IN, UIDT, z, type ColumnMeta, type TableMeta } from '@plinth/sdk';
import { authorizeOrThrow, HttpError, type ColumnDefinition, type SchemaOp, type ServerContext } from '@plinth/sdk/server';
import { EXTERNAL_DATABASE_PERMISSION } from './external.js';
import { createProjectArgs, listArgs, updateProjectArgs } from './schemas.js';
import { redact, type ProjectManager } from './service.js';

const name = (what: string) =>
  z
    .string({ error: `${what} name required` })
    .trim()
    .min(1, `${what} name required`)
    .max(255, `${what} name is too long`);

const column = z.object({
  cn: name('Column'),
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

const withColumns = z
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

const tableArgs = z.object({ tn: name('Table') });
const dbAliasOf = (body: { dbAlias?: string }) => body.dbAlias || undefined;

/** The column a relation points at: the given one, or the table's single primary key. */
function keyColumn(meta: TableMeta, cn?: string): ColumnMeta {
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

/**
 * The spec's project and schema operations on `POST /dashboard?q=sqlOp_...` (000 section 7).
 * Reads need `airTable`; schema changes need their own name as permission (admins only).
 */
export function registerProjectOperations(ctx: ServerContext, projects: ProjectManager) {
  const op = ctx.rpc.operation.bind(ctx.rpc);
  const projectIdOf = (body: { project_id?: string }) => {
    if (!body.project_id) throw new HttpError(400, 'project_id is required');
    return body.project_id;
  };

  op('projectCreate', async ({ args, principal }) => redact(await projects.create(args, principal)), {
    permission: 'projectCreate',
    args: createProjectArgs,
  });
  op('PROJECT_READ_BY_WEB', async ({ args, principal }) => (await projects.list(principal, args.query)).map(redact), {
    permission: SIGNED_IN,
    args: listArgs,
  });
  op('projectRead', async ({ body }) => redact(await projects.get(projectIdOf(body))), { permission: 'airTable' });
  // The projects whose embedded database lies in a folder of the data directory (the desktop
  // product read a project by its folder); `folder` is relative, default the projects folder.
  op(
    'projectReadByFolder',
    async ({ args, principal }) => {
      const folder = args.folder.replace(/^\/+|\/+$/g, '');
      if (folder.split('/').includes('..')) throw new HttpError(400, 'Invalid character in folder path');
      const inFolder = (p: Awaited<ReturnType<ProjectManager['list']>>[number]) =>
        (p.envs._noco?.db ?? []).some((d) => d.embedded && (d.connection.filename ?? '').startsWith(`${folder}/`));
      return (await projects.list(principal)).filter(inFolder).map(redact);
    },
    { permission: 'airTable', args: z.object({ folder: z.string().max(1024).default('projects') }) },
  );
  op('projectUpdate', async ({ body, args, principal }) => redact(await projects.update(projectIdOf(body), args, principal)), {
    permission: 'projectUpdate',
    args: updateProjectArgs,
  });
  op('projectStart', async ({ body }) => redact(await projects.setStatus(projectIdOf(body), 'started')), { permission: 'projectActions' });
  op('projectStop', async ({ body }) => redact(await projects.setStatus(projectIdOf(body), 'stopped')), { permission: 'projectActions' });
  op('projectRestart', async ({ body }) => redact(await projects.restart(projectIdOf(body))), { permission: 'projectActions' });
  op(
    'projectDelete',
    async ({ body, args }) => {
      await projects.delete(projectIdOf(body), { dropDatabase: args.dropDatabase });
      return { msg: 'Project deleted' };
    },
    { permission: 'projectDelete', args: z.object({ dropDatabase: z.boolean().default(false) }) },
  );
  op(
    'projectClearMeta',
    async ({ body }) => {
      await projects.clearMeta(projectIdOf(body));
      return { msg: 'Metadata cleared' };
    },
    { permission: 'projectClearMeta' },
  );
  op(
    'projectTestConnection',
    async ({ body, args, principal }) => {
      // Reusing a saved project's secrets needs the right to edit that project.
      if (body.project_id) await authorizeOrThrow(ctx.services, principal, 'projectUpdate', { projectId: body.project_id });
      return projects.testConnection(args.client, args.connection, principal, body.project_id);
    },
    {
      permission: EXTERNAL_DATABASE_PERMISSION,
      args: z.object({ client: z.enum(['sqlite3', 'pg', 'mysql2', 'mssql']), connection: z.record(z.string(), z.unknown()) }),
    },
  );
  op(
    'ncProjectInfo',
    async ({ body }) => {
      const p = await projects.get(projectIdOf(body));
      const db = p.envs._noco?.db[0];
      return {
        projectId: p.id,
        title: p.title,
        projectType: p.projectType,
        status: p.status,
        client: db?.client,
        embedded: db?.embedded,
        version: ctx.config.version,
      };
    },
    { permission: 'airTable' },
  );

  // Reads.
  const list =
    (type: 'table' | 'view') =>
    async ({ body }: { body: { project_id?: string; dbAlias?: string } }) => {
      const metas = await projects.tables(projectIdOf(body), dbAliasOf(body));
      return { list: metas.filter((m) => (m.type ?? 'table') === type).map((m, order) => ({ tn: m.tn, _tn: m._tn, type, order })) };
    };
  op('tableList', list('table'), { permission: 'airTable' });
  op('viewList', list('view'), { permission: 'airTable' });
  op(
    'xcTableAndViewList',
    async ({ body, args }) => {
      const metas = await projects.tables(projectIdOf(body), dbAliasOf(body));
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
    async ({ body, args }) => ({ meta: JSON.stringify(await projects.tableMeta(projectIdOf(body), args.tn, dbAliasOf(body))) }),
    {
      permission: 'airTable',
      args: tableArgs,
    },
  );
  const routines =
    (key: 'functions' | 'procedures' | 'sequences') =>
    async ({ body }: { body: { project_id?: string; dbAlias?: string } }) => {
      const db = await projects.database(projectIdOf(body), dbAliasOf(body));
      const snapshot = await db.introspect({ tables: [] });
      return { list: snapshot[key].map((r) => ({ [`${key.slice(0, -1)}_name`]: r.name })) };
    };
  op('functionList', routines('functions'), { permission: 'airTable' });
  op('procedureList', routines('procedures'), { permission: 'airTable' });
  op('sequenceList', routines('sequences'), { permission: 'airTable' });

  // Schema changes: logged with their inverse, then fresh meta for the project.
  const change = (call: { body: { project_id?: string; dbAlias?: string }; principal: { userId?: string } | null }, ops: SchemaOp[]) =>
    projects.changeSchema(projectIdOf(call.body), dbAliasOf(call.body), ops, call.principal?.userId ?? null);
  op(
    'tableCreate',
    async (call) => {
      const { body, args } = call;
      await change(call, [{ op: 'createTable', table: { tn: args.tn, columns: args.columns as ColumnDefinition[] } }]);
      return projects.tableMeta(projectIdOf(body), args.tn, dbAliasOf(body));
    },
    { permission: 'tableCreate', args: z.object({ tn: name('Table'), columns: withColumns }) },
  );
  op(
    'tableRename',
    async (call) => {
      const { body, args } = call;
      await change(call, [{ op: 'renameTable', from: args.tn, to: args.tn_new }]);
      return projects.tableMeta(projectIdOf(body), args.tn_new, dbAliasOf(body));
    },
    { permission: 'tableRename', args: z.object({ tn: name('Table'), tn_new: name('Table') }) },
  );
  op(
    'tableDelete',
    async (call) => {
      const { args } = call;
      await change(call, [{ op: 'dropTable', tn: args.tn }]);
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
      await change(call, [
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
        tn: name('Table'),
        add: z.array(column).default([]),
        alter: z.array(z.object({ cn: name('Column'), column })).default([]),
        rename: z.array(z.object({ from: name('Column'), to: name('Column') })).default([]),
        drop: z.array(name('Column')).default([]),
      }),
    },
  );

  // Relations. A has-many adds the foreign-key column to the child when it is missing.
  const relationArgs = z.object({
    parentTable: z.string({ error: 'Related table name required' }).min(1, 'Related table name required'),
    parentColumn: z.string().optional(),
    childTable: z.string({ error: 'Related table name required' }).min(1, 'Related table name required'),
    childColumn: z.string({ error: 'Related column name required' }).min(1, 'Related column name required'),
    type: z.enum(['hm', 'bt'], { error: 'Relation type required' }).default('hm'),
    onDelete: z.enum(['CASCADE', 'SET NULL', 'RESTRICT', 'NO ACTION']).optional(),
  });
  op(
    'relationCreate',
    async (call) => {
      const { body, args } = call;
      const projectId = projectIdOf(body);
      const parent = await projects.tableMeta(projectId, args.parentTable, dbAliasOf(body));
      const child = await projects.tableMeta(projectId, args.childTable, dbAliasOf(body));
      const key = keyColumn(parent, args.parentColumn);
      const addColumn: SchemaOp[] = child.columns.some((c) => c.cn === args.childColumn)
        ? []
        : [{ op: 'addColumn', tn: child.tn, column: { cn: args.childColumn, uidt: 'ForeignKey', dt: key.dt, dtxp: key.dtxp, un: key.un } }];
      await change(call, [
        ...addColumn,
        { op: 'addForeignKey', fk: { tn: child.tn, cn: args.childColumn, rtn: parent.tn, rcn: key.cn, onDelete: args.onDelete } },
      ]);
      return projects.tableMeta(projectId, parent.tn, dbAliasOf(body));
    },
    { permission: 'relationCreate', args: relationArgs },
  );
  op(
    'relationDelete',
    async (call) => {
      await change(call, [{ op: 'dropForeignKey', tn: call.args.childTable, cn: call.args.childColumn }]);
      return { msg: 'Relation deleted' };
    },
    { permission: 'relationDelete', args: relationArgs.pick({ childTable: true, childColumn: true }) },
  );
  op(
    'xcRelationColumnDelete',
    async (call) => {
      const { childTable: tn, childColumn: cn } = call.args;
      await change(call, [
        { op: 'dropForeignKey', tn, cn },
        { op: 'dropColumn', tn, cn },
      ]);
      return { msg: 'Relation and column deleted' };
    },
    { permission: 'relationDelete', args: relationArgs.pick({ childTable: true, childColumn: true }) },
  );
  op(
    'xcM2MRelationCreate',
    async (call) => {
      const { body, args } = call;
      const projectId = projectIdOf(body);
      const a = await projects.tableMeta(projectId, args.tn, dbAliasOf(body));
      const b = await projects.tableMeta(projectId, args.rtn, dbAliasOf(body));
      const [ka, kb] = [keyColumn(a), keyColumn(b)];
      const vtn = args.vtn ?? `${a.tn}_${b.tn}`;
      const [vcn, vrcn] = a.tn === b.tn ? [`${a.tn}_p_id`, `${a.tn}_c_id`] : [`${a.tn}_id`, `${b.tn}_id`];
      await change(call, [{ op: 'createJunctionTable', junction: { vtn, vcn, vrcn, tn: a.tn, cn: ka.cn, rtn: b.tn, rcn: kb.cn } }]);
      return projects.tableMeta(projectId, a.tn, dbAliasOf(body));
    },
    {
      permission: 'relationCreate',
      args: z.object({
        tn: name('Table'),
        rtn: z.string({ error: 'Related table name required' }).min(1, 'Related table name required'),
        vtn: name('Table').optional(),
      }),
    },
  );
  op(
    'xcVirtualRelationCreate',
    async ({ body, args }) => {
      const projectId = projectIdOf(body);
      const parent = await projects.tableMeta(projectId, args.parentTable, dbAliasOf(body));
      const child = await projects.tableMeta(projectId, args.childTable, dbAliasOf(body));
      keyColumn(child, args.childColumn);
      const key = keyColumn(parent, args.parentColumn);
      await projects.addVirtualRelation(projectId, dbAliasOf(body), {
        tn: parent.tn,
        rtn: child.tn,
        cn: key.cn,
        rcn: args.childColumn,
        virtual: true,
      });
      return projects.tableMeta(projectId, parent.tn, dbAliasOf(body));
    },
    { permission: 'relationCreate', args: relationArgs },
  );
  op(
    'xcVirtualRelationDelete',
    async ({ body, args }) => {
      await projects.removeVirtualRelation(projectIdOf(body), dbAliasOf(body), args.childTable, args.childColumn);
      return { msg: 'Relation deleted' };
    },
    { permission: 'relationDelete', args: relationArgs.pick({ childTable: true, childColumn: true }) },
  );

  op('schemaLog', async ({ body }) => ({ list: await projects.log.list(projectIdOf(body), dbAliasOf(body) ?? 'db') }), {
    permission: 'schemaLog',
  });
  op('schemaUndo', async ({ body }) => projects.undoSchema(projectIdOf(body), dbAliasOf(body)), { permission: 'schemaUndo' });

  const virtualColumn = z.object({
    _cn: z.string({ error: 'Column name required' }).max(255),
    lk: z.object({ ltn: z.string().optional(), type: z.enum(['hm', 'bt', 'mm']).optional(), lcn: z.string().optional() }).optional(),
    rl: z
      .object({
        rltn: z.string().optional(),
        rlcn: z.string().optional(),
        type: z.enum(['hm', 'bt', 'mm']).optional(),
        fn: z.string().optional(),
      })
      .optional(),
    formula: z.object({ value: z.string().max(4096) }).optional(),
    count: z.object({ ctn: z.string().optional(), type: z.enum(['hm', 'mm']).optional() }).optional(),
  });
  op(
    'virtualColumnCreate',
    async ({ body, args }) => projects.addVirtualColumn(projectIdOf(body), dbAliasOf(body), args.tn, args.column as never),
    { permission: 'tableUpdate', args: z.object({ tn: name('Table'), column: virtualColumn }) },
  );
  op('virtualColumnDelete', async ({ body, args }) => projects.removeVirtualColumn(projectIdOf(body), dbAliasOf(body), args.tn, args._cn), {
    permission: 'tableUpdate',
    args: z.object({ tn: name('Table'), _cn: z.string().min(1) }),
  });
  // Meta Management (enable or disable models).
  op('xcModelSetEnabled', async ({ body, args }) => projects.setTableEnabled(projectIdOf(body), dbAliasOf(body), args.tn, args.enabled), {
    permission: 'metaManagement',
    args: z.object({ tn: name('Table'), enabled: z.boolean({ error: 'enabled must be true or false' }) }),
  });
}
