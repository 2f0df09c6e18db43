/**
 * The spec's database object operations (000 s.7): view / function / procedure / trigger /
 * sequence / index Create, Update, Delete, triggerList and indexList, and dbObjectRead (one
 * object's definition; a sequence's current value). Changes are admin-only (each op is its own
 * permission, which only `*` roles hold), go through the projects plugin's `changeSchema` (logged
 * with the definition they replaced, so `schemaUndo` undoes them) and the dialect's
 * `DbObjectEditor`; a definition the database refuses answers 400 with its message.
 */
import { definePlugin, z } from '@plinth/sdk';
import {
  checkIdentifier,
  HttpError,
  ProjectsToken,
  type DbObjectDefinition,
  type DbObjectKind,
  type DbObjectRead,
  type DialectDb,
  type ProjectsService,
  type ServerContext,
} from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { checkCreateStatement, MAX_STATEMENT_CHARS, viewSelect, type RoutineKind } from './statements.js';
import { messages } from './messages/index.js';

type Body = { project_id?: string; dbAlias?: string };
type Call = { body: Body; principal: { userId?: string } | null };
type Editor = DialectDb & Required<Pick<DialectDb, 'readObject' | 'replaceObject' | 'objectKinds'>>;

const LABEL: Record<DbObjectKind, string> = {
  view: 'View',
  function: 'Function',
  procedure: 'Procedure',
  trigger: 'Trigger',
  sequence: 'Sequence',
  index: 'Index',
};

const objectName = (kind: DbObjectKind) =>
  z
    .string({ error: `${LABEL[kind]} name required` })
    .min(1, `${LABEL[kind]} name required`)
    .max(255, `${LABEL[kind]} name is too long`);
const statement = z
  .string({ error: 'The definition is required' })
  .min(1, 'The definition is required')
  .max(MAX_STATEMENT_CHARS, `A definition is at most ${MAX_STATEMENT_CHARS} characters`);
const bigint = (what: string) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .refine(Number.isSafeInteger, `${what} is too large`);
const sequenceArgs = z
  .object({
    name: objectName('sequence'),
    start: bigint('Start').default(1),
    increment: bigint('Increment')
      .refine((n) => n !== 0, 'Increment cannot be 0')
      .default(1),
    min: bigint('Minimum').nullable().default(null),
    max: bigint('Maximum').nullable().default(null),
    cycle: z.boolean({ error: 'cycle must be true or false' }).default(false),
  })
  .strict()
  .superRefine((s, issue) => {
    if (s.min !== null && s.max !== null && s.min >= s.max) issue.addIssue({ code: 'custom', message: 'Minimum must be below maximum' });
    if (s.min !== null && s.start < s.min) issue.addIssue({ code: 'custom', message: 'Start cannot be below the minimum' });
    if (s.max !== null && s.start > s.max) issue.addIssue({ code: 'custom', message: 'Start cannot be above the maximum' });
  });
const indexArgs = z
  .object({
    name: objectName('index'),
    tn: z.string({ error: 'Table name required' }).min(1, 'Table name required').max(255),
    columns: z
      .array(z.string().min(1).max(255), { error: 'columns must be a list of column names' })
      .min(1, 'An index needs at least one column')
      .max(32, 'An index has at most 32 columns'),
    unique: z.boolean({ error: 'unique must be true or false' }).default(false),
  })
  .strict();

const projectIdOf = (body: Body) => {
  if (!body.project_id) throw new HttpError(400, 'project_id is required');
  return body.project_id;
};
const dbAliasOf = (body: Body) => body.dbAlias || undefined;

/** What create, update and read answer: the definition's fields, a sequence's current value. */
function answer(read: DbObjectRead) {
  return { ...read.definition, ...(read.currentValue !== undefined && { currentValue: read.currentValue }) };
}

/** Whole sentences per kind, so that each translates as one. */
const NO_OBJECTS_MSG: Record<DbObjectKind, (database: string) => string> = {
  view: (database) => `${database} has no views`,
  function: (database) => `${database} has no functions`,
  procedure: (database) => `${database} has no procedures`,
  trigger: (database) => `${database} has no triggers`,
  sequence: (database) => `${database} has no sequences`,
  index: (database) => `${database} has no indexes`,
};

export function registerObjectOperations(ctx: ServerContext, projects: ProjectsService) {
  const op = ctx.rpc.operation.bind(ctx.rpc);

  /** The call's database, when it has objects of `kind`. */
  async function editorOf(body: Body, kind: DbObjectKind): Promise<Editor> {
    const db = await projects.database(projectIdOf(body), dbAliasOf(body));
    if (!db.readObject || !db.replaceObject || !db.objectKinds?.includes(kind)) {
      throw new HttpError(422, NO_OBJECTS_MSG[kind](db.dialect.displayName));
    }
    return db as Editor;
  }

  const checkedName = (db: DialectDb, kind: DbObjectKind, name: string) =>
    checkIdentifier(name, db.dialect.capabilities.maxIdentifierLength, `${LABEL[kind]} name`);

  async function existing(db: Editor, kind: DbObjectKind, name: string): Promise<DbObjectRead> {
    const read = await db.readObject(kind, name);
    if (!read) throw new HttpError(404, `${LABEL[kind]} '${name}' not found`);
    return read;
  }

  /** Runs the change through the schema log, then answers the object as the database has it. */
  async function change(call: Call, db: Editor, from: DbObjectDefinition | null, to: DbObjectDefinition | null) {
    const { body } = call;
    await projects.changeSchema(projectIdOf(body), dbAliasOf(body), [{ op: 'replaceObject', from, to }], call.principal?.userId ?? null);
    if (!to) return { msg: `${LABEL[from!.kind]} '${from!.name}' deleted` };
    return answer((await db.readObject(to.kind, to.name)) ?? { definition: to });
  }

  /** The table of an index or trigger: one of the database's tables (its meta), not a view. */
  async function tableOf(body: Body, tn: string) {
    const meta = await projects.tableMeta(projectIdOf(body), tn, dbAliasOf(body)).catch(() => undefined);
    if (!meta || (meta.type ?? 'table') !== 'table') throw new HttpError(400, `Table '${tn}' not found`);
    return meta;
  }

  /** create / update / delete of one kind, given how its arguments become a definition. */
  function crud<A extends z.ZodType<{ name: string }>>(
    kind: DbObjectKind,
    prefix: string,
    args: A,
    define: (db: Editor, body: Body, name: string, args: z.infer<A>) => Promise<DbObjectDefinition>,
  ) {
    op(
      `${prefix}Create`,
      async (call) => {
        const db = await editorOf(call.body, kind);
        const name = checkedName(db, kind, call.args.name);
        if (await db.readObject(kind, name)) throw new HttpError(400, `${LABEL[kind]} '${name}' already exists`);
        return change(call, db, null, await define(db, call.body, name, call.args as z.infer<A>));
      },
      { permission: `${prefix}Create`, args },
    );
    op(
      `${prefix}Update`,
      async (call) => {
        const db = await editorOf(call.body, kind);
        const name = checkedName(db, kind, call.args.name);
        const before = await existing(db, kind, name);
        return change(call, db, before.definition, await define(db, call.body, name, call.args as z.infer<A>));
      },
      { permission: `${prefix}Update`, args },
    );
    op(
      `${prefix}Delete`,
      async (call) => {
        const db = await editorOf(call.body, kind);
        const name = checkedName(db, kind, call.args.name);
        return change(call, db, (await existing(db, kind, name)).definition, null);
      },
      { permission: `${prefix}Delete`, args: z.object({ name: objectName(kind) }) },
    );
  }

  crud('view', 'view', z.object({ name: objectName('view'), select: statement }).strict(), async (_db, _body, name, args) => ({
    kind: 'view',
    name,
    select: viewSelect(args.select),
  }));

  const routine = (kind: RoutineKind) =>
    crud(kind, kind, z.object({ name: objectName(kind), sql: statement }).strict(), async (db, body, name, args) => {
      const sql = args.sql.trim().replace(/;\s*$/, '');
      const { table } = checkCreateStatement(kind, name, sql, { schema: db.schema, foldsUnquoted: db.dialect.client === 'pg' });
      if (kind !== 'trigger') return { kind, name, sql };
      return { kind, name, sql, table: (await tableOf(body, table!)).tn };
    });
  routine('function');
  routine('procedure');
  routine('trigger');

  crud('sequence', 'sequence', sequenceArgs, async (_db, _body, name, s) => ({
    kind: 'sequence',
    name,
    sequence: { start: s.start, increment: s.increment, min: s.min, max: s.max, cycle: s.cycle },
  }));

  crud('index', 'index', indexArgs, async (db, body, name, args) => {
    const meta = await tableOf(body, args.tn);
    for (const cn of args.columns) {
      if (!meta.columns.some((c) => c.cn === cn)) throw new HttpError(400, `Column '${cn}' not found in '${meta.tn}'`);
    }
    if (new Set(args.columns).size !== args.columns.length) throw new HttpError(400, 'An index names each column once');
    return { kind: 'index', name, table: meta.tn, columns: args.columns.map((cn) => checkedName(db, 'index', cn)), unique: args.unique };
  });

  op(
    'dbObjectRead',
    async ({ body, args }) => {
      const db = await editorOf(body, args.kind);
      return answer(await existing(db, args.kind, checkedName(db, args.kind, args.name)));
    },
    {
      permission: 'dbObjectRead',
      args: z.object({
        kind: z.enum(['view', 'function', 'procedure', 'trigger', 'sequence', 'index'], {
          error: 'kind must be view, function, procedure, trigger, sequence or index',
        }),
        name: z.string({ error: 'name required' }).min(1, 'name required').max(255),
      }),
    },
  );

  op(
    'triggerList',
    async ({ body }) => {
      const db = await projects.database(projectIdOf(body), dbAliasOf(body));
      const { triggers } = await db.introspect();
      return { list: triggers.map((t) => ({ trigger_name: t.name, tn: t.table, timing: t.timing, event: t.event })) };
    },
    { permission: 'airTable' },
  );
  op(
    'indexList',
    async ({ body, args }) => {
      const db = await projects.database(projectIdOf(body), dbAliasOf(body));
      const { tables } = await db.introspect(args.tn ? { tables: [args.tn] } : undefined);
      return {
        list: tables.flatMap((t) =>
          t.indexes.filter((i) => !i.primary).map((i) => ({ index_name: i.name, tn: t.name, columns: i.columns, unique: i.unique })),
        ),
      };
    },
    { permission: 'airTable', args: z.object({ tn: z.string().max(255).optional() }) },
  );
}

export default definePlugin({
  manifest,
  server: {
    messages,
    setup(ctx) {
      registerObjectOperations(ctx, ctx.services.get(ProjectsToken));
    },
  },
});
