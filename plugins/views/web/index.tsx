import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/**
 * The web half of named views: the dashboard's `table` tab (the table's views, the views drawer
 * and the active view's `viewTypes` component) and the public shared view page.
 */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [{ type: 'table', title: 'tab.title', component: lazyComponent(() => import('./ViewsTab.js')) }],
    // A shared link's page (000 s.2): views and forms; the view type's component renders it.
    routes: ['/nc/view/:id?', '/nc/form/:id?'].map((path) => ({
      path,
      layout: 'shared',
      public: true,
      component: lazyComponent(() => import('./SharedViewPage.js')),
    })),
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
