import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

const component = lazyComponent(() => import('./ObjectTab.js'));

/**
 * The tabs the dashboard's tree opens for database objects: a function, procedure, trigger,
 * sequence or index by its own type, a view's definition as `viewDefinition` (the view itself
 * opens in the grid). Params `{ projectId, dbAlias, name, type }`; an empty name is a new object.
 */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      { type: 'viewDefinition', title: 'title.viewDefinition', component, permission: 'dbObjectRead' },
      { type: 'function', title: 'title.function', component, permission: 'dbObjectRead' },
      { type: 'procedure', title: 'title.procedure', component, permission: 'dbObjectRead' },
      { type: 'trigger', title: 'title.trigger', component, permission: 'dbObjectRead' },
      { type: 'sequence', title: 'title.sequence', component, permission: 'dbObjectRead' },
      { type: 'index', title: 'title.index', component, permission: 'dbObjectRead' },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
