import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { SEED_PERMISSION } from '../types.js';
import { en } from './i18n.js';

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
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
