import { definePlugin } from '@plinth/sdk';
import { lazyComponent } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { SEED_PERMISSION } from '../types.js';
import { en } from './i18n.js';
import { de } from './locales/de.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ja } from './locales/ja.js';
import { pt_BR } from './locales/pt_BR.js';
import { zh_CN } from './locales/zh_CN.js';

/** The web half of Sample data: its dashboard tab, listed with the tools under Settings, for the project's owners and creators. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: 'seedData',
        title: 'tab',
        singleton: true,
        permission: SEED_PERMISSION,
        component: lazyComponent(() => import('./SeedDataTab.js')),
      },
    ],
    i18n: { en, de, fr, es, ja, zh_CN, pt_BR },
  },
});
