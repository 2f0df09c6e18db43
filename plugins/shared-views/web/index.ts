import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/**
 * The web half of the shared-views plugin: the shared base route (000 s.2), which opens a
 * project's dashboard for a visitor through its link. Shared views and forms (`/nc/view/:id?`,
 * `/nc/form/:id?`) are the views plugin's pages.
 */
export default definePlugin({
  manifest,
  web: {
    routes: [
      { path: '/nc/base/:shared_base_id?', layout: 'shared', public: true, component: lazyComponent(() => import('./SharedBasePage.js')) },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
