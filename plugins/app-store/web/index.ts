import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

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
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
