import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/** The web half of Webhooks: its dashboard tab (Settings > Webhooks), for the project's owners and creators. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: 'webhooks',
        title: 'tab',
        singleton: true,
        permission: 'hookList',
        component: lazyComponent(() => import('./WebhooksTab.js')),
      },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
