/** Project operations of the spec (000 section 7): create, list, read, update, start / stop, delete, connection test, info. */
import { SIGNED_IN, z } from '@plinth/sdk';
import { authorizeOrThrow, HttpError, workingDbs, workingEnv, type ServerContext } from '@plinth/sdk/server';
import { EXTERNAL_DATABASE_PERMISSION } from './external.js';
import { projectIdOf } from './rpc-common.js';
import { createProjectArgs, envName, listArgs, updateProjectArgs } from './schemas.js';
import { redact } from './redact.js';
import type { ProjectManager } from './service.js';

export function registerProjectLifecycle(ctx: ServerContext, projects: ProjectManager) {
  const op = ctx.rpc.operation.bind(ctx.rpc);
  op('projectCreate', async ({ args, principal }) => redact(await projects.create(args, principal)), {
    permission: 'projectCreate',
    args: createProjectArgs,
  });
  op('PROJECT_READ_BY_WEB', async ({ args, principal }) => (await projects.list(principal, args.query)).map(redact), {
    permission: SIGNED_IN,
    args: listArgs,
  });
  op('projectRead', async ({ body }) => redact(await projects.get(projectIdOf(body))), { permission: 'airTable' });
  // The projects whose embedded database lies in a folder of the data directory (the desktop
  // product read a project by its folder); `folder` is relative, default the projects folder.
  op(
    'projectReadByFolder',
    async ({ args, principal }) => {
      const folder = args.folder.replace(/^\/+|\/+$/g, '');
      if (folder.split('/').includes('..')) throw new HttpError(400, 'Invalid character in folder path');
      const inFolder = (p: Awaited<ReturnType<ProjectManager['list']>>[number]) =>
        Object.values(p.envs)
          .flatMap((e) => e.db)
          .some((d) => d.embedded && (d.connection.filename ?? '').startsWith(`${folder}/`));
      return (await projects.list(principal)).filter(inFolder).map(redact);
    },
    { permission: 'airTable', args: z.object({ folder: z.string().max(1024).default('projects') }) },
  );
  op('projectUpdate', async ({ body, args, principal }) => redact(await projects.update(projectIdOf(body), args, principal)), {
    permission: 'projectUpdate',
    args: updateProjectArgs,
  });
  op('projectStart', async ({ body }) => redact(await projects.setStatus(projectIdOf(body), 'started')), { permission: 'projectActions' });
  op('projectStop', async ({ body }) => redact(await projects.setStatus(projectIdOf(body), 'stopped')), { permission: 'projectActions' });
  op('projectRestart', async ({ body }) => redact(await projects.restart(projectIdOf(body))), { permission: 'projectActions' });
  op(
    'projectDelete',
    async ({ body, args }) => {
      await projects.delete(projectIdOf(body), { dropDatabase: args.dropDatabase });
      return { msg: 'Project deleted' };
    },
    { permission: 'projectDelete', args: z.object({ dropDatabase: z.boolean().default(false) }) },
  );
  op(
    'projectClearMeta',
    async ({ body }) => {
      await projects.clearMeta(projectIdOf(body));
      return { msg: 'Metadata cleared' };
    },
    { permission: 'projectClearMeta' },
  );
  // "Generate APIs" (000 s.7, s.8): the APIs are served from the meta, so generating them is
  // reading the database's schema again (meta-only parts kept); the schemaChanged hook then drops
  // every transport's cached documents (OpenAPI, GraphQL schema).
  const regenerate =
    (msg: string) =>
    async ({ body }: { body: { project_id?: string } }) => {
      const projectId = projectIdOf(body);
      const project = await projects.get(projectId);
      for (const db of workingDbs(project)) await projects.syncMeta(projectId, db.dbAlias);
      return { msg };
    };
  const envArgs = z.object({ env: z.string().max(64).optional() }).strict();
  op('projectGenerateBackend', regenerate('Yay, REST APIs with MVC generated'), { permission: 'projectGenerateBackend', args: envArgs });
  op('projectGenerateBackendGql', regenerate('Yay, GraphQL APIs generated'), { permission: 'projectGenerateBackend', args: envArgs });
  op(
    'projectTestConnection',
    async ({ body, args, principal }) => {
      // Reusing a saved project's secrets needs the right to edit that project.
      if (body.project_id) await authorizeOrThrow(ctx.services, principal, 'projectUpdate', { projectId: body.project_id });
      return projects.testConnection(args.client, args.connection, principal, body.project_id, args.env);
    },
    {
      permission: EXTERNAL_DATABASE_PERMISSION,
      args: z.object({
        client: z.enum(['sqlite3', 'pg', 'mysql2', 'mssql']),
        connection: z.record(z.string(), z.unknown()),
        /** The saved environment whose stored secrets a redacted password stands for (default the working one). */
        env: envName.optional(),
      }),
    },
  );
  op(
    'ncProjectInfo',
    async ({ body }) => {
      const p = await projects.get(projectIdOf(body));
      const db = workingDbs(p)[0];
      return {
        projectId: p.id,
        title: p.title,
        projectType: p.projectType,
        status: p.status,
        client: db?.client,
        embedded: db?.embedded,
        activeEnv: workingEnv(p),
        envs: Object.keys(p.envs),
        version: ctx.config.version,
      };
    },
    { permission: 'airTable' },
  );
}
