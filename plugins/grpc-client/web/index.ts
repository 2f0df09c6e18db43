import { definePlugin } from '@plinth/sdk';
import { DASHBOARD_TAB_TYPES, lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

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
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
