/** Relations between tables: foreign keys and junction tables (DDL, logged), virtual relations and virtual columns (meta only). */
import { z } from '@plinth/sdk';
import type { SchemaOp, ServerContext } from '@plinth/sdk/server';
import { changeSchema, dbAliasOf, keyColumn, projectIdOf, requiredName } from './rpc-common.js';
import type { ProjectManager } from './service.js';

const relationArgs = z.object({
  parentTable: z.string({ error: 'Related table name required' }).min(1, 'Related table name required'),
  parentColumn: z.string().optional(),
  childTable: z.string({ error: 'Related table name required' }).min(1, 'Related table name required'),
  childColumn: z.string({ error: 'Related column name required' }).min(1, 'Related column name required'),
  type: z.enum(['hm', 'bt'], { error: 'Relation type required' }).default('hm'),
  onDelete: z.enum(['CASCADE', 'SET NULL', 'RESTRICT', 'NO ACTION']).optional(),
});

/** Foreign keys and many-to-many junction tables. A has-many adds the foreign-key column to the child when it is missing. */
export function registerRelationOperations(ctx: ServerContext, projects: ProjectManager) {
  const op = ctx.rpc.operation.bind(ctx.rpc);
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
      await changeSchema(projects, call, [
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
      await changeSchema(projects, call, [{ op: 'dropForeignKey', tn: call.args.childTable, cn: call.args.childColumn }]);
      return { msg: 'Relation deleted' };
    },
    { permission: 'relationDelete', args: relationArgs.pick({ childTable: true, childColumn: true }) },
  );
  op(
    'xcRelationColumnDelete',
    async (call) => {
      const { childTable: tn, childColumn: cn } = call.args;
      await changeSchema(projects, call, [
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
      await changeSchema(projects, call, [
        { op: 'createJunctionTable', junction: { vtn, vcn, vrcn, tn: a.tn, cn: ka.cn, rtn: b.tn, rcn: kb.cn } },
      ]);
      return projects.tableMeta(projectId, a.tn, dbAliasOf(body));
    },
    {
      permission: 'relationCreate',
      args: z.object({
        tn: requiredName('Table'),
        rtn: z.string({ error: 'Related table name required' }).min(1, 'Related table name required'),
        vtn: requiredName('Table').optional(),
      }),
    },
  );
}

/** Virtual relations and columns (lookups, rollups, formulas, counts): table meta, no DDL. */
export function registerVirtualOperations(ctx: ServerContext, projects: ProjectManager) {
  const op = ctx.rpc.operation.bind(ctx.rpc);
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
    { permission: 'tableUpdate', args: z.object({ tn: requiredName('Table'), column: virtualColumn }) },
  );
  op('virtualColumnDelete', async ({ body, args }) => projects.removeVirtualColumn(projectIdOf(body), dbAliasOf(body), args.tn, args._cn), {
    permission: 'tableUpdate',
    args: z.object({ tn: requiredName('Table'), _cn: z.string().min(1) }),
  });
}
