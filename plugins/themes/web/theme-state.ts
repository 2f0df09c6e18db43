import { THEME_COLOR_KEYS, type ThemeColors, type ThemePalette, type UiSettings } from '@plinth/sdk';
import { observable, runInAction, type WebContext } from '@plinth/sdk/web';

export const PLUGIN_ID = 'themes';
/** `themeName` of the user's own colours (`customTheme`). */
export const CUSTOM_THEME = 'Custom';
const FALLBACK_THEME = 'Default';

/** What the plugin remembers per user: the theme fields of the UI settings. */
export type ThemePrefs = Pick<UiSettings, 'darkTheme' | 'themeName' | 'customTheme'>;

export interface PalettesAnswer {
  list: ThemePalette[];
  /** The preset a user sees before choosing one (server setting). */
  defaultTheme?: string;
}

/** The preset palettes, shared by the activation (to apply them) and the settings panel (to list them). */
export const paletteState = observable({
  list: [] as ThemePalette[],
  defaultTheme: FALLBACK_THEME,
  error: null as string | null,
  loaded: false,
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isThemeColors(value: unknown): value is ThemeColors {
  return isRecord(value) && THEME_COLOR_KEYS.every((key) => typeof value[key] === 'string');
}

const isPalette = (value: unknown): value is ThemePalette =>
  isRecord(value) && typeof value.name === 'string' && isThemeColors(value.colors);

/** Accepts a palettes answer (from the server or the cache) only in its documented shape. */
export function parsePalettesAnswer(value: unknown): PalettesAnswer | undefined {
  if (!isRecord(value) || !Array.isArray(value.list)) return undefined;
  return {
    list: value.list.filter(isPalette),
    defaultTheme: typeof value.defaultTheme === 'string' ? value.defaultTheme : undefined,
  };
}

export function parsePrefs(value: unknown): ThemePrefs | undefined {
  if (!isRecord(value) || typeof value.darkTheme !== 'boolean' || typeof value.themeName !== 'string') return undefined;
  return {
    darkTheme: value.darkTheme,
    themeName: value.themeName,
    customTheme: isThemeColors(value.customTheme) ? value.customTheme : null,
  };
}

/** Always the same key order, so two snapshots compare equal as JSON. */
export function pickPrefs(settings: UiSettings): ThemePrefs {
  return { darkTheme: settings.darkTheme, themeName: settings.themeName, customTheme: settings.customTheme };
}

/** Colours to apply: the custom theme, the chosen preset, or none (Primer's own) while unknown. */
export function resolveColors(prefs: ThemePrefs, palettes: readonly ThemePalette[]): ThemeColors | null {
  if (prefs.themeName === CUSTOM_THEME) return prefs.customTheme;
  return palettes.find((palette) => palette.name === prefs.themeName)?.colors ?? null;
}

export function setPalettes(answer: PalettesAnswer): void {
  runInAction(() => {
    paletteState.list = answer.list;
    paletteState.defaultTheme = answer.defaultTheme ?? FALLBACK_THEME;
    paletteState.error = null;
    paletteState.loaded = true;
  });
}

export function setPalettesError(message: string): void {
  runInAction(() => {
    paletteState.error = message;
    paletteState.loaded = true;
  });
}

export function toggleDarkMode(ctx: WebContext): void {
  ctx.ui.update({ darkTheme: !ctx.ui.settings.darkTheme });
}

/** The theme of the project whose dashboard is open (it overrides the user's palette there). */
export const projectThemeState = observable({
  projectId: null as string | null,
  theme: null as PaletteChoiceState | null,
});
/** A project's theme as the state keeps it (the Themes tab's `PaletteChoice`). */
export interface PaletteChoiceState {
  themeName: string | null;
  customTheme: ThemeColors | null;
}

export function setProjectTheme(projectId: string | null, theme: PaletteChoiceState | null): void {
  runInAction(() => {
    projectThemeState.projectId = projectId;
    projectThemeState.theme = theme;
  });
}

/** The colours of the open project's own theme, or null when it has none. */
export function projectColors(palettes: readonly ThemePalette[]): ThemeColors | null {
  const theme = projectThemeState.theme;
  if (!theme?.themeName) return null;
  return resolveColors({ darkTheme: false, themeName: theme.themeName, customTheme: theme.customTheme }, palettes);
}
