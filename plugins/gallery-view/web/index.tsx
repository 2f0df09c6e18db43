import { definePlugin } from '@plinth/sdk';
import { lazyComponent, withViewMessages } from '@plinth/sdk/web';
import { ImageIcon } from '@primer/octicons-react';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';
import { de } from './locales/de.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ja } from './locales/ja.js';
import { pt_BR } from './locales/pt_BR.js';
import { zh_CN } from './locales/zh_CN.js';

/**
 * The web half of the gallery: the `gallery` view type (the views plugin's table tab renders it
 * for a view of that type, and read only on a shared view's page) and its texts.
 */
export default definePlugin({
  manifest,
  web: {
    viewTypes: [{ type: 'gallery', title: 'viewType.title', icon: ImageIcon, component: lazyComponent(() => import('./GalleryView.js')) }],
    i18n: withViewMessages({ en, de, fr, es, ja, zh_CN, pt_BR }),
  },
});
