import { definePlugin } from '@plinth/sdk';
import { dashboardProjectOf, dashboardTabPath, lazyComponent } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';
import { de } from './locales/de.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ja } from './locales/ja.js';
import { pt_BR } from './locales/pt_BR.js';
import { zh_CN } from './locales/zh_CN.js';
import { TerminalSettingsPanel } from './SettingsPanel.js';

const TAB_TYPE = 'terminal';

/** The web half of the terminal: its dashboard tab, the `t` shortcut (000 s.2) and a settings panel. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: TAB_TYPE,
        title: 'tab',
        singleton: true,
        // Only `*` roles hold it; the server lets only the Super Admin in, the tab says why not to others.
        permission: 'terminal',
        component: lazyComponent(() => import('./TerminalTab.js')),
      },
    ],
    shortcuts: [
      {
        keys: 't',
        description: 'openTerminal',
        run: (ctx) => {
          const project = dashboardProjectOf(ctx.route.path);
          if (project) ctx.navigate(dashboardTabPath(project, TAB_TYPE));
        },
      },
    ],
    settingsPanels: [{ id: 'terminal', title: 'settings.title', order: 50, component: TerminalSettingsPanel }],
    i18n: { en, de, fr, es, ja, zh_CN, pt_BR },
  },
});
