import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';

const en = {
  tab: 'API Client (Swagger)',
  frame: 'Swagger UI of this project',
  open: 'Open in a new window',
  noProject: 'Open a project to see its Swagger UI.',
};
/** The web half: the API Client (Swagger) tab (000 s.2), for anyone who may read the project's rows. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: 'apiClientSwagger',
        title: 'tab',
        singleton: true,
        permission: 'airTable',
        component: lazyComponent(() => import('./SwaggerTab.js')),
      },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
