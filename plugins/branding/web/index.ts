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

/** The App Store saved the Branding settings: the top bar shows them at once, without a reload. */
function applySettings(ctx: WebContext, settings: Record<string, unknown>): void {
  const title = typeof settings.title === 'string' && settings.title ? settings.title : null;
  const logo = Array.isArray(settings.logo) ? (settings.logo[0] as { url?: unknown } | undefined) : undefined;
  ctx.brand?.set({ title, logoUrl: typeof logo?.url === 'string' && logo.url ? logo.url : null });
}

/** The web half of the branding plugin: no screens, the top bar's name and logo. */
export default definePlugin({
  manifest,
  web: { activate: activateBranding, onSettingsSaved: applySettings },
});
