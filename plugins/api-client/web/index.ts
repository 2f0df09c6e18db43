import { definePlugin } from '@plinth/sdk';
import { DASHBOARD_TAB_TYPES, lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { activateApiDocs, apiDocsMenuItems } from './api-docs.js';
import { en } from './i18n.js';

/**
 * The web half of the api-client plugin: the API client at /apiClient and as the dashboard's API
 * Client tab, the GraphQL client tab, and the user menu's API doc links for the open project.
 */
export default definePlugin({
  manifest,
  web: {
    routes: [{ path: '/apiClient', component: lazyComponent(() => import('./ApiClientPage.js')) }],
    dashboardTabs: [
      // 000 s.2 tab type "API Client": for anyone in the project (the requests are their own calls).
      { type: 'apiClient', title: 'tab', singleton: true, component: lazyComponent(() => import('./ApiClientTab.js')) },
      // 000 s.2: a GraphQL project opens on its GraphQL client.
      {
        type: DASHBOARD_TAB_TYPES.graphqlClient,
        title: 'graphql.title',
        singleton: true,
        component: lazyComponent(() => import('./GraphqlClientTab.js')),
      },
    ],
    userMenuItems: apiDocsMenuItems,
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
    activate: activateApiDocs,
  },
});
