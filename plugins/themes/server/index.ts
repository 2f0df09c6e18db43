import { definePlugin, z } from '@plinth/sdk';
import { createRouter, ProjectHooks, ProjectMetaHooks, ProjectsToken, validate } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { PALETTE_NAMES, PRESET_PALETTES } from '../palettes.js';
import { projectThemeSchema } from '../project-theme.js';
import { migrations, ProjectThemes } from './project-themes.js';

const settings = z.object({
  /** Palette a user sees until they pick one. */
  defaultTheme: z.enum(PALETTE_NAMES).default('Default'),
});
type ThemesSettings = z.infer<typeof settings>;

/** Project members read the project's theme (it paints their dashboard); its admins set it. */
const READ_PROJECT_THEME = 'airTable';
const SET_PROJECT_THEME = 'projectMeta';

export default definePlugin<ThemesSettings>({
  manifest,
  server: {
    settings,
    migrations,
    setup(ctx) {
      const router = createRouter();
      router.get('/palettes', ctx.http.publicRoute('the sign-in screen is themed too'), async (_req, res) => {
        const { defaultTheme } = await ctx.settings.get();
        res.json({ list: PRESET_PALETTES, defaultTheme });
      });
      ctx.http.mount('/api/v1/themes', router);

      // Project themes need projects (the project must exist); without that plugin there are none.
      const projects = ctx.services.getOptional(ProjectsToken);
      if (!projects) return;
      const themes = new ProjectThemes(ctx.meta);
      const perProject = createRouter({ mergeParams: true });
      const projectIdOf = (req: { params: Record<string, unknown> }) => String(req.params.projectId);
      perProject.get('/', ctx.http.requirePermission(READ_PROJECT_THEME, { projectIdParam: 'projectId' }), async (req, res) => {
        await projects.get(projectIdOf(req));
        res.json(await themes.get(projectIdOf(req)));
      });
      perProject.put('/', ctx.http.requirePermission(SET_PROJECT_THEME, { projectIdParam: 'projectId' }), async (req, res) => {
        await projects.get(projectIdOf(req));
        res.json(await themes.set(projectIdOf(req), validate(projectThemeSchema, req.body ?? {})));
      });
      ctx.http.mount('/api/v1/themes/project/:projectId', perProject);

      ctx.hooks.tap(ProjectHooks.deleted, ({ projectId }) => themes.forget(projectId));
      // The theme travels with the project's metadata export / import.
      ctx.hooks.tap(ProjectMetaHooks.exported, async ({ projectId, sections }) => {
        const theme = await themes.get(projectId);
        if (theme.themeName !== null) sections[manifest.id] = theme;
      });
      ctx.hooks.tap(ProjectMetaHooks.validate, ({ sections }) => {
        if (sections[manifest.id] !== undefined) validate(projectThemeSchema, sections[manifest.id]);
      });
      ctx.hooks.tap(ProjectMetaHooks.imported, async ({ projectId, sections }) => {
        if (sections[manifest.id] !== undefined) await themes.set(projectId, validate(projectThemeSchema, sections[manifest.id]));
      });
    },
  },
});
