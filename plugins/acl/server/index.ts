import { definePlugin, z } from '@plinth/sdk';
import {
  ClusterBusToken,
  createRouter,
  HttpError,
  ProjectHooks,
  ProjectMetaHooks,
  ProjectsToken,
  TableAccessToken,
  validate,
  type Migration,
} from '@plinth/sdk/server';
import type { Request } from 'express';
import { manifest } from '../manifest.js';
import { ACL_ROLES, ACL_TABLE, AclRules, HIDDEN_TABLE, type TableRules } from './rules.js';
import { messages } from './messages/index.js';

const migrations: Migration[] = [
  {
    name: '001_acl_rules',
    async up(knex) {
      await knex.schema.createTable(ACL_TABLE, (t) => {
        t.string('project_id', 64).notNullable();
        t.string('tn', 255).notNullable();
        t.string('role', 32).notNullable();
        t.boolean('can_read').notNullable();
        t.boolean('can_create').notNullable();
        t.boolean('can_update').notNullable();
        t.boolean('can_delete').notNullable();
        t.primary(['project_id', 'tn', 'role']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(ACL_TABLE);
    },
  },
  {
    name: '002_hidden_tables',
    async up(knex) {
      await knex.schema.createTable(HIDDEN_TABLE, (t) => {
        t.string('project_id', 64).notNullable();
        t.string('tn', 255).notNullable();
        t.string('role', 32).notNullable();
        t.primary(['project_id', 'tn', 'role']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(HIDDEN_TABLE);
    },
  },
];

const switches = z
  .object({
    read: z.boolean({ error: 'read must be true or false' }),
    create: z.boolean({ error: 'create must be true or false' }),
    update: z.boolean({ error: 'update must be true or false' }),
    delete: z.boolean({ error: 'delete must be true or false' }),
  })
  .strict();
const tableRulesBody = z
  .object({
    roles: z.partialRecord(z.enum(ACL_ROLES, { error: `Rules are set for ${ACL_ROLES.join(', ')}` }), switches),
  })
  .strict();

const hiddenBody = z
  .object({ roles: z.array(z.enum(ACL_ROLES, { error: `Tables are hidden from ${ACL_ROLES.join(', ')}` })).max(ACL_ROLES.length) })
  .strict();

const aclSection = z
  .object({
    rules: z.array(z.object({ tn: z.string().max(255) }).extend(tableRulesBody.shape)).max(10_000),
    hidden: z.array(z.object({ tn: z.string().max(255) }).extend(hiddenBody.shape)).max(10_000),
  })
  .strict();

/** Only project admins (owner, creator) see and set the rules. */
const ACL_PERMISSION = 'aclManage';

export default definePlugin({
  manifest,
  server: {
    messages,
    migrations,
    setup(ctx) {
      const projects = ctx.services.get(ProjectsToken);
      const rules = new AclRules(ctx.meta, ctx.services.getOptional(ClusterBusToken));
      ctx.services.provide(TableAccessToken, rules);

      const router = createRouter({ mergeParams: true });
      const guard = ctx.http.requirePermission(ACL_PERMISSION, { projectIdParam: 'projectId' });
      const projectIdOf = (req: Request) => String(req.params.projectId);
      router.get('/', guard, async (req, res) => {
        await projects.get(projectIdOf(req));
        res.json({ roles: ACL_ROLES, list: await rules.list(projectIdOf(req)) });
      });
      // Meta Management: which roles each table is hidden from.
      router.get('/hidden', guard, async (req, res) => {
        await projects.get(projectIdOf(req));
        res.json({ roles: ACL_ROLES, list: await rules.listHidden(projectIdOf(req)) });
      });
      router.put('/hidden/:tn', guard, async (req, res) => {
        const projectId = projectIdOf(req);
        const tn = String(req.params.tn);
        if (!(await projects.tables(projectId)).some((t) => t.tn === tn)) throw new HttpError(404, `Table '${tn}' not found`);
        const body = validate(hiddenBody, req.body ?? {});
        res.json(await rules.setHidden(projectId, tn, [...new Set(body.roles)]));
      });
      router.put('/:tn', guard, async (req, res) => {
        const projectId = projectIdOf(req);
        const tn = String(req.params.tn);
        const tables = await projects.tables(projectId);
        if (!tables.some((t) => t.tn === tn)) throw new HttpError(404, `Table '${tn}' not found`);
        const body = validate(tableRulesBody, req.body ?? {});
        const next: TableRules = { tn, roles: body.roles };
        res.json(await rules.set(projectId, next));
      });
      ctx.http.mount('/api/v1/acl/:projectId', router);

      ctx.hooks.tap(ProjectHooks.deleted, ({ projectId }) => rules.forgetProject(projectId));

      // Project metadata export / import: the rules and hidden tables travel with the project.
      ctx.hooks.tap(ProjectMetaHooks.exported, async ({ projectId, sections }) => {
        sections[manifest.id] = { rules: await rules.list(projectId), hidden: await rules.listHidden(projectId) };
      });
      const sectionOf = (sections: Record<string, unknown>) =>
        sections[manifest.id] === undefined ? undefined : validate(aclSection, sections[manifest.id]);
      ctx.hooks.tap(ProjectMetaHooks.validate, ({ sections, tables }) => {
        const section = sectionOf(sections);
        const unknown = section && [...section.rules, ...section.hidden].find((r) => !tables.includes(r.tn));
        if (unknown) throw new HttpError(400, `Invalid archive: table access rules name the unknown table '${unknown.tn}'`);
      });
      ctx.hooks.tap(ProjectMetaHooks.imported, async ({ projectId, sections }) => {
        const section = sectionOf(sections);
        if (!section) return;
        for (const r of section.rules) await rules.set(projectId, { tn: r.tn, roles: r.roles });
        for (const h of section.hidden) await rules.setHidden(projectId, h.tn, h.roles);
      });
      ctx.hooks.tap(ProjectHooks.schemaChanged, async ({ projectId, renamedTables }) => {
        const tables = (await projects.tables(projectId)).map((t) => t.tn);
        await rules.follow(projectId, renamedTables ?? [], tables);
      });
    },
  },
});
