import { definePlugin } from '@plinth/sdk';
import { placeholderRoute, type PlaceholderOptions } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

const page = (key: string): PlaceholderOptions => ({
  pluginId: 'referral',
  title: `${key}.title`,
  description: `${key}.body`,
  home: 'home',
});

/** The web half of the referral plugin: its routes (000 s.2) show a placeholder until the feature lands. */
export default definePlugin({
  manifest,
  web: {
    routes: [placeholderRoute('/referral', page('referral'))],
    i18n: { en },
  },
});
