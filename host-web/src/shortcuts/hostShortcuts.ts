import type { ShortcutContribution } from '@plinth/sdk/web';

/** Spec 000 s.2: c opens settings, d goes to /. Descriptions are keys of the host namespace. */
export const HOST_SHORTCUTS: readonly ShortcutContribution[] = [
  { keys: 'c', description: 'shortcut.settings', run: (ctx) => ctx.openSettings() },
  { keys: 'd', description: 'shortcut.home', run: (ctx) => ctx.navigate('/') },
];
