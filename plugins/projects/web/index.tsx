import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';
import { PATHS } from './paths.js';
import { ProjectListPage } from './ProjectListPage.js';

const externalForm = lazyComponent(() => import('./ExternalProjectPage.js'));

/** The web half of the projects plugin: labels are keys of its `projects` i18n namespace. */
export default definePlugin({
  manifest,
  web: {
    routes: [
      { path: PATHS.list, component: ProjectListPage },
      // The forms are code-split: the list is where sessions land (the dashboard plugin owns /nc/:project_id).
      { path: PATHS.embedded, component: lazyComponent(() => import('./EmbeddedProjectPage.js')) },
      { path: PATHS.external, component: externalForm },
      { path: PATHS.project, component: externalForm },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
