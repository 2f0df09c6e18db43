import { definePlugin } from '@plinth/sdk';
import { DASHBOARD_TAB_TYPES, lazyComponent, placeholderRoute, placeholderTexts } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { activateApiDocs, apiDocsMenuItems } from './api-docs.js';
import { en } from './i18n.js';

const page = placeholderTexts('api-client');

/**
 * The web half of the api-client plugin: the /apiClient route (a placeholder until the client
 * lands), the dashboard's GraphQL client tab and the user menu's API doc links for the open project.
 */
export default definePlugin({
  manifest,
  web: {
    routes: [placeholderRoute('/apiClient', page('client'))],
    // 000 s.2: a GraphQL project opens on its GraphQL client.
    dashboardTabs: [
      {
        type: DASHBOARD_TAB_TYPES.graphqlClient,
        title: 'graphql.title',
        singleton: true,
        component: lazyComponent(() => import('./GraphqlClientTab.js')),
      },
    ],
    userMenuItems: apiDocsMenuItems,
    i18n: { en },
    activate: activateApiDocs,
  },
});
