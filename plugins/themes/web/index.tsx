import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { activateThemes } from './activate.js';
import { AppearancePanel } from './AppearancePanel.js';
import { DarkModeToggle } from './DarkModeToggle.js';
import { en } from './i18n.js';
import { toggleDarkMode } from './theme-state.js';

/** The web half of the themes plugin: labels are keys of its `themes` i18n namespace. */
export default definePlugin({
  manifest,
  web: {
    topBarItems: [{ id: 'dark-mode', order: 10, component: DarkModeToggle }],
    userMenuItems: [{ id: 'themes', label: 'menu.themes', when: 'always', onSelect: (ctx) => ctx.openSettings('appearance') }],
    settingsPanels: [{ id: 'appearance', title: 'settings.appearance', order: 0, component: AppearancePanel }],
    // 000 s.2 tab type "Themes (project settings)": the project's own theme, for its admins.
    dashboardTabs: [
      {
        type: 'themes',
        title: 'project.tab',
        singleton: true,
        permission: 'projectMeta',
        component: lazyComponent(() => import('./ProjectThemeTab.js')),
      },
    ],
    shortcuts: [{ keys: 'ctrl+shift+b', description: 'toggleDarkMode', run: toggleDarkMode }],
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
    activate: activateThemes,
  },
});
