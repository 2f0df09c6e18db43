import { definePlugin } from '@plinth/sdk';
import { DASHBOARD_TAB_TYPES, lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/**
 * The web half of the team plugin: the dashboard's Team & Auth tab (000 s.2), for whoever may add
 * users to the project; the dashboard opens it first for admins.
 */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: DASHBOARD_TAB_TYPES.teamAndAuth,
        title: 'tab.title',
        singleton: true,
        permission: 'add-user',
        component: lazyComponent(() => import('./TeamTab.js')),
      },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
