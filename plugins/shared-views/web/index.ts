import { definePlugin } from '@plinth/sdk';
import { lazyComponent } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';
import { de } from './locales/de.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ja } from './locales/ja.js';
import { pt_BR } from './locales/pt_BR.js';
import { zh_CN } from './locales/zh_CN.js';

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
    i18n: { en, de, fr, es, ja, zh_CN, pt_BR },
  },
});
