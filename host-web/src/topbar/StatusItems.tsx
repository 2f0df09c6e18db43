import { observer } from '@plinth/sdk/web';
import { XIcon } from '@primer/octicons-react';
import { IconButton, Label } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useRoot } from '../app/RootContext.js';
import classes from './topbar.module.css';

/** 000 s.4: online / offline status; nothing shows while online. */
export const OfflineLabel = observer(function OfflineLabel() {
  const root = useRoot();
  const { t } = useTranslation();
  if (root.progress.online) return null;
  return (
    <Label variant="attention" title={t('topBar.offlineHint')} className={classes.status} data-testid="offline">
      {t('topBar.offline')}
    </Label>
  );
});

/** 000 s.4: 'Upgrade available' (after 1 s, when the feed's version is not the hidden one); hiding stores it. */
export const ReleaseNotice = observer(function ReleaseNotice() {
  const root = useRoot();
  const { t } = useTranslation();
  const { release } = root;
  if (!release.bannerVisible) return null;
  return (
    <span className={classes.release} role="status" data-testid="release-notice">
      <Label variant="success" title={t('release.version', { version: release.releaseVersion })} className={classes.status}>
        {t('release.available')}
      </Label>
      <IconButton icon={XIcon} size="small" variant="invisible" aria-label={t('release.hide')} onClick={release.hide} />
    </span>
  );
});
