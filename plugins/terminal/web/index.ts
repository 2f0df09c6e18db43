import { definePlugin } from '@plinth/sdk';
import { dashboardProjectOf, dashboardTabPath, lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { en } from './i18n.js';
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
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
  },
});
