/** The signed-in views API: `/api/v1/views/:projectId/:tn[/:viewId[/settings|/share]]`. */
import { VIEW_LIMITS, z } from '@plinth/sdk';
import { createRouter, validate, type ProjectsService, type ServerContext } from '@plinth/sdk/server';
import type { Request } from 'express';
import type { ViewStore } from './store.js';
import { DEFAULT_DB_ALIAS, viewTable } from './tables.js';

const title = z
  .string({ error: 'View name required' })
  .trim()
  .min(1, 'View name required')
  .max(VIEW_LIMITS.titleMax, `View name is at most ${VIEW_LIMITS.titleMax} characters`);

const viewId = z.string({ error: 'View not found' }).min(1, 'View not found').max(64, 'View not found');

const createBody = z.object({
  title,
  type: z.string({ error: 'View type must be text' }).max(64, 'Unknown view type').optional(),
  copyFrom: viewId.optional(),
});

const patchBody = z.object({
  title: title.optional(),
  order: z
    .number({ error: 'View order must be a number' })
    .int('View order must be a whole number')
    .min(0, 'View order must be at least 0')
    .optional(),
});

const shareBody = z.object({
  password: z
    .string({ error: 'Share password must be text' })
    .min(VIEW_LIMITS.passwordMin, 'Share password required')
    .max(VIEW_LIMITS.passwordMax, `A share password has at most ${VIEW_LIMITS.passwordMax} characters`)
    .nullable()
    .optional(),
});

const dbAliasQuery = z
  .string({ error: 'dbAlias must be given once, as text' })
  .min(1, 'dbAlias must not be empty')
  .max(64, 'Unknown dbAlias')
  .default(DEFAULT_DB_ALIAS);

export function viewRoutes(ctx: ServerContext, projects: ProjectsService, store: ViewStore) {
  const router = createRouter({ mergeParams: true });
  const tableOf = (req: Request) =>
    viewTable(projects, String(req.params.projectId), String(req.params.tn), validate(dbAliasQuery, req.query.dbAlias));
  const idOf = (req: Request) => String(req.params.viewId);
  const userOf = (req: Request) => req.principal?.userId ?? null;
  const allow = (permission: string) => ctx.http.requirePermission(permission);

  router.get('/', allow('airTable'), async (req, res) => {
    res.json({ list: await store.list(await tableOf(req), userOf(req), ctx.messages.language(req)) });
  });

  router.post('/', allow('viewCreate'), async (req, res) => {
    const body = validate(createBody, req.body ?? {});
    res.status(201).json(await store.create(await tableOf(req), body, userOf(req)));
  });

  router.patch('/:viewId', allow('viewUpdate'), async (req, res) => {
    const body = validate(patchBody, req.body ?? {});
    res.json(await store.update(await tableOf(req), idOf(req), body));
  });

  router.delete('/:viewId', allow('viewDelete'), async (req, res) => {
    await store.remove(await tableOf(req), idOf(req));
    res.json({ msg: 'View deleted' });
  });

  router.put('/:viewId/settings', allow('xcDatatableEditable'), async (req, res) => {
    res.json(await store.saveSettings(await tableOf(req), idOf(req), req.body ?? {}));
  });

  router.post('/:viewId/share', allow('viewShare'), async (req, res) => {
    const { password } = validate(shareBody, req.body ?? {});
    res.json(await store.share(await tableOf(req), idOf(req), password));
  });

  router.delete('/:viewId/share', allow('viewShare'), async (req, res) => {
    res.json(await store.unshare(await tableOf(req), idOf(req)));
  });

  return router;
}
