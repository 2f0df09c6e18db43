import { definePlugin, z } from '@plinth/sdk';
import { createRouter } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import type { BrandingAnswer } from '../types.js';
import { messages } from './messages/index.js';

/** A logo is shown in an <img>: web addresses and inline images only. */
const logoUrl = z
  .string()
  .max(100_000)
  .refine((url) => /^https?:\/\//i.test(url) || /^data:image\/(png|jpeg|gif|webp|svg\+xml);/i.test(url) || url.startsWith('/'), {
    message: 'The logo url must be an http(s) address, a path on this server or an inline image',
  });

/** 000 s.3 plugin settings "Branding": title and logo (a JSON list with url). */
const settings = z.object({
  title: z.string().trim().max(100, 'The title is at most 100 characters').default(''),
  logo: z
    .array(z.object({ url: logoUrl }))
    .max(1, 'One logo at most')
    .default([]),
});
type BrandingSettings = z.infer<typeof settings>;

export default definePlugin<BrandingSettings>({
  manifest,
  server: {
    messages,
    settings,
    setup(ctx) {
      // Public: the brand shows on the sign-in screen too. Editing goes through the plugin
      // settings API (PUT /api/v1/plugins/branding/settings, plugin-manage permission).
      const router = createRouter();
      router.get('/', ctx.http.publicRoute('the brand shows on the sign-in screen'), async (_req, res) => {
        const { title, logo } = await ctx.settings.get();
        const answer: BrandingAnswer = { title: title || null, logo: logo[0]?.url ?? null };
        res.json(answer);
      });
      ctx.http.mount('/api/v1/branding', router);
    },
  },
});
