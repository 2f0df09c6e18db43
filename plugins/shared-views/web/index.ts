import { definePlugin } from '@plinth/sdk';
import { placeholderRoute, placeholderTexts } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

const page = placeholderTexts('shared-views');

/**
 * The web half of the shared-views plugin: the shared base and shared form routes (000 s.2) show a
 * placeholder until those features land. The shared view page (`/nc/view/:id?`) is the views plugin's.
 */
export default definePlugin({
  manifest,
  web: {
    routes: [
      placeholderRoute('/nc/base/:shared_base_id?', page('base'), { layout: 'shared', public: true }),
      placeholderRoute('/nc/form/:id?', page('form'), { layout: 'shared', public: true }),
    ],
    i18n: { en },
  },
});
