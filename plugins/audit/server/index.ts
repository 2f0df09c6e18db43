import { AUDIT_API, definePlugin, z } from '@plinth/sdk';
import {
  createRouter,
  DataHooks,
  HttpError,
  ProjectHooks,
  ProjectsToken,
  validate,
  type Migration,
  type Principal,
  type ProjectsService,
} from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { AUDIT_TABLE, AuditStore, entriesOf } from './store.js';
import { messages } from './messages/index.js';

const migrations: Migration[] = [
  {
    name: '001_entries',
    async up(knex) {
      await knex.schema.createTable(AUDIT_TABLE, (t) => {
        t.bigIncrements('id');
        t.string('project_id', 64).notNullable();
        t.string('op', 16).notNullable();
        t.string('tn', 255).notNullable();
        // 255: the row index must fit MySQL's 3072-byte key limit in utf8mb4.
        t.string('pk', 255).notNullable();
        t.string('cn', 255);
        // JSON text, bounded by MAX_VALUE_JSON characters (mediumtext on MySQL).
        t.text('value', 'mediumtext');
        t.text('prev_value', 'mediumtext');
        t.string('user_id', 64);
        t.string('user_email', 255);
        t.timestamp('created_at').notNullable();
        t.index(['project_id', 'tn', 'pk', 'id'], 'audit_entries_row');
      });
    },
    async down(knex) {
      await knex.schema.dropTable(AUDIT_TABLE);
    },
  },
];

export const MAX_COMMENT = 5000;
const MAX_PAGE = 1000;

const keyText = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .min(1, `${what} is required`)
    .max(255, `${what} is too long`);

/** xcAuditCreate (000 section 7): one cell edit the client records itself. */
const auditCreateArgs = z.object({
  tn: keyText('tn'),
  cn: keyText('cn'),
  pk: z.union([z.string(), z.number()]).transform(String).pipe(keyText('pk')),
  value: z.unknown().optional(),
  prevValue: z.unknown().optional(),
});

const commentBody = z.object({
  text: z
    .string({ error: 'Comment text is required' })
    .refine((t) => t.trim().length > 0, 'Comment text is required')
    .refine((t) => t.length <= MAX_COMMENT, `A comment has at most ${MAX_COMMENT} characters`),
});

const pageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(1, 'limit must be at least 1')
    .default(25)
    .transform((n) => Math.min(n, MAX_PAGE)),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be an integer')
    .min(0, 'offset must be at least 0')
    .default(0),
});

const actor = (principal: Principal | null | undefined) => ({ userId: principal?.userId ?? null, userEmail: principal?.email ?? null });

/** The table's own name (`tn`) for a name or alias; 404 when the project has no such table. */
async function tableName(projects: ProjectsService, projectId: string, table: string): Promise<string> {
  return (await projects.tableMeta(projectId, table)).tn;
}

export default definePlugin({
  manifest,
  server: {
    messages,
    migrations,
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      const store = new AuditStore(ctx.meta);

      // The write already committed: a failure to record it is logged, not answered as the write's error.
      ctx.hooks.tap(DataHooks.rowsChanged, async ({ changes }) => {
        try {
          await store.add(changes.flatMap(entriesOf));
        } catch (err) {
          ctx.log.error('Could not record row changes in the audit log', err);
        }
      });
      ctx.hooks.tap(ProjectHooks.deleted, async ({ projectId }) => {
        await store.forgetProject(projectId);
      });

      ctx.rpc.operation(
        'xcAuditCreate',
        async ({ body, args, principal }) => {
          const projectId = validate(z.string({ error: 'project_id is required' }).min(1, 'project_id is required'), body.project_id);
          const meta = await projects.tableMeta(projectId, args.tn);
          // Stored by the column's own name, as the data hooks record it, whichever name was sent.
          const column = meta.columns.find((c) => c.cn === args.cn) ?? meta.columns.find((c) => c._cn === args.cn);
          if (!column) throw new HttpError(400, `Unknown column '${args.cn}'`);
          return store.addOne({
            projectId,
            op: 'update',
            tn: meta.tn,
            pk: args.pk,
            cn: column.cn,
            value: args.value ?? null,
            prevValue: args.prevValue ?? null,
            ...actor(principal),
          });
        },
        { permission: 'tableRowUpdate', args: auditCreateArgs },
      );

      const router = createRouter({ mergeParams: true });
      router.get('/:tn/:pk', ctx.http.requirePermission('airTable'), async (req, res) => {
        const projectId = String(req.params.projectId);
        const page = validate(pageQuery, req.query);
        const pk = validate(keyText('pk'), req.params.pk);
        const tn = await tableName(projects, projectId, String(req.params.tn));
        res.json({ list: await store.list(projectId, tn, pk, page) });
      });
      router.post('/:tn/:pk/comments', ctx.http.requirePermission('rowComments'), async (req, res) => {
        const projectId = String(req.params.projectId);
        const { text } = validate(commentBody, req.body ?? {});
        const pk = validate(keyText('pk'), req.params.pk);
        const tn = await tableName(projects, projectId, String(req.params.tn));
        const entry = await store.addOne({
          projectId,
          op: 'comment',
          tn,
          pk,
          cn: null,
          value: text,
          prevValue: null,
          ...actor(req.principal),
        });
        res.status(201).json(entry);
      });
      ctx.http.mount(AUDIT_API.mount, router);
    },
  },
});
