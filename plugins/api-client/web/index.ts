import { definePlugin } from '@plinth/sdk';
import { placeholderRoute, type PlaceholderOptions } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { activateApiDocs, apiDocsMenuItems } from './api-docs.js';
import { en } from './i18n.js';

const page = (key: string): PlaceholderOptions => ({ pluginId: 'api-client', title: `${key}.title`, description: `${key}.body`, home: 'home' });

/**
 * The web half of the api-client plugin: the /apiClient route (a placeholder until the client
 * lands) and the user menu's API doc links for the open project.
 */
export default definePlugin({
  manifest,
  web: {
    routes: [
      placeholderRoute('/apiClient', page('client')),
    ],
    userMenuItems: apiDocsMenuItems,
    i18n: { en },
    activate: activateApiDocs,
  },
});
