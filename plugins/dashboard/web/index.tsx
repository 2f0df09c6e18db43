import { definePlugin } from '@plinth/sdk';
import { lazyComponent } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { DASHBOARD_PATH } from './dashboard.js';
import { en } from './i18n.js';
import { de } from './locales/de.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ja } from './locales/ja.js';
import { pt_BR } from './locales/pt_BR.js';
import { zh_CN } from './locales/zh_CN.js';

/**
 * The web half of the dashboard: the `/nc/:project_id` screen. Its tabs are other plugins'
 * `dashboardTabs` contributions (a table opens the `table` type), its extra tree folders their
 * `treeNodes`; labels are keys of the `dashboard` i18n namespace.
 */
export default definePlugin({
  manifest,
  web: {
    routes: [{ path: DASHBOARD_PATH, component: lazyComponent(() => import('./DashboardPage.js')) }],
    i18n: { en, de, fr, es, ja, zh_CN, pt_BR },
  },
});
