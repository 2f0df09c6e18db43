import { definePlugin } from '@plinth/sdk';
import type { WebContext } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import type { BrandingAnswer } from '../types.js';

/** Reads the brand and hands it to the frame's top bar; a failure keeps the default brand. */
function activateBranding(ctx: WebContext): () => void {
  let active = true;
  ctx.api.get<BrandingAnswer>('/api/v1/branding').then(
    (brand) => {
      if (active) ctx.brand?.set({ title: brand.title, logoUrl: brand.logo });
    },
    (err: unknown) => console.warn('[branding] could not read /api/v1/branding', err),
  );
  return () => {
    active = false;
    ctx.brand?.set({ title: null, logoUrl: null });
  };
}

/** The web half of the branding plugin: no screens, the top bar's name and logo. */
export default definePlugin({
  manifest,
  web: { activate: activateBranding },
});
