import type { ThemePalette, User } from '@plinth/sdk';
import { fakeUiSettings, fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { observable, runInAction, type WebContext } from '@plinth/sdk/web';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRESET_PALETTES } from '../palettes.js';
import plugin from '../web/index.js';
import { contrastRatio, readableOn, TEXT_CONTRAST, textOn } from '../web/contrast.js';
import { paletteCss } from '../web/palette-css.js';

const web = plugin.web!;
const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

/** A WebContext made of plain observables: the plugin is tested against the SDK contract only. */
function fakeContext(options: { defaultTheme?: string; palettes?: readonly ThemePalette[]; failPalettes?: boolean } = {}) {
  const settings = fakeUiSettings();
  const session = observable({ user: null as User | null });
  const stored = new Map<string, unknown>();
  const ctx = fakeWebContext({
    texts: web.i18n?.en,
    permissions: [],
    api: {
      get: async <T,>(path: string): Promise<T> => {
        if (path !== '/api/v1/themes/palettes' || options.failPalettes) throw new Error('server down');
        return { list: options.palettes ?? PRESET_PALETTES, defaultTheme: options.defaultTheme ?? 'Default' } as T;
      },
    },
    ui: { settings, update: (patch) => runInAction(() => Object.assign(settings, patch)) },
    session: {
      get user() {
        return session.user;
      },
    },
    storage: (pluginId) => ({
      get: <T,>(key: string) => stored.get(`${pluginId}.${key}`) as T | undefined,
      set: (key, value) => void stored.set(`${pluginId}.${key}`, structuredClone(value)),
      remove: (key) => void stored.delete(`${pluginId}.${key}`),
    }),
  });
  const signIn = (email: string | null) =>
    runInAction(() => {
      session.user = email ? { email, roles: {} } : null;
    });
  return { ctx, settings, stored, signIn };
}

const styleText = () => document.getElementById('plinth-theme-palette')?.textContent ?? '';
let deactivate: (() => void) | undefined;
afterEach(() => {
  deactivate?.();
  deactivate = undefined;
});
const activate = async (ctx: WebContext) => {
  deactivate = web.activate?.(ctx) ?? undefined;
  await flush();
};

describe('themes plugin: activation', () => {
  it("applies the server's default theme to a user without a choice, without saving it", async () => {
    const { ctx, settings, stored } = fakeContext({ defaultTheme: 'Orange' });
    await activate(ctx);
    expect(settings.themeName).toBe('Orange');
    expect(styleText()).toContain('--plinth-color-primary: #FB8C00');
    expect(stored.has('themes.prefs:anonymous')).toBe(false);
  });

  it('restores the stored choice and keeps it per user (e-mail, or anonymous)', async () => {
    const { ctx, settings, stored, signIn } = fakeContext();
    stored.set('themes.prefs:anonymous', { darkTheme: true, themeName: 'Grapes', customTheme: null });
    await activate(ctx);
    expect(settings).toMatchObject({ darkTheme: true, themeName: 'Grapes' });
    expect(styleText()).toContain('--plinth-color-primary: #6A1B9A');

    signIn('ada@example.com');
    expect(settings).toMatchObject({ darkTheme: false, themeName: 'Default' });
    ctx.ui.update({ themeName: 'Strawberry' });
    expect(stored.get('themes.prefs:ada@example.com')).toEqual({ darkTheme: false, themeName: 'Strawberry', customTheme: null });

    signIn(null);
    expect(settings).toMatchObject({ darkTheme: true, themeName: 'Grapes' });
    signIn('ada@example.com');
    expect(settings.themeName).toBe('Strawberry');
  });

  it('saves a change back to the applied values too', async () => {
    const { ctx, stored } = fakeContext();
    await activate(ctx);
    ctx.ui.update({ darkTheme: true });
    ctx.ui.update({ darkTheme: false });
    expect(stored.get('themes.prefs:anonymous')).toMatchObject({ darkTheme: false });
  });

  it('paints from the cached palettes when the server is unreachable, and cleans up on deactivation', async () => {
    const { ctx, stored } = fakeContext({ failPalettes: true });
    stored.set('themes.palettes', { list: PRESET_PALETTES, defaultTheme: 'Default' });
    stored.set('themes.prefs:anonymous', { darkTheme: false, themeName: 'Strawberry', customTheme: null });
    await activate(ctx);
    expect(styleText()).toContain('--plinth-color-primary: #C2185B');
    deactivate?.();
    deactivate = undefined;
    expect(document.getElementById('plinth-theme-palette')).toBeNull();
  });

  it('leaves the frame light when deactivated, keeping the stored dark choice for later', async () => {
    const { ctx, settings, stored } = fakeContext();
    await activate(ctx);
    ctx.ui.update({ darkTheme: true });
    deactivate?.();
    deactivate = undefined;
    expect(settings.darkTheme).toBe(false);
    expect(stored.get('themes.prefs:anonymous')).toMatchObject({ darkTheme: true });
    await activate(ctx);
    expect(settings.darkTheme).toBe(true);
  });

  it('ctrl+shift+b toggles dark mode; the Themes menu entry opens Appearance', async () => {
    const { ctx, settings } = fakeContext();
    const shortcut = web.shortcuts?.find((s) => s.keys === 'ctrl+shift+b');
    shortcut?.run(ctx);
    expect(settings.darkTheme).toBe(true);
    web.userMenuItems?.find((item) => item.id === 'themes')?.onSelect?.(ctx);
    expect(ctx.openSettings).toHaveBeenCalledWith('appearance');
  });
});

describe('themes plugin: components', () => {
  const renderIn = (ctx: WebContext, Component: React.ComponentType) => render(withPlinth(ctx, <Component />));

  it('the top-bar button toggles dark mode and reports its state', async () => {
    const { ctx, settings } = fakeContext();
    const Toggle = web.topBarItems![0]!.component;
    renderIn(ctx, Toggle);
    const button = screen.getByRole('button', { name: 'Toggle dark mode' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(settings.darkTheme).toBe(true);
    expect(screen.getByRole('button', { name: 'Toggle dark mode' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('Appearance lists dark mode, language, the presets and the custom colours', async () => {
    const { ctx, settings } = fakeContext();
    await activate(ctx);
    const panel = web.settingsPanels!.find((p) => p.id === 'appearance')!;
    expect(ctx.i18n.t(panel.title)).toBe('Appearance');
    renderIn(ctx, panel.component);

    // Primer's ToggleSwitch is a pressed-state button.
    fireEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(settings.darkTheme).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'en');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Orange',
      'Default',
      'Strawberry',
      'Grapes',
      'Custom',
    ]);
    expect(screen.getByRole('radio', { name: 'Default' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Strawberry' }));
    expect(settings.themeName).toBe('Strawberry');
    expect(styleText()).toContain('--plinth-color-primary: #C2185B');

    const primary = screen.getByLabelText('Primary');
    expect(primary).toHaveProperty('value', '#c2185b');
    fireEvent.change(primary, { target: { value: '#123456' } });
    expect(settings.themeName).toBe('Custom');
    expect(settings.customTheme).toMatchObject({ primary: '#123456', secondary: '#F48FB1' });
    expect(styleText()).toContain('--plinth-color-primary: #123456');
    expect(screen.getByRole('radio', { name: 'Custom' })).toHaveProperty('checked', true);
  });
});

describe('palette CSS', () => {
  /** The declarations of the light (shared) block and the dark block of a palette's CSS. */
  function blocks(css: string): { light: Record<string, string>; dark: Record<string, string> } {
    const [light, dark] = [...css.matchAll(/\{([^}]*)\}/g)].map(
      (m) => Object.fromEntries([...m[1]!.matchAll(/(--[\w-]+): ([^;]+);/g)].map((d) => [d[1]!, d[2]!])) as Record<string, string>,
    );
    return { light: light!, dark: { ...light!, ...dark! } };
  }

  it("overrides Primer's functional colours in both modes and exposes the seven colours", () => {
    const css = paletteCss(PRESET_PALETTES[0]!.colors);
    for (const name of ['primary', 'secondary', 'accent', 'info', 'success', 'warning', 'error']) {
      expect(css).toContain(`--plinth-color-${name}:`);
    }
    expect(css).toContain('--button-primary-bgColor-rest: #FB8C00');
    expect(css).toContain('--header-bgColor: #FB8C00');
    expect(css).toContain('--bgColor-danger-muted: color-mix(in srgb, #E53935 15%, transparent)');
    expect(css).toMatch(/\[data-color-mode="dark"\][^{]*\{[^}]*--fgColor-success: #/);
  });

  it.each(PRESET_PALETTES.map((p) => [p.name, p] as const))(
    'keeps WCAG AA text contrast with the %s preset in both modes',
    (_name, palette) => {
      const { light, dark } = blocks(paletteCss(palette.colors));
      const texts = ['--fgColor-accent', '--fgColor-success', '--fgColor-attention', '--fgColor-danger'];
      for (const [mode, vars, grounds] of [
        ['light', light, ['#FFFFFF', '#F6F8FA']],
        ['dark', dark, ['#0D1117', '#151B23']],
      ] as const) {
        for (const name of texts) {
          for (const ground of grounds)
            expect(contrastRatio(vars[name]!, ground), `${mode} ${name} on ${ground}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        }
      }
      // Text on the coloured surfaces: the top bar, primary buttons, emphasis labels and counters (white text).
      expect(contrastRatio(light['--header-fgColor-default']!, light['--header-bgColor']!)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrastRatio(light['--button-primary-fgColor-rest']!, light['--button-primary-bgColor-rest']!)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
      for (const family of ['accent', 'success', 'attention', 'danger', 'neutral']) {
        expect(contrastRatio('#FFFFFF', light[`--bgColor-${family}-emphasis`]!), family).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    },
  );

  it('shades a colour only as far as contrast needs, and black or white text on a surface', () => {
    expect(readableOn('#1A7F37', ['#FFFFFF'])).toBe('#1A7F37');
    const shaded = readableOn('#FFB300', ['#FFFFFF']);
    expect(contrastRatio(shaded, '#FFFFFF')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(shaded, '#FFFFFF')).toBeLessThan(6);
    expect(contrastRatio(readableOn('#005CAF', ['#0D1117']), '#0D1117')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(textOn('#FFEB3B')).toBe('#000000');
    expect(textOn('#1867C0')).toBe('#FFFFFF');
    // A custom colour that is no hex colour is left to the browser.
    expect(readableOn('rebeccapurple', ['#FFFFFF'])).toBe('rebeccapurple');
  });
});
