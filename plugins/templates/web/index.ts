import { definePlugin } from '@plinth/sdk';
import { placeholderRoute, placeholderTexts } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
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
      placeholderRoute('/inspire', page('inspire')),
    ],
    i18n: { en, de, fr, es, ja, zh_CN, pt_BR },
  },
});
