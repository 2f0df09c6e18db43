import { z } from '@plinth/sdk';
import { badRequest, type ServerContext } from '@plinth/sdk/server';
import type { TemplateImporter } from './importer.js';

const template = z.union([z.number().int(), z.string().min(1).max(10_000_000), z.record(z.string(), z.unknown())], {
  error: 'Template required',
});

const createArgs = z.object({
  title: z.string({ error: 'Project name required' }).max(255, 'Project name is too long').optional(),
  projectType: z.enum(['rest', 'graphql'], { error: 'Project access type is rest or graphql' }).default('rest'),
  template,
});

/**
 * The template operations of 001 section 7 on `POST /dashboard?q=sqlOp_...`. The endpoint checks
 * `tableCreate` in the body's `project_id`, so only that project's admins import into it.
 */
export function registerTemplateOperations(ctx: ServerContext, importer: TemplateImporter) {
  ctx.rpc.operation('projectCreateByWebWithXCDB', ({ args, principal }) => importer.createProject(args, principal), {
    permission: 'projectCreate',
    args: createArgs,
  });
  ctx.rpc.operation(
    'xcModelsCreateFromTemplate',
    ({ args, body, principal }) => {
      if (!body.project_id) throw badRequest('project_id is required');
      return importer.importInto(body.project_id, body.dbAlias || undefined, args.template, principal ?? null);
    },
    { permission: 'tableCreate', args: z.object({ template }) },
  );
}
