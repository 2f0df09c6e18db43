import type { ThemeColors } from '@plinth/sdk';
import { readableOn, textOn, tintOver } from './contrast.js';

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

/** Share of a colour in its family's muted background (`--bgColor-<family>-muted`). */
const MUTED_TINT = 15;
/** Primer's page backgrounds (`--bgColor-default`, `--bgColor-muted`) where coloured text shows. */
const BACKGROUNDS = { light: ['#FFFFFF', '#F6F8FA'], dark: ['#0D1117', '#151B23'] } as const;
/** Primer's `--fgColor-onEmphasis` in both modes: the text on an emphasis background. */
const ON_EMPHASIS = '#FFFFFF';

/**
 * A text colour of `color` readable in `mode` on the page's backgrounds and on `tintOf`'s muted
 * background (a label or flash of that family), each of those as Primer paints them.
 */
function textColor(color: string, mode: keyof typeof BACKGROUNDS, tintOf: string): string {
  const grounds = BACKGROUNDS[mode].flatMap((ground) => [ground, tintOver(tintOf, MUTED_TINT / 100, ground)]);
  return readableOn(color, grounds);
}

function declarations(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
}

/**
 * CSS overriding Primer's functional variables with a palette: primary drives the top bar, primary
 * buttons and the selected-tab underline; secondary the neutral emphasis (counters, tooltips);
 * accent links and focus; info, success, warning and error the accent-muted, success, attention and
 * danger families. Every colour is also exposed as `--plinth-color-<name>`. Colours that text is
 * written in or on are shaded as far as WCAG AA contrast needs (a light primary gets black text).
 */
export function paletteCss(colors: ThemeColors): string {
  const shared: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) shared[`--plinth-color-${name}`] = value;

  const onPrimary = textOn(colors.primary);
  // Hover and active move away from the text colour, so they read at least as well as rest.
  const pressed = onPrimary === ON_EMPHASIS ? 'black' : 'white';
  const accentEmphasis = readableOn(colors.accent, [ON_EMPHASIS]);
  Object.assign(shared, {
    '--header-bgColor': colors.primary,
    '--header-fgColor-default': onPrimary,
    '--header-fgColor-logo': onPrimary,
    '--button-primary-bgColor-rest': colors.primary,
    '--button-primary-bgColor-hover': mix(colors.primary, 90, pressed),
    '--button-primary-bgColor-active': mix(colors.primary, 80, pressed),
    '--button-primary-fgColor-rest': onPrimary,
    '--button-primary-iconColor-rest': onPrimary,
    '--underlineNav-borderColor-active': colors.primary,
    '--bgColor-neutral-emphasis': readableOn(colors.secondary, [ON_EMPHASIS]),
    '--borderColor-neutral-emphasis': colors.secondary,
    '--fgColor-accent': textColor(colors.accent, 'light', colors.info),
    '--bgColor-accent-emphasis': accentEmphasis,
    '--borderColor-accent-emphasis': accentEmphasis,
    '--focus-outlineColor': textColor(colors.accent, 'light', colors.info),
    '--bgColor-accent-muted': tint(colors.info, MUTED_TINT),
    '--borderColor-accent-muted': tint(colors.info, 40),
  });
  Object.assign(dark, {
    '--fgColor-accent': textColor(colors.accent, 'dark', colors.info),
    '--focus-outlineColor': textColor(colors.accent, 'dark', colors.info),
  });

  for (const key of ['success', 'warning', 'error'] as const) {
    const family = FAMILIES[key];
    const color = colors[key];
    const emphasis = readableOn(color, [ON_EMPHASIS]);
    Object.assign(shared, {
      [`--fgColor-${family}`]: textColor(color, 'light', color),
      [`--bgColor-${family}-emphasis`]: emphasis,
      [`--borderColor-${family}-emphasis`]: emphasis,
      [`--bgColor-${family}-muted`]: tint(color, MUTED_TINT),
      [`--borderColor-${family}-muted`]: tint(color, 40),
    });
    dark[`--fgColor-${family}`] = textColor(color, 'dark', color);
  }

  return `${SCOPE} {\n${declarations(shared)}\n}\n${DARK_SCOPE} {\n${declarations(dark)}\n}\n`;
}
