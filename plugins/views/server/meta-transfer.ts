/**
 * Views in a project's metadata export / import: each table's views with their type, title, order
 * and settings (never share links or passwords); on import they are made again in the new project,
 * the table's first view taking the first exported one's place.
 */
import { z } from '@plinth/sdk';
import { HttpError, ProjectMetaHooks, validate, type ProjectsService, type ServerContext } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import type { ViewStore } from './store.js';
import { DEFAULT_DB_ALIAS, viewTable } from './tables.js';

const section = z
  .array(
    z
      .object({
        tn: z.string().min(1).max(255),
        title: z.string().min(1).max(255),
        type: z.string().min(1).max(64),
        settings: z.unknown(),
      })
      .strict(),
  )
  .max(100_000);

export function registerMetaTransfer(ctx: ServerContext, projects: ProjectsService, store: ViewStore): void {
  ctx.hooks.tap(ProjectMetaHooks.exported, async ({ projectId, sections }) => {
    const views: z.infer<typeof section> = [];
    for (const meta of await projects.tables(projectId, DEFAULT_DB_ALIAS)) {
      const table = await viewTable(projects, projectId, meta.tn, DEFAULT_DB_ALIAS);
      for (const v of await store.stored(table)) views.push({ tn: meta.tn, title: v.title, type: v.type, settings: v.settings });
    }
    sections[manifest.id] = views;
  });
  ctx.hooks.tap(ProjectMetaHooks.validate, ({ sections, tables }) => {
    if (sections[manifest.id] === undefined) return;
    const unknown = validate(section, sections[manifest.id]).find((v) => !tables.includes(v.tn));
    if (unknown) throw new HttpError(400, `Invalid archive: a view names the unknown table '${unknown.tn}'`);
  });
  ctx.hooks.tap(ProjectMetaHooks.imported, async ({ projectId, sections, userId, into }) => {
    if (sections[manifest.id] === undefined) return;
    const views = validate(section, sections[manifest.id]);
    for (const tn of new Set(views.map((v) => v.tn))) {
      const table = await viewTable(projects, projectId, tn, DEFAULT_DB_ALIAS);
      const existing = await store.list(table, userId);
      for (const [i, v] of views.filter((x) => x.tn === tn).entries()) {
        // In a new project the first view the table got on its own is the first exported one,
        // renamed if need be; an existing project's views are only matched by title.
        const target =
          existing.find((e) => e.title.toLowerCase() === v.title.toLowerCase()) ??
          (into === 'new' && i === 0 && existing[0]?.type === v.type
            ? await store.update(table, existing[0].id, { title: v.title })
            : undefined) ??
          (await store.create(table, { title: v.title, type: v.type }, userId));
        await store.saveSettings(table, target.id, v.settings);
      }
    }
  });
}
