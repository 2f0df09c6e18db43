import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { CRON_JOBS_PERMISSION } from '../types.js';
import { en } from './i18n.js';

/** The web half of Cron Jobs: its dashboard tab (000 s.2 tab type Cron Jobs), for the project's owners and creators. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: 'cronJobs',
        title: 'tab',
        singleton: true,
        permission: CRON_JOBS_PERMISSION,
        component: lazyComponent(() => import('./CronJobsTab.js')),
      },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
