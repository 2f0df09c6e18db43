import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/** The web half of the Excel / CSV import: My Projects' 'Create from Excel / CSV', and a dashboard tab adding tables. */
export default definePlugin({
  manifest,
  web: {
    projectActions: [
      {
        id: 'createFromSheet',
        title: 'action.create',
        list: true,
        permission: 'projectCreate',
        dialog: lazyComponent(() => import('./NewProjectDialog.js')),
      },
    ],
    dashboardTabs: [
      {
        type: 'sheetImport',
        title: 'tab.title',
        singleton: true,
        permission: 'tableCreate',
        component: lazyComponent(() => import('./ImportTab.js')),
      },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
