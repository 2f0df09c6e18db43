import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/** The web half of the acl plugin: the dashboard's ACL and Meta Management tabs (000 s.2), for project admins. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      { type: 'acl', title: 'tab.title', singleton: true, permission: 'aclManage', component: lazyComponent(() => import('./AclTab.js')) },
      {
        type: 'metaManagement',
        title: 'meta.title',
        singleton: true,
        permission: 'aclManage',
        component: lazyComponent(() => import('./MetaTab.js')),
      },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
