import type { ShortcutContribution, WebContext } from '@plinth/sdk/web';

const togglePanel = (ctx: WebContext, panel: string) =>
  ctx.ui.update({ panels: { ...ctx.ui.settings.panels, [panel]: !ctx.ui.settings.panels[panel] } });

/**
 * Spec 000 s.2 (ctrl+shift+b, the dark mode toggle, is the themes plugin's): c opens settings,
 * d goes to /. Descriptions are keys of the host namespace. These come before plugin shortcuts.
 */
export const HOST_SHORTCUTS: readonly ShortcutContribution[] = [
  { keys: 'ctrl+shift+c', description: 'shortcut.settings', run: (ctx) => ctx.openSettings() },
  { keys: 'ctrl+shift+d', description: 'shortcut.home', run: (ctx) => ctx.navigate('/') },
  // Plain c and d too (the frame's earlier keys): Chromium keeps ctrl+shift+c for its developer
  // tools, so the page never sees it there. Plain keys stay quiet in fields and dialogs.
  { keys: 'c', description: 'shortcut.settings', run: (ctx) => ctx.openSettings() },
  { keys: 'd', description: 'shortcut.home', run: (ctx) => ctx.navigate('/') },
];

/**
 * Defaults after the plugins' shortcuts: a plugin providing the terminal or the output / log
 * windows binds the same keys and wins. o and l toggle the UI settings' panel flags (which such
 * windows read); t says the terminal is not there yet.
 */
export const HOST_FALLBACK_SHORTCUTS: readonly ShortcutContribution[] = [
  {
    keys: 'ctrl+shift+t',
    description: 'shortcut.terminal',
    run: (ctx) => ctx.toast.info(ctx.i18n.t('shortcut.comingSoon', { ns: 'host' })),
  },
  { keys: 'ctrl+shift+o', description: 'shortcut.output', run: (ctx) => togglePanel(ctx, 'output') },
  { keys: 'ctrl+shift+l', description: 'shortcut.log', run: (ctx) => togglePanel(ctx, 'log') },
];
