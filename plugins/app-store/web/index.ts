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

/** The web half of the App Store: its dashboard tab (000 s.2 tab type App Store), for plugin managers. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: 'appStore',
        title: 'tab',
        singleton: true,
        permission: 'pluginManage',
        component: lazyComponent(() => import('./AppStoreTab.js')),
      },
    ],
    i18n: { en, de, fr, es, ja, zh_CN, pt_BR },
  },
});
