import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles, withViewMessages } from '@plinth/sdk/web';
import { ChecklistIcon } from '@primer/octicons-react';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/**
 * The web half of the form view: the `form` view type — the builder in a table's tab, the form
 * itself on its shared link (`/nc/form/:id`, served by the views plugin's shared page).
 */
export default definePlugin({
  manifest,
  web: {
    viewTypes: [
      {
        type: 'form',
        title: 'viewType.title',
        icon: ChecklistIcon,
        component: lazyComponent(() => import('./FormView.js')),
        sharedPath: '/nc/form/',
      },
    ],
    i18n: withViewMessages(localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true }))),
  },
});
