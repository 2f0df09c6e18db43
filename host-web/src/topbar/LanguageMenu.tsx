import { intlLocale } from '@plinth/sdk';
import { observer } from '@plinth/sdk/web';
import { GlobeIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useRoot } from '../app/RootContext.js';
import { HOST_LANGUAGES } from '../i18n/i18n.js';

/** A locale's own name ('English', 'Deutsch'), from the browser; the code when it has none. */
function languageName(code: string): string {
  try {
    const tag = intlLocale(code);
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
  } catch {
    return code;
  }
}

export const LanguageMenu = observer(function LanguageMenu() {
  const root = useRoot();
  const { t } = useTranslation();
  const current = root.ui.settings.language;
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <IconButton icon={GlobeIcon} variant="invisible" aria-label={t('topBar.language')} />
      </ActionMenu.Anchor>
      <ActionMenu.Overlay width="small">
        <ActionList selectionVariant="single">
          {HOST_LANGUAGES.map((code) => (
            <ActionList.Item key={code} selected={code === current} onSelect={() => root.ui.update({ language: code })}>
              {languageName(code)}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
});
