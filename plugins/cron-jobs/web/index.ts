import { definePlugin } from '@plinth/sdk';
import { lazyComponent } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { CRON_JOBS_PERMISSION } from '../types.js';
import { en } from './i18n.js';
import { de } from './locales/de.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ja } from './locales/ja.js';
import { pt_BR } from './locales/pt_BR.js';
import { zh_CN } from './locales/zh_CN.js';

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
    i18n: { en, de, fr, es, ja, zh_CN, pt_BR },
  },
});
