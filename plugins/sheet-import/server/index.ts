import { rm } from 'node:fs/promises';
import { definePlugin, SIGNED_IN, z } from '@plinth/sdk';
import { createRouter, HttpError, ProjectsToken, TableDataToken, type Principal, type ServerContext } from '@plinth/sdk/server';
import type { Request } from 'express';
import { manifest } from '../manifest.js';
import type { ImportLimits } from './files.js';
import { ImportJob } from './jobs.js';
import { parseStart, planTables } from './plan.js';
import { ownerOf, UploadStore } from './uploads.js';
import { messages } from './messages/index.js';

const settings = z.object({
  /** Largest upload. */
  maxFileMb: z.number().positive().max(10_000).default(100),
  /** Widest sheet. */
  maxColumns: z.number().int().positive().max(2_000).default(500),
  /** An .xlsx (a zip): most entries and unpacked size. */
  maxEntries: z.number().int().positive().default(10_000),
  maxUnpackedMb: z.number().positive().default(500),
});

type Settings = z.infer<typeof settings>;

const SWEEP_MS = 60_000;

export default definePlugin<Settings>({
  manifest,
  server: {
    messages,
    settings,
    setup(ctx) {
      const uploads = new UploadStore(ctx.config.dataDir);
      const jobs = new Map<string, ImportJob>();
      const limits = async (): Promise<ImportLimits> => await ctx.settings.get();

      const start = async (req: Request, projectId: string | null) => {
        const principal = req.principal!;
        const request = parseStart(req.body);
        if (projectId === null && request.title === undefined) throw new HttpError(400, 'Title is required');
        const upload = uploads.take(request.uploadId, principal, projectId);
        try {
          const projects = ctx.services.get(ProjectsToken);
          const existing = projectId ? (await projects.tables(projectId)).map((m) => m.tn) : [];
          const plan = planTables(request, upload, existing, (await limits()).maxColumns);
          const job = new ImportJob(principal, upload, plan);
          jobs.set(job.id, job);
          // Not awaited: the job runs on in this request's caller context, its state is polled.
          void job.run(jobServices(ctx), principal, projectId === null ? request.title : undefined);
          return job.state;
        } catch (err) {
          // Taken out of the store: a refused start deletes the file (upload again to retry).
          await rm(upload.path, { force: true });
          throw err;
        }
      };

      const ownJob = (req: Request): ImportJob => {
        const job = jobs.get(String(req.params.jobId));
        if (!job || job.owner !== ownerOf(req.principal as Principal)) throw new HttpError(404, 'Import not found');
        return job;
      };

      // A new project from a file (My Projects): upload, start, follow, cancel.
      const router = createRouter();
      const creator = ctx.http.requirePermission('projectCreate');
      router.post('/uploads', creator, async (req, res) => {
        res.status(201).json(await uploads.receive(req, res, await limits(), null));
      });
      router.post('/jobs', creator, async (req, res) => {
        res.status(202).json(await start(req, null));
      });
      const signedIn = ctx.http.requirePermission(SIGNED_IN);
      router.get('/jobs/:jobId', signedIn, (req, res) => {
        res.json(ownJob(req).state);
      });
      router.post('/jobs/:jobId/cancel', signedIn, (req, res) => {
        const job = ownJob(req);
        job.cancel();
        res.json(job.state);
      });
      ctx.http.mount('/api/v1/sheet-import', router);

      // New tables of an open project, for whoever may create tables in it.
      const into = createRouter({ mergeParams: true });
      const tableCreator = ctx.http.requirePermission('tableCreate', { projectIdParam: 'projectId' });
      into.post('/uploads', tableCreator, async (req, res) => {
        res.status(201).json(await uploads.receive(req, res, await limits(), String(req.params.projectId)));
      });
      into.post('/jobs', tableCreator, async (req, res) => {
        res.status(202).json(await start(req, String(req.params.projectId)));
      });
      ctx.http.mount('/api/v1/sheet-import-into/:projectId', into);

      const timer = setInterval(() => {
        for (const [id, job] of jobs) if (job.expired) jobs.delete(id);
        uploads.sweep().catch((err: unknown) => ctx.log.error('Could not delete expired sheet uploads', err));
      }, SWEEP_MS);
      timer.unref();
      ctx.onDispose(async () => {
        clearInterval(timer);
        for (const job of jobs.values()) job.cancel();
        await uploads.sweep(true);
      });
    },
  },
});

function jobServices(ctx: ServerContext<Settings>) {
  return { ctx: ctx as unknown as ServerContext, projects: ctx.services.get(ProjectsToken), data: ctx.services.get(TableDataToken) };
}
