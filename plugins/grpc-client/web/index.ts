import { definePlugin } from '@plinth/sdk';
import { DASHBOARD_TAB_TYPES, lazyComponent } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';
import { de } from './locales/de.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ja } from './locales/ja.js';
import { pt_BR } from './locales/pt_BR.js';
import { zh_CN } from './locales/zh_CN.js';

/**
 * The web half of the gRPC Client: its dashboard tab (000 s.2 tab type gRPC Client, opened once;
 * the dashboard opens it by default for a gRPC project), for whoever may read the project's rows.
 */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: DASHBOARD_TAB_TYPES.grpcClient,
        title: 'tab',
        singleton: true,
        permission: 'airTable',
        component: lazyComponent(() => import('./GrpcClientTab.js')),
      },
    ],
    i18n: { en, de, fr, es, ja, zh_CN, pt_BR },
  },
});
