import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import contentDisposition from 'content-disposition';
import { definePlugin, STORAGE_API, z } from '@plinth/sdk';
import {
  createRouter,
  HttpError,
  ProjectHooks,
  ProjectsToken,
  receiveUploads,
  StorageToken,
  validate,
  type Migration,
} from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { FILES_TABLE, LocalStorage, SECRETS_TABLE, type LocalStorageSettings } from './local-storage.js';
import { servedAs } from './names.js';
import { messages } from './messages/index.js';

const MAX_FILES = 10;

const settings = z.object({
  /** Absolute, or relative to the data folder (default `uploads`). */
  folder: z.string().min(1).max(4096).optional(),
  /** Largest file accepted, in megabytes. */
  maxFileMb: z.number().positive().max(10_240).default(20),
  /** Lifetime of the `?token=` in read URLs. */
  urlTtlSeconds: z
    .number()
    .int()
    .min(10)
    .max(7 * 24 * 3600)
    .default(3600),
});

const migrations: Migration[] = [
  {
    name: '001_files',
    async up(knex) {
      await knex.schema.createTable(FILES_TABLE, (t) => {
        t.string('project_id', 64).notNullable();
        t.string('name', 64).notNullable();
        t.string('title', 255).notNullable();
        t.string('mimetype', 255).notNullable();
        t.bigInteger('size').notNullable();
        t.timestamp('created_at').notNullable();
        t.primary(['project_id', 'name']);
      });
      await knex.schema.createTable(SECRETS_TABLE, (t) => {
        t.integer('id').primary();
        // HMAC key of the read-URL tokens, generated once per meta store.
        t.string('secret', 64).notNullable();
      });
    },
    async down(knex) {
      await knex.schema.dropTable(SECRETS_TABLE);
      await knex.schema.dropTable(FILES_TABLE);
    },
  },
];

const signBody = z.object({
  paths: z
    .array(z.string().max(64), { error: 'paths must be a list of stored file names' })
    .min(1, 'paths must not be empty')
    .max(1000, 'At most 1000 paths at once'),
});

export default definePlugin<LocalStorageSettings>({
  manifest,
  server: {
    messages,
    migrations,
    settings,
    async setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      await ctx
        .meta(SECRETS_TABLE)
        .insert({ id: 1, secret: randomBytes(32).toString('base64url') })
        .onConflict('id')
        .ignore();
      const secret = Buffer.from((await ctx.meta(SECRETS_TABLE).where({ id: 1 }).first<{ secret: string }>('secret')).secret);
      const storage = new LocalStorage(
        ctx.meta,
        ctx.config.dataDir,
        () => ctx.settings.get(),
        async () => secret,
      );
      ctx.services.provide(StorageToken, storage);
      ctx.hooks.tap(ProjectHooks.deleted, ({ projectId }) => storage.forgetProject(projectId));

      const projectIdOf = (req: Request) => String(req.params.projectId);
      /** A valid `?token=` reads the one file it signs; otherwise `airTable` on the project. */
      const canRead: RequestHandler = async (req, res, next) => {
        const token = req.query.token;
        if (token === undefined) return ctx.http.requirePermission('airTable')(req, res, next);
        if (typeof token !== 'string' || !(await storage.verify(projectIdOf(req), String(req.params.name), token))) {
          throw new HttpError(401, 'Invalid or expired file token');
        }
        next();
      };

      const router = createRouter({ mergeParams: true });
      // Streams each uploaded file straight into the storage, bounded by the size setting.
      router.post('/upload', ctx.http.requirePermission('tableAttachment'), async (req, res) => {
        const { maxFileMb } = await ctx.settings.get();
        await projects.get(projectIdOf(req));
        const list = await receiveUploads(req, res, { storage, projectId: projectIdOf(req), maxFiles: MAX_FILES, maxFileMb });
        res.status(201).json({ list });
      });
      router.post('/sign', ctx.http.requirePermission('airTable'), async (req, res) => {
        const { paths } = validate(signBody, req.body);
        const projectId = projectIdOf(req);
        res.json({ list: await Promise.all(paths.map(async (path) => ({ path, url: await storage.url(projectId, path) }))) });
      });
      router.get(
        '/files/:name',
        ctx.http.publicRoute("signed read links: the handler takes the link's signature for that one file, or xc-auth with airTable"),
        async (req, res, next) => {
          // Checked before any permission or token: a hostile name never reaches the file system.
          await storage.pathOf(projectIdOf(req), String(req.params.name));
          next();
        },
        canRead,
        async (req, res) => {
          const file = await storage.read(projectIdOf(req), String(req.params.name));
          const { contentType, inline } = servedAs(String(req.params.name));
          res.set({
            'Content-Type': contentType,
            'Content-Length': String(file.size),
            // An ASCII fallback name plus the RFC 5987 `filename*` for any other character.
            'Content-Disposition': contentDisposition(file.title, {
              type: inline ? 'inline' : 'attachment',
              fallback: file.title.replace(/[^\x20-\x7e]/g, '_'),
            }),
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "sandbox; default-src 'none'",
            'Cross-Origin-Resource-Policy': 'same-origin',
            'Cache-Control': 'private, max-age=300',
          });
          file.stream.on('error', () => res.destroy());
          file.stream.pipe(res);
        },
      );
      router.delete('/files/:name', ctx.http.requirePermission('tableAttachment'), async (req, res) => {
        if (!(await storage.remove(projectIdOf(req), String(req.params.name)))) throw new HttpError(404, 'File not found');
        res.json({ msg: 'File deleted' });
      });
      ctx.http.mount(STORAGE_API.mount, router);
    },
  },
});
