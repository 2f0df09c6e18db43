import { intlLocale, languageName } from '@plinth/sdk';
import { observer } from '@plinth/sdk/web';
import { GlobeIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useRoot } from '../app/RootContext.js';
import { HOST_LANGUAGES } from '../i18n/i18n.js';

/** The top bar's language menu: every locale by its own name, each marked with its language for screen readers. */
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
            <ActionList.Item
              key={code}
              lang={intlLocale(code)}
              selected={code === current}
              onSelect={() => root.ui.update({ language: code })}
            >
              {languageName(code)}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
});
