import type { ThemeColors } from '@plinth/sdk';

/**
 * Where the overrides apply: Primer's ThemeProvider element (it carries data-color-mode and both
 * theme attributes). The `:root` prefix outranks Primer's own theme selectors (two attributes),
 * so the palette wins whichever stylesheet loads last.
 */
const SCOPE = ':root [data-color-mode][data-light-theme][data-dark-theme]';
const DARK_SCOPE = ':root [data-color-mode="dark"][data-light-theme][data-dark-theme]';

const mix = (color: string, percent: number, other: string): string => `color-mix(in srgb, ${color} ${percent}%, ${other})`;
const tint = (color: string, percent: number): string => mix(color, percent, 'transparent');

/** Primer's functional colour families the four status colours replace. */
const FAMILIES = { info: 'accent', success: 'success', warning: 'attention', error: 'danger' } as const;

function declarations(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
}

/**
 * CSS overriding Primer's functional variables with a palette: primary drives the top bar, primary
 * buttons and the selected-tab underline; secondary the neutral emphasis (counters, tooltips);
 * accent links and focus; info, success, warning and error the accent-muted, success, attention and
 * danger families. Every colour is also exposed as `--plinth-color-<name>`.
 */
export function paletteCss(colors: ThemeColors): string {
  const shared: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) shared[`--plinth-color-${name}`] = value;

  Object.assign(shared, {
    '--header-bgColor': colors.primary,
    '--button-primary-bgColor-rest': colors.primary,
    '--button-primary-bgColor-hover': mix(colors.primary, 90, 'black'),
    '--button-primary-bgColor-active': mix(colors.primary, 80, 'black'),
    '--underlineNav-borderColor-active': colors.primary,
    '--bgColor-neutral-emphasis': colors.secondary,
    '--borderColor-neutral-emphasis': colors.secondary,
    '--fgColor-accent': colors.accent,
    '--bgColor-accent-emphasis': colors.accent,
    '--borderColor-accent-emphasis': colors.accent,
    '--focus-outlineColor': colors.accent,
    '--bgColor-accent-muted': tint(colors.info, 15),
    '--borderColor-accent-muted': tint(colors.info, 40),
  });
  // Text on the dark background needs the lighter end of each colour to stay readable.
  dark['--fgColor-accent'] = mix(colors.accent, 60, 'white');

  for (const key of ['success', 'warning', 'error'] as const) {
    const family = FAMILIES[key];
    const color = colors[key];
    Object.assign(shared, {
      [`--fgColor-${family}`]: color,
      [`--bgColor-${family}-emphasis`]: color,
      [`--borderColor-${family}-emphasis`]: color,
      [`--bgColor-${family}-muted`]: tint(color, 15),
      [`--borderColor-${family}-muted`]: tint(color, 40),
    });
    dark[`--fgColor-${family}`] = mix(color, 70, 'white');
  }

  return `${SCOPE} {\n${declarations(shared)}\n}\n${DARK_SCOPE} {\n${declarations(dark)}\n}\n`;
}
