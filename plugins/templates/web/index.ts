import { definePlugin } from '@plinth/sdk';
import { lazyComponent } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { TemplateImportButton } from './gallery/TemplateImportButton.js';
import { bundles } from './i18n.js';

/**
 * The web half of the templates plugin: the gallery and a template's detail (000 s.2:
 * /project/templates, /project/templates/:id), the editor at /inspire, My Projects' 'Create from
 * template' (the gallery in a modal, creating a project) and the dashboard top bar's template
 * import (the gallery in a modal, importing into the open project).
 */
export default definePlugin({
  manifest,
  web: {
    routes: [
      {
        path: '/project/templates',
        component: lazyComponent(() => import('./gallery/pages.js').then((m) => ({ default: m.GalleryPage }))),
      },
      {
        path: '/project/templates/:id',
        component: lazyComponent(() => import('./gallery/pages.js').then((m) => ({ default: m.DetailPage }))),
      },
      { path: '/inspire', component: lazyComponent(() => import('./editor/index.js').then((m) => ({ default: m.InspirePage }))) },
    ],
    projectActions: [
      {
        id: 'createFromTemplate',
        title: 'projects.createFromTemplate',
        list: true,
        permission: 'projectCreate',
        dialog: lazyComponent(() => import('./gallery/GalleryDialog.js')),
      },
    ],
    topBarItems: [{ id: 'template-import', order: 5, component: TemplateImportButton }],
    i18n: bundles,
  },
});
