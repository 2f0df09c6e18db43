import { THEME_COLOR_KEYS, type ThemeColorKey, type ThemeColors } from '@plinth/sdk';
import { observer, useT } from '@plinth/sdk/web';
import { FormControl, Radio, RadioGroup, Stack, Text } from '@primer/react';
import type { CSSProperties } from 'react';
import { CUSTOM_THEME, paletteState, PLUGIN_ID, resolveColors } from './theme-state.js';

/** `<input type="color">` only takes #rrggbb. */
function toHex(color: string | undefined): string {
  if (!color) return '#000000';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#000000';
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

export function Hint({ children, alert }: { children: string; alert?: boolean }) {
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

/** A theme choice: a preset's name or Custom with its colours; `themeName` null: no theme of its own. */
export interface PaletteChoice {
  themeName: string | null;
  customTheme: ThemeColors | null;
}

/**
 * The preset palettes and the custom theme's seven colour pickers, for a user's own theme
 * (Settings > Appearance) and a project's (the Themes tab). `noneLabel`: an extra first choice
 * for no theme of its own (`themeName` null).
 */
export const PalettePicker = observer(function PalettePicker({
  name,
  value,
  onChange,
  noneLabel,
  disabled,
}: {
  name: string;
  value: PaletteChoice;
  onChange: (next: PaletteChoice) => void;
  noneLabel?: string;
  disabled?: boolean;
}) {
  const t = useT(PLUGIN_ID);
  const { list, loaded, error } = paletteState;
  // What the colour pickers show and a new custom theme starts from: the colours in use.
  const current: ThemeColors | undefined =
    (value.themeName !== null
      ? resolveColors({ darkTheme: false, themeName: value.themeName, customTheme: value.customTheme }, list)
      : null) ?? list[0]?.colors;
  const choose = (themeName: string) => {
    if (themeName === '') return onChange({ themeName: null, customTheme: null });
    if (themeName !== CUSTOM_THEME) return onChange({ themeName, customTheme: value.customTheme });
    onChange({ themeName, customTheme: value.customTheme ?? current ?? null });
  };
  const setColor = (key: ThemeColorKey, color: string) => {
    if (current) onChange({ themeName: CUSTOM_THEME, customTheme: { ...current, [key]: color } });
  };

  return (
    <>
      <RadioGroup name={name} onChange={(choice) => choice !== null && choose(choice)} disabled={disabled}>
        <RadioGroup.Label>{t('presets')}</RadioGroup.Label>
        {!loaded && list.length === 0 && <Hint>{t('presets.loading')}</Hint>}
        {error && list.length === 0 && <Hint alert>{t('presets.failed', { msg: error })}</Hint>}
        {noneLabel !== undefined && (
          <FormControl>
            <Radio value="" checked={value.themeName === null} />
            <FormControl.Label>{noneLabel}</FormControl.Label>
          </FormControl>
        )}
        {list.map((palette) => (
          <FormControl key={palette.name}>
            <Radio value={palette.name} checked={value.themeName === palette.name} />
            <FormControl.Label>
              <Stack as="span" direction="horizontal" align="center" gap="condensed">
                {palette.name}
                <Swatches colors={palette.colors} />
              </Stack>
            </FormControl.Label>
          </FormControl>
        ))}
        <FormControl>
          <Radio value={CUSTOM_THEME} checked={value.themeName === CUSTOM_THEME} disabled={!current && !value.customTheme} />
          <FormControl.Label>{t('custom.option')}</FormControl.Label>
        </FormControl>
      </RadioGroup>

      <section aria-labelledby={`${name}-custom`}>
        <Text id={`${name}-custom`} weight="semibold">
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
                disabled={!current || disabled}
                onChange={(event) => setColor(key, event.target.value)}
              />
              {t(`color.${key}`)}
            </Stack>
          ))}
        </div>
      </section>
    </>
  );
});
