import { definePlugin } from '@plinth/sdk';
import { lazyComponent } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';
import { de } from './locales/de.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ja } from './locales/ja.js';
import { pt_BR } from './locales/pt_BR.js';
import { zh_CN } from './locales/zh_CN.js';

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
    i18n: { en, de, fr, es, ja, zh_CN, pt_BR },
  },
});
