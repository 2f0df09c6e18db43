import { observer } from '@plinth/sdk/web';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../app/contributed.js';
import { useRoot } from '../app/RootContext.js';
import { DOCS_URL } from '../config.js';
import { Brand } from './Brand.js';
import { LanguageMenu } from './LanguageMenu.js';
import { NotificationsMenu } from './NotificationsMenu.js';
import { OfflineLabel, ReleaseNotice } from './StatusItems.js';
import { UserMenu } from './UserMenu.js';
import classes from './topbar.module.css';

/** The default layout's bar: brand, Docs, version, then plugin items and the frame's menus. */
export const TopBar = observer(function TopBar() {
  const root = useRoot();
  const { t } = useTranslation();
  return (
    <header className={classes.bar}>
      <Brand />
      <a className={classes.link} href={DOCS_URL} target="_blank" rel="noreferrer">
        {t('topBar.docs')}
      </a>
      {root.version && <span className={classes.version}>{t('topBar.version', { version: root.version })}</span>}
      <ReleaseNotice />
      <span className={classes.spacer} />
      <OfflineLabel />
      {root.plugins.contributions('topBarItems').map(({ pluginId, id, component: Item }) => (
        <Isolated key={`${pluginId}:${id}`} pluginId={pluginId}>
          <Item />
        </Isolated>
      ))}
      <NotificationsMenu />
      <LanguageMenu />
      <UserMenu />
    </header>
  );
});

/** The slim bar of the other frames: the brand, and the language menu (visitors choose it before signing in). */
export function BrandBar() {
  return (
    <header className={classes.bar}>
      <Brand />
      <span className={classes.spacer} />
      <LanguageMenu />
    </header>
  );
}
