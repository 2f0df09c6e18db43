import { observer } from '@plinth/sdk/web';
import { Button, ConfirmationDialog, TextInput, ToggleSwitch } from '@primer/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoot } from '../app/RootContext.js';
import { TelemetryState, type TelemetrySwitch } from '../store/TelemetryState.js';
import classes from './settings.module.css';

const SWITCH_KEYS: Record<TelemetrySwitch, { label: string; hint: string; signIn: string; confirm: string }> = {
  analytics: {
    label: 'privacy.analytics',
    hint: 'privacy.analyticsHint',
    signIn: 'privacy.analyticsSignIn',
    confirm: 'privacy.analyticsConfirm',
  },
  errorReporting: {
    label: 'privacy.errorReporting',
    hint: 'privacy.errorReportingHint',
    signIn: 'privacy.errorReportingSignIn',
    confirm: 'privacy.errorReportingConfirm',
  },
};

/** A labelled switch row; `id` ties the label to the switch. */
function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <div className={classes.row}>
      <div>
        <span id={id} className={classes.label}>
          {label}
        </span>
        {hint && <p className={classes.hint}>{hint}</p>}
      </div>
      <ToggleSwitch aria-labelledby={id} size="small" checked={checked} onChange={onChange} />
    </div>
  );
}

/**
 * 000 s.5: analytics and error reporting. Turning one off needs a registered user (else the
 * spec's toast) and a confirmation with the spec's text; turning on needs neither.
 */
const TelemetrySwitches = observer(function TelemetrySwitches() {
  const root = useRoot();
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<TelemetrySwitch | null>(null);
  const change = (name: TelemetrySwitch, on: boolean) => {
    if (on) return root.telemetry.set(name, true);
    if (TelemetryState.disableCheck(root.session.user?.email) === 'signInRequired') return root.toasts.error(t(SWITCH_KEYS[name].signIn));
    setConfirming(name);
  };
  return (
    <>
      {(Object.keys(SWITCH_KEYS) as TelemetrySwitch[]).map((name) => (
        <SwitchRow
          key={name}
          id={`plinth-${name}`}
          label={t(SWITCH_KEYS[name].label)}
          hint={t(SWITCH_KEYS[name].hint)}
          checked={root.telemetry[name]}
          onChange={(on) => change(name, on)}
        />
      ))}
      {confirming && (
        <ConfirmationDialog
          title={t('privacy.confirmTitle')}
          confirmButtonContent={t('privacy.submit')}
          cancelButtonContent={t('privacy.cancel')}
          onClose={(gesture) => {
            if (gesture === 'confirm') root.telemetry.set(confirming, false);
            setConfirming(null);
          }}
        >
          {t(SWITCH_KEYS[confirming].confirm)}
        </ConfirmationDialog>
      )}
    </>
  );
});

/** The release feed URL (a setting of this browser; empty: the build's default, or no checks). */
const FeedUrlForm = observer(function FeedUrlForm() {
  const root = useRoot();
  const { t } = useTranslation();
  const [url, setUrl] = useState(root.release.feedUrl);
  const save = (event: FormEvent) => {
    event.preventDefault();
    root.release.setFeedUrl(url);
  };
  return (
    <form className={classes.row} onSubmit={save}>
      <div className={classes.grow}>
        <label htmlFor="plinth-feed-url" className={classes.label}>
          {t('version.feedUrl')}
        </label>
        <p className={classes.hint}>{t('version.feedUrlHint')}</p>
        <TextInput id="plinth-feed-url" type="url" block value={url} onChange={(event) => setUrl(event.target.value)} />
      </div>
      <Button type="submit">{t('version.feedUrlSave')}</Button>
    </form>
  );
});

/**
 * Spec 000 s.2 "Version & Updates": version, auto-update and update checks, the release feed and
 * the privacy switches. Double-clicking the panel reveals "Application refresh", kept out of sight
 * because it wipes every locally saved setting.
 */
export const VersionPanel = observer(function VersionPanel() {
  const root = useRoot();
  const { t } = useTranslation();
  const [refreshShown, setRefreshShown] = useState(false);
  const { settings } = root.ui;
  return (
    <div className={classes.rows} onDoubleClick={() => setRefreshShown(true)} data-testid="version-panel">
      <div className={classes.row}>
        <span className={classes.label}>{t('version.current')}</span>
        <span>{root.version ?? t('version.unknown')}</span>
      </div>
      <SwitchRow
        id="plinth-auto-update"
        label={t('version.autoUpdate')}
        hint={t('version.autoUpdateHint')}
        checked={settings.autoUpdate}
        onChange={(autoUpdate) => root.ui.update({ autoUpdate })}
      />
      <SwitchRow
        id="plinth-check-update"
        label={t('version.checkForUpdate')}
        hint=""
        checked={settings.checkForUpdate}
        onChange={(checkForUpdate) => root.ui.update({ checkForUpdate })}
      />
      <FeedUrlForm />
      <h3 className={classes.heading}>{t('privacy.title')}</h3>
      <TelemetrySwitches />
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
