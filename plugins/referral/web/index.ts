import { definePlugin } from '@plinth/sdk';
import { localeBundles, placeholderRoute, placeholderTexts } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

const page = placeholderTexts('referral');

/** The web half of the referral plugin: its routes (000 s.2) show a placeholder until the feature lands. */
export default definePlugin({
  manifest,
  web: {
    routes: [placeholderRoute('/referral', page('referral'))],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
