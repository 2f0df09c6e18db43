/**
 * Environments and the project's API server (000 s.3, s.4, s.7): `projectChangeEnv`,
 * `projectCreate1` (a project with several environments at once) and
 * `projectAPIServerStart / Stop / GetCloudUrl / SendNotification`.
 */
import { z } from '@plinth/sdk';
import {
  AccessControlToken,
  HttpError,
  MailerToken,
  workingEnv,
  type ProjectRecord,
  type RpcCall,
  type ServerContext,
} from '@plinth/sdk/server';
import { projectIdOf } from './rpc-common.js';
import { createProjectWithEnvsArgs, envName } from './schemas.js';
import { redact } from './redact.js';
import type { ProjectManager } from './service.js';

/** The operator's public address of this server (`PLINTH_PUBLIC_URL`), without a trailing slash. */
const publicUrl = () => process.env.PLINTH_PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;

/** The address the caller reached this server at (for its own use only: never put in a mail). */
function requestOrigin(req: RpcCall<unknown>['req']): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** The base URL of a project's data API: REST (`/nc/:id/api/v1`) or GraphQL (`/nc/:id/v1/graphql`). */
function apiBaseUrl(origin: string, p: Pick<ProjectRecord, 'id' | 'projectType'>): string {
  const id = encodeURIComponent(p.id);
  return p.projectType === 'graphql' ? `${origin}/nc/${id}/v1/graphql` : `${origin}/nc/${id}/api/v1`;
}

/** 000 s.3 "API server": key, alive, cloudUrl. */
function apiServer(p: ProjectRecord, origin: string) {
  return { key: p.id, alive: p.status === 'started', cloudUrl: apiBaseUrl(origin, p), env: workingEnv(p) };
}

export function registerEnvironmentOperations(ctx: ServerContext, projects: ProjectManager) {
  const op = ctx.rpc.operation.bind(ctx.rpc);

  op(
    'projectChangeEnv',
    async ({ body, args }) => {
      const p = await projects.changeEnv(projectIdOf(body), args.env);
      return { msg: `Environment changed to '${workingEnv(p)}'`, activeEnv: workingEnv(p), project: redact(p) };
    },
    { permission: 'projectChangeEnv', args: z.object({ env: envName }) },
  );

  op('projectCreate1', async ({ args, principal }) => redact(await projects.createWithEnvs(args, principal)), {
    permission: 'projectCreate',
    args: createProjectWithEnvsArgs,
  });

  // The project's API server (000 s.4: start adds it as alive; stop removes it when the code is 0):
  // the same switch as projectStart / projectStop; a stopped project's data APIs answer 503.
  op(
    'projectAPIServerStart',
    async ({ body, req }) => ({
      code: 0,
      ...apiServer(await projects.setStatus(projectIdOf(body), 'started'), publicUrl() ?? requestOrigin(req)),
    }),
    { permission: 'projectActions' },
  );
  op(
    'projectAPIServerStop',
    async ({ body, req }) => ({
      code: 0,
      ...apiServer(await projects.setStatus(projectIdOf(body), 'stopped'), publicUrl() ?? requestOrigin(req)),
    }),
    { permission: 'projectActions' },
  );
  op(
    'projectAPIServerGetCloudUrl',
    async ({ body, req }) => apiServer(await projects.get(projectIdOf(body)), publicUrl() ?? requestOrigin(req)),
    {
      permission: 'airTable',
    },
  );

  op(
    'projectAPIServerSendNotification',
    async ({ body, args }) => {
      const p = await projects.get(projectIdOf(body));
      const mailer = ctx.services.getOptional(MailerToken);
      if (!mailer) throw new HttpError(503, 'Mail is unavailable: the mailer plugin is not running');
      const access = ctx.services.getOptional(AccessControlToken);
      if (!access?.projectAdmins) throw new HttpError(503, 'Authentication is unavailable: the access-control plugin is not running');
      const admins = await access.projectAdmins(p.id);
      // Only the operator's public address goes into a mail, never one taken from a request.
      const base = publicUrl();
      const link = base ? `\n\n${apiBaseUrl(base, p)}` : '';
      const subject = `${p.title}: ${args.subject ?? 'API server notification'}`;
      let delivered = 0;
      for (const admin of admins) {
        const sent = await mailer.send({ to: admin.email, subject, text: `${args.message}${link}` });
        if (sent.delivered) delivered += 1;
      }
      return { msg: admins.length ? 'Notification sent' : 'The project has no admin to notify', recipients: admins.length, delivered };
    },
    {
      permission: 'projectAPIServerSendNotification',
      args: z.object({
        subject: z.string().trim().min(1).max(200).optional(),
        message: z.string({ error: 'message is required' }).trim().min(1, 'message is required').max(10_000, 'message is too long'),
      }),
    },
  );
}
