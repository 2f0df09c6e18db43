import { definePlugin, z } from '@plinth/sdk';
import {
  DataHooks,
  HttpError,
  ProjectHooks,
  ProjectsToken,
  sqlFamily,
  TableDataToken,
  type DataActor,
  type Principal,
  type RpcCall,
} from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { SEED_PERMISSION, type SeedProgress, type SeedSettings, type SeedSettingsAnswer, type SeedTermAnswer } from '../types.js';
import { makePlan, settingsSchema } from './plan.js';
import { KeyCollector, SeedRun } from './runner.js';
import { migrations, SeedStore } from './store.js';
import { removeSampleRows } from './term.js';
import { messages } from './messages/index.js';

const IDLE: SeedProgress = { status: 'idle', runId: null, tables: [], links: 0 };

/** Args of the operations that take none but may name settings to use instead of the stored ones. */
const runArgs = z.object({ settings: settingsSchema.optional() }, { error: 'Args must be an object' });
const noArgs = z.object({}, { error: 'Args must be an object' });

/** Sample data (000 s.7 `seedInit/Term/Start/Stop/SettingsRead/SettingsCreate`): fake rows for a project's tables, removable again. */
export default definePlugin({
  manifest,
  server: {
    messages,
    migrations,
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      const data = ctx.services.get(TableDataToken);
      const store = new SeedStore(ctx.meta);
      const collector = new KeyCollector();
      /** The current or last run per project database (this server's). */
      const runs = new Map<string, SeedRun>();
      const keyOf = (projectId: string, dbAlias: string) => `${projectId}\u0000${dbAlias}`;

      // First of the hook's taps: the keys are collected even when a later tap (a webhook, ...) fails after the commit.
      ctx.hooks.tap(
        DataHooks.rowsChanged,
        ({ changes }) => {
          collector.collect(changes);
        },
        { stage: -1000 },
      );
      const stopRuns = (projectId: string) => {
        for (const [key, run] of runs) if (key.startsWith(`${projectId}\u0000`)) run.stop();
      };
      ctx.hooks.tap(ProjectHooks.deleted, async ({ projectId }) => {
        stopRuns(projectId);
        await store.forgetProject(projectId);
      });
      // Deleted on another server: stop the runs started here; the stored rows are gone already.
      ctx.hooks.tap(ProjectHooks.forgotten, ({ projectId }) => stopRuns(projectId));

      const target = (call: RpcCall<unknown>) => {
        const body = call.body as { project_id?: unknown; dbAlias?: unknown };
        if (typeof body.project_id !== 'string' || !body.project_id) throw new HttpError(400, 'project_id is required');
        const dbAlias = typeof body.dbAlias === 'string' && body.dbAlias ? body.dbAlias : 'db';
        return { projectId: body.project_id, dbAlias };
      };
      const actorOf = (principal: Principal | null): DataActor => ({
        userId: principal?.userId ?? null,
        userEmail: principal?.email ?? null,
      });
      const settingsFor = async (projectId: string, dbAlias: string, given: SeedSettings | undefined) => {
        const settings = given ?? (await store.settings(projectId, dbAlias));
        if (!settings) throw new HttpError(400, 'No sample data settings yet: choose the tables and rows first');
        return settings;
      };
      const planFor = async (projectId: string, dbAlias: string, settings: SeedSettings) => {
        const db = await projects.database(projectId, dbAlias);
        return makePlan(settings, await projects.tables(projectId, dbAlias), sqlFamily(db.dialect.client));
      };
      /** The plan, when it can run: a required key to a table filled before it or already holding rows. */
      const runnablePlan = async (projectId: string, dbAlias: string, settings: SeedSettings) => {
        const planned = await planFor(projectId, dbAlias, settings);
        for (const t of planned.tables) {
          for (const p of t.parents) {
            if (!p.required || p.rtn === t.tn || t.after.includes(p.rtn)) continue;
            if ((await data.count(projectId, p.rtn)) === 0)
              throw new HttpError(400, `Table '${t._tn}' needs rows in '${p.rtn}': add sample rows to '${p.rtn}' too`);
          }
        }
        return planned;
      };
      const progressOf = (projectId: string, dbAlias: string): SeedProgress => runs.get(keyOf(projectId, dbAlias))?.progress ?? IDLE;

      const op = ctx.rpc.operation.bind(ctx.rpc);
      op(
        'seedSettingsRead',
        async (call): Promise<SeedSettingsAnswer> => {
          const { projectId, dbAlias } = target(call);
          await projects.get(projectId);
          return {
            settings: await store.settings(projectId, dbAlias),
            progress: progressOf(projectId, dbAlias),
            recorded: await store.counts(projectId, dbAlias),
          };
        },
        { permission: SEED_PERMISSION, args: noArgs },
      );
      op(
        'seedSettingsCreate',
        async (call) => {
          const { projectId, dbAlias } = target(call);
          const settings = call.args as SeedSettings;
          const { plan } = await planFor(projectId, dbAlias, settings);
          await store.saveSettings(projectId, dbAlias, settings, call.principal?.userId ?? null);
          return { settings, plan };
        },
        { permission: SEED_PERMISSION, args: settingsSchema },
      );
      op(
        'seedInit',
        async (call) => {
          const { projectId, dbAlias } = target(call);
          const settings = await settingsFor(projectId, dbAlias, call.args.settings);
          return (await runnablePlan(projectId, dbAlias, settings)).plan;
        },
        { permission: SEED_PERMISSION, args: runArgs },
      );
      op(
        'seedStart',
        async (call) => {
          const { projectId, dbAlias } = target(call);
          const key = keyOf(projectId, dbAlias);
          if (runs.get(key)?.running) throw new HttpError(409, 'Sample data is already being added to this project');
          const settings = await settingsFor(projectId, dbAlias, call.args.settings);
          const { tables } = await runnablePlan(projectId, dbAlias, settings);
          const db = await projects.database(projectId, dbAlias);
          const run = new SeedRun(
            { data, store, collector, log: ctx.log, sql: sqlFamily(db.dialect.client) },
            projectId,
            dbAlias,
            tables,
            settings.locale,
            actorOf(call.principal),
          );
          runs.set(key, run);
          // Not awaited: the run goes on in this call's caller context (its roles, its table access rules); its progress is read.
          void run.run();
          return run.progress;
        },
        { permission: SEED_PERMISSION, args: runArgs },
      );
      op(
        'seedStop',
        (call) => {
          const { projectId, dbAlias } = target(call);
          const run = runs.get(keyOf(projectId, dbAlias));
          run?.stop();
          return run?.progress ?? IDLE;
        },
        { permission: SEED_PERMISSION, args: noArgs },
      );
      op(
        'seedTerm',
        async (call): Promise<SeedTermAnswer> => {
          const { projectId, dbAlias } = target(call);
          if (runs.get(keyOf(projectId, dbAlias))?.running) throw new HttpError(409, 'Sample data is being added: stop it first');
          const metas = await projects.tables(projectId, dbAlias);
          const removed = await removeSampleRows({ data, store }, projectId, dbAlias, metas, actorOf(call.principal));
          const total = Object.values(removed).reduce((a, b) => a + b, 0);
          return { msg: `${total} sample rows removed`, removed };
        },
        { permission: SEED_PERMISSION, args: noArgs },
      );

      ctx.onDispose(() => {
        for (const run of runs.values()) run.stop();
      });
    },
  },
});
