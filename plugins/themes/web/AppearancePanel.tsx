import { intlLocale, languageName } from '@plinth/sdk';
import { observer, usePlinth, useT } from '@plinth/sdk/web';
import { FormControl, Select, Stack, Text, ToggleSwitch } from '@primer/react';
import { Hint, PalettePicker } from './PalettePicker.js';
import { PLUGIN_ID } from './theme-state.js';

/** Settings > Appearance (spec 000 s.2): dark mode, language, preset themes and the custom theme. */
export const AppearancePanel = observer(function AppearancePanel() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const { settings } = ctx.ui;

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
            <Select.Option key={code} value={code} lang={intlLocale(code)}>
              {languageName(code)}
            </Select.Option>
          ))}
        </Select>
      </FormControl>

      <PalettePicker
        name="themes-preset"
        value={{ themeName: settings.themeName, customTheme: settings.customTheme }}
        onChange={({ themeName, customTheme }) => ctx.ui.update({ themeName: themeName ?? undefined, customTheme })}
      />
    </Stack>
  );
});
