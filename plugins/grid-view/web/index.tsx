import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles, withViewMessages } from '@plinth/sdk/web';
import { TableIcon } from '@primer/octicons-react';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/**
 * The web half of the grid: the `grid` view type (the views plugin's table tab renders it for a
 * view of that type, and read only on a shared view's page) and the `grid-view` texts.
 */
export default definePlugin({
  manifest,
  web: {
    viewTypes: [{ type: 'grid', title: 'viewType.title', icon: TableIcon, component: lazyComponent(() => import('./GridView.js')) }],
    // The SDK's filter, field and cell texts come in every shipped locale; the grid's own in English.
    i18n: withViewMessages(localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true }))),
  },
});
