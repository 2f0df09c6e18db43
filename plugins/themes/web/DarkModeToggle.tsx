import { observer, usePlinth, useT } from '@plinth/sdk/web';
import { IconButton } from '@primer/react';
import { MoonIcon, SunIcon } from './icons.js';
import { PLUGIN_ID, toggleDarkMode } from './theme-state.js';

/** Top-bar button: a moon in light mode, a sun in dark mode; pressed while dark mode is on. */
export const DarkModeToggle = observer(function DarkModeToggle() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const dark = ctx.ui.settings.darkTheme;
  return (
    <IconButton
      icon={dark ? SunIcon : MoonIcon}
      variant="invisible"
      aria-label={t('toggleDarkMode')}
      aria-pressed={dark}
      onClick={() => toggleDarkMode(ctx)}
    />
  );
});
