import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { DASHBOARD_PATH } from './dashboard.js';
import { en } from './i18n.js';

/**
 * The web half of the dashboard: the `/nc/:project_id` screen. Its tabs are other plugins'
 * `dashboardTabs` contributions (a table opens the `table` type), its extra tree folders their
 * `treeNodes`; labels are keys of the `dashboard` i18n namespace.
 */
export default definePlugin({
  manifest,
  web: {
    routes: [{ path: DASHBOARD_PATH, component: lazyComponent(() => import('./DashboardPage.js')) }],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
