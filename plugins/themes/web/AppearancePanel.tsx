import { THEME_COLOR_KEYS, type ThemeColorKey, type ThemeColors } from '@plinth/sdk';
import { observer, usePlinth, useT } from '@plinth/sdk/web';
import { FormControl, Radio, RadioGroup, Select, Stack, Text, ToggleSwitch } from '@primer/react';
import type { CSSProperties } from 'react';
import { CUSTOM_THEME, paletteState, pickPrefs, PLUGIN_ID, resolveColors } from './theme-state.js';

/** `<input type="color">` only takes #rrggbb. */
function toHex(color: string | undefined): string {
  if (!color) return '#000000';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#000000';
}

function languageName(code: string): string {
  try {
    const tag = code.replace('_', '-');
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
  } catch {
    return code;
  }
}

// Inline styles: the plugin ships no stylesheet; Primer's tokens keep both colour modes right.
const hintStyle: CSSProperties = { margin: 0, color: 'var(--fgColor-muted)', fontSize: 'var(--text-body-size-small)' };
const swatchStyle: CSSProperties = {
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: 'var(--borderWidth-thin) solid var(--borderColor-default)',
};
const colorGridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: 'var(--base-size-12)',
  marginTop: 'var(--base-size-8)',
};
const colorInputStyle: CSSProperties = {
  width: 32,
  height: 32,
  padding: 0,
  border: 'var(--borderWidth-thin) solid var(--borderColor-default)',
  borderRadius: 'var(--borderRadius-medium)',
  background: 'none',
  cursor: 'pointer',
};

function Hint({ children, alert }: { children: string; alert?: boolean }) {
  return (
    <p style={hintStyle} role={alert ? 'alert' : undefined}>
      {children}
    </p>
  );
}

function Swatches({ colors }: { colors: ThemeColors }) {
  return (
    <Stack as="span" direction="horizontal" gap="none" aria-hidden="true">
      {THEME_COLOR_KEYS.map((key) => (
        <span key={key} style={{ ...swatchStyle, backgroundColor: colors[key] }} />
      ))}
    </Stack>
  );
}

/** Settings > Appearance (spec 000 s.2): dark mode, language, preset themes and the custom theme. */
export const AppearancePanel = observer(function AppearancePanel() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const { settings } = ctx.ui;
  const { list, loaded, error } = paletteState;
  // What the colour pickers show and a new custom theme starts from: the colours in use.
  const current: ThemeColors | undefined = resolveColors(pickPrefs(settings), list) ?? list[0]?.colors;

  const choose = (themeName: string) => {
    if (themeName !== CUSTOM_THEME) return ctx.ui.update({ themeName });
    ctx.ui.update({ themeName, customTheme: settings.customTheme ?? current ?? null });
  };
  const setColor = (key: ThemeColorKey, value: string) => {
    if (!current) return;
    ctx.ui.update({ themeName: CUSTOM_THEME, customTheme: { ...current, [key]: value } });
  };

  return (
    <Stack gap="spacious">
      <Stack direction="horizontal" align="center" justify="space-between">
        <div>
          <Text id="themes-dark-mode" weight="semibold">
            {t('darkMode')}
          </Text>
          <Hint>{t('darkMode.hint')}</Hint>
        </div>
        <ToggleSwitch
          aria-labelledby="themes-dark-mode"
          size="small"
          checked={settings.darkTheme}
          onChange={(darkTheme) => ctx.ui.update({ darkTheme })}
        />
      </Stack>

      <FormControl>
        <FormControl.Label>{t('language')}</FormControl.Label>
        <Select value={settings.language} onChange={(event) => ctx.ui.update({ language: event.target.value })}>
          {ctx.i18n.languages.map((code) => (
            <Select.Option key={code} value={code}>
              {languageName(code)}
            </Select.Option>
          ))}
        </Select>
      </FormControl>

      <RadioGroup name="themes-preset" onChange={(value) => value && choose(value)}>
        <RadioGroup.Label>{t('presets')}</RadioGroup.Label>
        {!loaded && list.length === 0 && <Hint>{t('presets.loading')}</Hint>}
        {error && list.length === 0 && <Hint alert>{t('presets.failed', { msg: error })}</Hint>}
        {list.map((palette) => (
          <FormControl key={palette.name}>
            <Radio value={palette.name} checked={settings.themeName === palette.name} />
            <FormControl.Label>
              <Stack as="span" direction="horizontal" align="center" gap="condensed">
                {palette.name}
                <Swatches colors={palette.colors} />
              </Stack>
            </FormControl.Label>
          </FormControl>
        ))}
        <FormControl>
          <Radio value={CUSTOM_THEME} checked={settings.themeName === CUSTOM_THEME} disabled={!current && !settings.customTheme} />
          <FormControl.Label>{t('custom.option')}</FormControl.Label>
        </FormControl>
      </RadioGroup>

      <section aria-labelledby="themes-custom">
        <Text id="themes-custom" weight="semibold">
          {t('custom')}
        </Text>
        <Hint>{t('custom.hint')}</Hint>
        <div style={colorGridStyle}>
          {THEME_COLOR_KEYS.map((key) => (
            <Stack as="label" key={key} direction="horizontal" align="center" gap="condensed">
              <input
                type="color"
                style={colorInputStyle}
                value={toHex(current?.[key])}
                disabled={!current}
                onChange={(event) => setColor(key, event.target.value)}
              />
              {t(`color.${key}`)}
            </Stack>
          ))}
        </div>
      </section>
    </Stack>
  );
});
