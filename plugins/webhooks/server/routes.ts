/** The webhooks API: `/api/v1/webhooks/:projectId/:tn[/:hookId[/test|/logs]]`, for the project's admins. */
import { z } from '@plinth/sdk';
import { createRouter, validate, type ProjectsService, type ServerContext } from '@plinth/sdk/server';
import { HOOK_EVENTS, HOOK_KINDS, WEBHOOK_LIMITS as L, type HookRecord } from '../types.js';
import { compileCondition } from './condition.js';
import type { WebhookService } from './service.js';
import { publicHook, type HookFields, type HookTable, type StoredHook } from './store.js';

/** Header names a hook may not set: the transport's own and the signature's. */
const RESERVED_HEADERS = /^(host|content-length|transfer-encoding|connection|upgrade|te|trailer|keep-alive|expect|x-plinth-.*)$/i;

const httpUrl = z
  .string({ error: 'URL required' })
  .trim()
  .min(1, 'URL required')
  .max(L.urlMax, `A URL has at most ${L.urlMax} characters`)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'The URL must be an http or https URL without credentials');

const header = z.object(
  {
    name: z
      .string({ error: 'Header name required' })
      .trim()
      .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/, 'A header name is letters, digits and - (at most 100)')
      .refine((name) => !RESERVED_HEADERS.test(name), 'This header is set by Plinth'),
    value: z
      .string({ error: 'Header value must be text' })
      .max(L.headerValueMax, `A header value has at most ${L.headerValueMax} characters`)
      .refine((v) => !/[\r\n\0]/.test(v), 'A header value is one line'),
  },
  { error: 'A header is { name, value }' },
);

const fields = {
  title: z
    .string({ error: 'Webhook name required' })
    .trim()
    .min(1, 'Webhook name required')
    .max(L.titleMax, `A webhook name has at most ${L.titleMax} characters`),
  event: z.enum(HOOK_EVENTS, { error: 'The event is insert, update or delete' }),
  condition: z
    .string({ error: 'The condition must be text' })
    .max(L.conditionMax, `A condition has at most ${L.conditionMax} characters`)
    .nullable(),
  url: httpUrl,
  kind: z.enum(HOOK_KINDS, { error: 'The kind is webhook, slack, discord, teams or mattermost' }),
  headers: z.array(header, { error: 'Headers are a list' }).max(L.headersMax, `At most ${L.headersMax} headers`),
  template: z
    .string({ error: 'The template must be text' })
    .max(L.templateMax, `A template has at most ${L.templateMax} characters`)
    .nullable(),
  secret: z.string({ error: 'The secret must be text' }).max(L.secretMax, `A secret has at most ${L.secretMax} characters`).nullable(),
  enabled: z.boolean({ error: 'enabled is true or false' }),
};

const createBody = z.object({
  ...fields,
  condition: fields.condition.optional(),
  kind: fields.kind.default('webhook'),
  headers: fields.headers.default([]),
  template: fields.template.optional(),
  secret: fields.secret.optional(),
  enabled: fields.enabled.default(true),
});
const updateBody = z.object(fields).partial();
const testBody = z.object({ event: fields.event.optional() });

const dbAliasQuery = z
  .string({ error: 'dbAlias must be given once, as text' })
  .min(1, 'dbAlias must not be empty')
  .max(64, 'Unknown dbAlias')
  .default('db');

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);

export function webhookRoutes(http: ServerContext['http'], projects: ProjectsService, service: WebhookService) {
  const router = createRouter({ mergeParams: true });
  const allow = (permission: string) => http.requirePermission(permission);
  const store = service.store;

  /** The table the path names (404 when the project or table is unknown), by its name. */
  const tableOf = async (req: { params: object; query: object }) => {
    const params = req.params as { projectId?: string; tn?: string };
    const projectId = String(params.projectId);
    const dbAlias = validate(dbAliasQuery, (req.query as { dbAlias?: unknown }).dbAlias);
    const meta = await projects.tableMeta(projectId, String(params.tn), dbAlias);
    return { table: { projectId, dbAlias, tn: meta.tn } satisfies HookTable, meta };
  };
  /** Checked fields: a condition the query guard refuses is a 400 with its message. */
  const checked = (f: HookFields, meta: Awaited<ReturnType<typeof tableOf>>['meta']): HookFields => {
    compileCondition(f.condition, meta);
    return f;
  };
  const answer = (hook: StoredHook): HookRecord => publicHook(hook);

  router.get('/', allow('hookList'), async (req, res) => {
    const { table } = await tableOf(req);
    res.json({ list: (await store.list(table)).map(answer) });
  });

  router.post('/', allow('hookCreate'), async (req, res) => {
    const { table, meta } = await tableOf(req);
    const body = validate(createBody, req.body ?? {});
    const f = checked(
      {
        ...body,
        condition: blankToNull(body.condition),
        template: blankToNull(body.template),
        secret: blankToNull(body.secret),
      },
      meta,
    );
    const hook = await store.create(table, f);
    service.tablesChanged();
    res.status(201).json(answer(hook));
  });

  router.put('/:hookId', allow('hookUpdate'), async (req, res) => {
    const { table, meta } = await tableOf(req);
    const body = validate(updateBody, req.body ?? {});
    const current = await store.get(table, String(req.params.hookId));
    const f = checked(
      {
        ...current,
        ...body,
        condition: body.condition === undefined ? current.condition : blankToNull(body.condition),
        template: body.template === undefined ? current.template : blankToNull(body.template),
        secret: body.secret === undefined ? current.secret : blankToNull(body.secret),
      },
      meta,
    );
    const hook = await store.update(table, current.id, f);
    service.tablesChanged();
    res.json(answer(hook));
  });

  router.delete('/:hookId', allow('hookDelete'), async (req, res) => {
    const { table } = await tableOf(req);
    await store.remove(table, String(req.params.hookId));
    service.tablesChanged();
    res.json({ msg: 'Webhook deleted' });
  });

  router.post('/:hookId/test', allow('hookTest'), async (req, res) => {
    const { table, meta } = await tableOf(req);
    const { event } = validate(testBody, req.body ?? {});
    const hook = await store.get(table, String(req.params.hookId));
    const user = req.principal?.userId ? { id: req.principal.userId, email: req.principal.email ?? null } : null;
    res.json(await service.test(hook, meta, event ?? hook.event, user));
  });

  router.get('/:hookId/logs', allow('hookLogList'), async (req, res) => {
    const { table } = await tableOf(req);
    const hook = await store.get(table, String(req.params.hookId));
    res.json({ list: await store.logs(hook.id) });
  });

  return router;
}
