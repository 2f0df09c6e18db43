import { definePlugin, z } from '@plinth/sdk';
import { createRouter } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { PALETTE_NAMES, PRESET_PALETTES } from '../palettes.js';

const settings = z.object({
  /** Palette a user sees until they pick one. */
  defaultTheme: z.enum(PALETTE_NAMES).default('Default'),
});
type ThemesSettings = z.infer<typeof settings>;

export default definePlugin<ThemesSettings>({
  manifest,
  server: {
    settings,
    setup(ctx) {
      const router = createRouter();
      router.get('/palettes', ctx.http.publicRoute('the sign-in screen is themed too'), async (_req, res) => {
        const { defaultTheme } = await ctx.settings.get();
        res.json({ list: PRESET_PALETTES, defaultTheme });
      });
      ctx.http.mount('/api/v1/themes', router);
    },
  },
});
