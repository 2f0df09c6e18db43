import { definePlugin } from '@plinth/sdk';
import { placeholderRoute, placeholderTexts } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

const page = placeholderTexts('shared-views');

/**
 * The web half of the shared-views plugin: the shared base route (000 s.2) shows a placeholder
 * until that feature lands. Shared views and forms (`/nc/view/:id?`, `/nc/form/:id?`) are the
 * views plugin's pages.
 */
export default definePlugin({
  manifest,
  web: {
    routes: [placeholderRoute('/nc/base/:shared_base_id?', page('base'), { layout: 'shared', public: true })],
    i18n: { en },
  },
});
