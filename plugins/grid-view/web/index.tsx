import { definePlugin } from '@plinth/sdk';
import { lazyComponent } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/** The web half of the grid: the dashboard's `table` tab and the `grid-view` texts. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [{ type: 'table', title: 'tab.title', component: lazyComponent(() => import('./GridView.js')) }],
    i18n: { en },
  },
});
