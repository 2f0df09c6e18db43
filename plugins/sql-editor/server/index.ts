import { definePlugin, isAdmin, z } from '@plinth/sdk';
import { createRouter, currentCaller, HttpError, ProjectHooks, ProjectsToken, validate, type Principal } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { SQL_EDITOR_LIMITS, statementsOf, type RawQueryAnswer } from '../statements.js';
import { migrations, SqlEditorStore, type LogEntry } from './store.js';
import { messages } from './messages/index.js';

const settings = z.object({
  /** A statement running longer is cancelled on the database. */
  timeoutSeconds: z.number().int().min(1).max(3600).default(30),
  /** Rows kept per statement ('more rows not shown' past it). */
  maxRows: z.number().int().min(1).max(100_000).default(1000),
  /** Admins who are not owners (creators) run every statement read-only. */
  creatorsReadOnly: z.boolean().default(false),
});
type SqlEditorSettings = z.infer<typeof settings>;

/** Raw SQL is for the project's admins only: no role of the ability table lists it, so only `*` roles hold it. */
const RAW_SQL = 'executeRawQuery';

const queryArgs = z
  .object({
    query: z
      .string({ error: 'query is required' })
      .min(1, 'query is required')
      .max(SQL_EDITOR_LIMITS.maxQueryChars, `A query is at most ${SQL_EDITOR_LIMITS.maxQueryChars} characters`),
    readOnly: z.boolean().default(false),
  })
  .strict();

const fileName = z
  .string()
  .trim()
  .min(1, 'A file name is required')
  .max(128, 'A file name is at most 128 characters')
  .refine((name) => !/[/\\]/.test(name) && ![...name].some((c) => c.charCodeAt(0) < 32), {
    error: 'A file name cannot hold slashes or control characters',
  });
const fileBody = z.object({ code: z.string().max(SQL_EDITOR_LIMITS.maxQueryChars, 'A file is at most 1,000,000 characters') }).strict();

export default definePlugin<SqlEditorSettings>({
  manifest,
  server: {
    messages,
    settings,
    migrations,
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      const store = new SqlEditorStore(ctx.meta);
      ctx.hooks.tap(ProjectHooks.deleted, ({ projectId }) => store.forgetProject(projectId));

      /** Read-only when asked, or for a creator when the setting says so (owners never forced). */
      const mustReadOnly = (asked: boolean, config: SqlEditorSettings) => {
        if (asked) return true;
        const roles = currentCaller()?.roles ?? {};
        return config.creatorsReadOnly && !roles.owner && isAdmin(roles);
      };
      const actor = (principal: Principal | null) => ({ userId: principal?.userId ?? null, userEmail: principal?.email ?? null });

      ctx.rpc.operation(
        'executeRawQuery',
        async ({ body, args, principal }): Promise<RawQueryAnswer> => {
          const projectId = validate(z.string({ error: 'project_id is required' }).min(1, 'project_id is required'), body.project_id);
          const dbAlias = typeof body.dbAlias === 'string' && body.dbAlias ? body.dbAlias : undefined;
          const db = await projects.database(projectId, dbAlias);
          if (!db.runRaw) throw new HttpError(400, `The SQL editor is not available for ${db.dialect.displayName} yet`);
          const statements = statementsOf(args.query, db.dialect.client);
          if (!statements.length) throw new HttpError(400, 'There is no statement to run');
          if (statements.length > SQL_EDITOR_LIMITS.maxStatements)
            throw new HttpError(400, `At most ${SQL_EDITOR_LIMITS.maxStatements} statements run at once`);
          const config = await ctx.settings.get();
          const readOnly = mustReadOnly(args.readOnly, config);
          const run = await db.runRaw(statements, { timeoutMs: config.timeoutSeconds * 1000, maxRows: config.maxRows, readOnly });
          const who = { projectId, readOnly, ...actor(principal) };
          const logged: LogEntry[] = run.results.map((r, i) => ({
            ...who,
            statement: statements[i]!,
            status: 'ok',
            error: null,
            rows: r.fields.length ? r.rows.length : r.affectedRows,
            durationMs: r.durationMs,
          }));
          if (run.error) {
            const status = run.error.timedOut ? 'timeout' : 'error';
            logged.push({
              ...who,
              statement: statements[run.error.index] ?? '',
              status,
              error: run.error.message,
              rows: null,
              durationMs: 0,
            });
          }
          await store.log(logged).catch((err: unknown) => ctx.log.error('Could not record SQL editor statements', err));
          if (run.error) {
            const where = statements.length > 1 ? `Statement ${run.error.index + 1}: ` : '';
            throw new HttpError(400, `${where}${run.error.message}`, {
              index: run.error.index,
              completed: run.results.length,
              timedOut: run.error.timedOut,
            });
          }
          return { readOnly, results: run.results.map((r, i) => ({ statement: statements[i]!, ...r })) };
        },
        { permission: RAW_SQL, args: queryArgs },
      );

      // Named SQL files and the statement log, per project, for the same admins.
      const router = createRouter({ mergeParams: true });
      const guard = ctx.http.requirePermission(RAW_SQL, { projectIdParam: 'projectId' });
      const projectOf = async (req: { params: Record<string, unknown> }) => {
        const projectId = String(req.params.projectId);
        await projects.get(projectId);
        return projectId;
      };
      router.get('/files', guard, async (req, res) => {
        res.json({ list: await store.files(await projectOf(req)) });
      });
      router.get('/files/:name', guard, async (req, res) => {
        const file = await store.file(await projectOf(req), validate(fileName, req.params.name));
        if (!file) throw new HttpError(404, 'No such SQL file');
        res.json(file);
      });
      router.put('/files/:name', guard, async (req, res) => {
        const projectId = await projectOf(req);
        const { code } = validate(fileBody, req.body ?? {});
        res.json(await store.saveFile(projectId, validate(fileName, req.params.name), code, req.principal?.userId ?? null));
      });
      router.delete('/files/:name', guard, async (req, res) => {
        if (!(await store.deleteFile(await projectOf(req), validate(fileName, req.params.name))))
          throw new HttpError(404, 'No such SQL file');
        res.json({ msg: 'SQL file deleted' });
      });
      router.get('/log', guard, async (req, res) => {
        const limit = validate(z.coerce.number().int().min(1).max(500).default(100), req.query.limit);
        res.json({ list: await store.recentLog(await projectOf(req), limit) });
      });
      ctx.http.mount('/api/v1/sql-editor/:projectId', router);
    },
  },
});
