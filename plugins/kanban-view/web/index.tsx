import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles, withViewMessages } from '@plinth/sdk/web';
import { ProjectIcon } from '@primer/octicons-react';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/**
 * The web half of the kanban: the `kanban` view type (the views plugin's table tab renders it
 * for a view of that type, and read only on a shared view's page) and its texts.
 */
export default definePlugin({
  manifest,
  web: {
    viewTypes: [{ type: 'kanban', title: 'viewType.title', icon: ProjectIcon, component: lazyComponent(() => import('./KanbanView.js')) }],
    i18n: withViewMessages(localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true }))),
  },
});
