import { definePlugin } from '@plinth/sdk';
import { lazyComponent, placeholderRoute, placeholderTexts } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import * as editorTexts from './editor/i18n.js';
import { de, en, es, fr, ja, pt_BR, zh_CN } from './i18n.js';

const page = placeholderTexts('templates');

/**
 * The web half of the templates plugin. The gallery screens (000 s.2: /project/templates and
 * /project/templates/:id; /inspire) arrive with a later step; until then their routes show what
 * is coming, and the server's gallery API already answers.
 */
export default definePlugin({
  manifest,
  web: {
    routes: [
      placeholderRoute('/project/templates', page('gallery')),
      placeholderRoute('/project/templates/:id', page('detail')),
      { path: '/inspire', component: lazyComponent(() => import('./editor/index.js').then((m) => ({ default: m.InspirePage }))) },
    ],
    i18n: {
      en: { ...en, ...editorTexts.en },
      de: { ...de, ...editorTexts.de },
      fr: { ...fr, ...editorTexts.fr },
      es: { ...es, ...editorTexts.es },
      ja: { ...ja, ...editorTexts.ja },
      zh_CN: { ...zh_CN, ...editorTexts.zh_CN },
      pt_BR: { ...pt_BR, ...editorTexts.pt_BR },
    },
  },
});
