import { autorun, dashboardProjectOf, reaction, type WebContext } from '@plinth/sdk/web';
import { paletteCss } from './palette-css.js';
import { projectThemePath } from '../project-theme.js';
import {
  paletteState,
  parsePalettesAnswer,
  parsePrefs,
  pickPrefs,
  PLUGIN_ID,
  projectColors,
  resolveColors,
  setPalettes,
  setPalettesError,
  setProjectTheme,
  type PaletteChoiceState,
  type ThemePrefs,
} from './theme-state.js';

const PALETTES_PATH = '/api/v1/themes/palettes';
/** Last palettes answer, so a reload paints the chosen preset before the server answers. */
const PALETTES_CACHE_KEY = 'palettes';
const STYLE_ELEMENT_ID = 'plinth-theme-palette';

/**
 * Follows the open project's theme: loaded when a dashboard opens (a caller who may not read it
 * keeps their own), dropped when it closes. The Themes tab updates it as it saves.
 */
function followProjectTheme(ctx: WebContext): () => void {
  let loading = 0;
  return reaction(
    () => dashboardProjectOf(ctx.route.path),
    (projectId) => {
      loading += 1;
      const ticket = loading;
      setProjectTheme(projectId, null);
      if (!projectId || !ctx.session.token) return;
      ctx.api.get<PaletteChoiceState>(projectThemePath(projectId)).then(
        (theme) => ticket === loading && setProjectTheme(projectId, theme),
        () => undefined,
      );
    },
    { fireImmediately: true },
  );
}

/**
 * Runs while the plugin is active: keeps each user's theme (stored under their e-mail, or
 * 'anonymous') in the UI settings, and the chosen palette in a style element overriding Primer's
 * colour variables; inside a project with a theme of its own, that one. Dark mode itself is the
 * frame's colour mode, driven by `darkTheme`.
 */
export function activateThemes(ctx: WebContext): () => void {
  const storage = ctx.storage(PLUGIN_ID);
  const userKey = (): string => ctx.session.user?.email ?? 'anonymous';
  const prefsKey = (user: string): string => `prefs:${user}`;
  const storedPrefs = (): ThemePrefs | undefined => parsePrefs(storage.get(prefsKey(userKey())));
  const defaultPrefs = (): ThemePrefs => ({ darkTheme: false, themeName: paletteState.defaultTheme, customTheme: null });

  // Prefs applied by this code rather than chosen by the user: not saved, so a user without a
  // choice keeps following the server's default theme.
  let applied: string | null = null;
  const apply = (prefs: ThemePrefs): void => {
    applied = JSON.stringify(prefs);
    ctx.ui.update(prefs);
  };

  const cached = parsePalettesAnswer(storage.get(PALETTES_CACHE_KEY));
  if (cached) setPalettes(cached);

  const style = document.createElement('style');
  style.id = STYLE_ELEMENT_ID;
  document.head.append(style);

  const disposers = [
    reaction(userKey, () => apply(storedPrefs() ?? defaultPrefs()), { fireImmediately: true }),
    reaction(
      () => JSON.stringify(pickPrefs(ctx.ui.settings)),
      (json) => {
        if (json !== applied) storage.set(prefsKey(userKey()), JSON.parse(json));
        applied = null;
      },
    ),
    followProjectTheme(ctx),
    autorun(() => {
      const colors = projectColors(paletteState.list) ?? resolveColors(pickPrefs(ctx.ui.settings), paletteState.list);
      style.textContent = colors ? paletteCss(colors) : '';
    }),
  ];

  let active = true;
  ctx.api.get<unknown>(PALETTES_PATH).then(
    (body) => {
      const answer = parsePalettesAnswer(body);
      if (!active) return;
      if (!answer) return setPalettesError('unexpected answer');
      setPalettes(answer);
      storage.set(PALETTES_CACHE_KEY, answer);
      if (!storedPrefs()) apply(defaultPrefs());
    },
    (err: unknown) => {
      if (active) setPalettesError(err instanceof Error ? err.message : String(err));
    },
  );

  return () => {
    active = false;
    for (const dispose of disposers) dispose();
    style.remove();
    // Disabling the plugin takes its look with it (there would be no toggle left to undo it);
    // the reactions are gone, so the user's stored choice stays for when it comes back.
    ctx.ui.update({ darkTheme: false });
  };
}
