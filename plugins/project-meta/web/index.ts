import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { downloadExport, importFromFile, pickArchive } from './transfer-actions.js';
import { en } from './i18n.js';

/** The web half of the project-meta plugin: the dashboard's Info and Meta tabs (000 s.2), for project admins. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: 'info',
        title: 'info.tab',
        singleton: true,
        permission: 'projectMeta',
        component: lazyComponent(() => import('./InfoTab.js')),
      },
      {
        type: 'meta',
        title: 'meta.tab',
        singleton: true,
        permission: 'projectMeta',
        component: lazyComponent(() => import('./MetaTab.js')),
      },
    ],
    // My Projects (000 s.2): export and import per project (clear metadata is the projects
    // plugin's own action), 'import project metadata zip' beside New project.
    projectActions: [
      {
        id: 'exportMeta',
        title: 'meta.export',
        permission: 'projectMeta',
        run: (ctx, project) => (project ? downloadExport(ctx, project.id) : undefined),
      },
      {
        id: 'importMetaInto',
        title: 'meta.importInto',
        permission: 'projectMeta',
        run: async (ctx, project) => {
          const file = project && (await pickArchive());
          if (file) await importFromFile(ctx, file, project);
        },
      },
      {
        id: 'importMeta',
        title: 'meta.import',
        list: true,
        permission: 'projectCreate',
        run: async (ctx) => {
          const file = await pickArchive();
          if (file) await importFromFile(ctx, file);
        },
      },
    ],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
