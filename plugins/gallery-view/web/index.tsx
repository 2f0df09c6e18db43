import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles, withViewMessages } from '@plinth/sdk/web';
import { ImageIcon } from '@primer/octicons-react';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';

/**
 * The web half of the gallery: the `gallery` view type (the views plugin's table tab renders it
 * for a view of that type, and read only on a shared view's page) and its texts.
 */
export default definePlugin({
  manifest,
  web: {
    viewTypes: [{ type: 'gallery', title: 'viewType.title', icon: ImageIcon, component: lazyComponent(() => import('./GalleryView.js')) }],
    i18n: withViewMessages(localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true }))),
  },
});
