import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/** The web half of the SQL editor: its dashboard tab (000 s.2 "SQL editor tabs"), for the project's admins. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: 'sqlEditor',
        title: 'tab',
        singleton: true,
        permission: 'executeRawQuery',
        component: lazyComponent(() => import('./SqlEditorTab.js')),
      },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
