import { observer } from '@plinth/sdk/web';
import { Button, ToggleSwitch } from '@primer/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoot } from '../app/RootContext.js';
import classes from './settings.module.css';

/**
 * Spec 000 s.2 "Version & Updates": version and the auto-update switch. Double-clicking the panel
 * reveals "Application refresh", kept out of sight because it wipes every locally saved setting.
 */
export const VersionPanel = observer(function VersionPanel() {
  const root = useRoot();
  const { t } = useTranslation();
  const [refreshShown, setRefreshShown] = useState(false);
  return (
    <div className={classes.rows} onDoubleClick={() => setRefreshShown(true)}>
      <div className={classes.row}>
        <span className={classes.label}>{t('version.current')}</span>
        <span>{root.version ?? t('version.unknown')}</span>
      </div>
      <div className={classes.row}>
        <div>
          <span id="plinth-auto-update" className={classes.label}>
            {t('version.autoUpdate')}
          </span>
          <p className={classes.hint}>{t('version.autoUpdateHint')}</p>
        </div>
        <ToggleSwitch
          aria-labelledby="plinth-auto-update"
          size="small"
          checked={root.ui.settings.autoUpdate}
          onChange={(autoUpdate) => root.ui.update({ autoUpdate })}
        />
      </div>
      {refreshShown && (
        <div className={classes.row}>
          <p className={classes.hint}>{t('version.refreshHint')}</p>
          <Button variant="danger" onClick={() => root.refreshApplication()}>
            {t('version.refresh')}
          </Button>
        </div>
      )}
    </div>
  );
});
