import { z } from '@plinth/sdk';
import { createRouter, notFound, validate, type ServerContext } from '@plinth/sdk/server';
import { parseTemplateDocument } from './document/index.js';
import { templateEditGuard } from './edit-guard.js';
import { loadTemplateUrl, loadUrlBody } from './load-url.js';
import { templateIdOf, type TemplateStore } from './store.js';

const listQuery = z.object({
  category: z.string().trim().max(255, 'Category is too long').optional(),
  query: z.string().trim().max(255, 'Search text is too long').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .default(50),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must not be negative')
    .default(0),
});

/** Template ids are positive integers; anything else is a template that does not exist. */
function templateId(raw: string | string[] | undefined): number {
  const id = templateIdOf(raw);
  if (id === undefined) throw notFound('Template not found');
  return id;
}

/**
 * The template service of 001 section 7. Reads are public (the gallery is content, like the
 * spec's templates host); saves need `templateEdit` or the configured template-edit token.
 */
export function templateRoutes(ctx: ServerContext, store: TemplateStore) {
  const router = createRouter();
  const canEdit = templateEditGuard(ctx, process.env.PLINTH_TEMPLATE_EDIT_TOKEN);
  const gallery = ctx.http.publicRoute("the template gallery is public content, like the spec's templates host");

  router.get('/', gallery, async (req, res) => {
    const q = validate(listQuery, req.query);
    const { list, count } = await store.list({ ...q, category: q.category || undefined, query: q.query || undefined });
    res.json({ data: list, count });
  });
  router.get('/categories', gallery, async (_req, res) => {
    res.json(await store.categories());
  });
  router.get('/:id', gallery, async (req, res) => {
    const found = await store.get(templateId(req.params.id));
    if (!found) throw notFound('Template not found');
    res.json(found);
  });
  // A signed-in account that may create projects; the fetch goes through the SDK's SSRF guard.
  router.post('/load-url', ctx.http.requirePermission('projectCreate'), async (req, res) => {
    res.json(await loadTemplateUrl(validate(loadUrlBody, req.body).url));
  });
  router.post('/', canEdit, async (req, res) => {
    const doc = parseTemplateDocument(req.body, 'gallery');
    res.status(201).json(await store.insert(doc, req.principal?.userId ?? null));
  });
  router.put('/:id', canEdit, async (req, res) => {
    const id = templateId(req.params.id);
    const doc = parseTemplateDocument(req.body, 'gallery');
    const updated = await store.update(id, doc);
    if (!updated) throw notFound('Template not found');
    res.json(updated);
  });
  return router;
}
