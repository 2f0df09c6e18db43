import { observer } from '@plinth/sdk/web';
import { Banner, type BannerProps } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useRoot } from '../app/RootContext.js';
import type { ToastKind } from '../store/ToastState.js';
import classes from './toasts.module.css';

const VARIANT: Record<ToastKind, NonNullable<BannerProps['variant']>> = {
  info: 'info',
  success: 'success',
  error: 'critical',
};

/** Toasts as Primer banners, stacked bottom-right; each leaves after its duration or on dismiss. */
export const Toasts = observer(function Toasts() {
  const root = useRoot();
  const { t } = useTranslation();
  return (
    <div className={classes.stack} role="status" aria-live="polite">
      {root.toasts.items.map((toast) => (
        <Banner
          key={toast.id}
          className={classes.toast}
          variant={VARIANT[toast.kind]}
          title={t(`toast.${toast.kind}`)}
          hideTitle
          description={toast.message}
          layout="compact"
          onDismiss={() => root.toasts.dismiss(toast.id)}
        />
      ))}
    </div>
  );
});

/**
 * The loading bars: an upload / download's percentage while one reports progress, else the
 * indeterminate bar while requests run or notifications are pending.
 */
export const BusyBar = observer(function BusyBar() {
  const root = useRoot();
  const { t } = useTranslation();
  const percent = root.progress.transferPercent;
  if (percent !== null) {
    return (
      <div
        className={classes.transfer}
        role="progressbar"
        aria-label={t('progress.transfer')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={classes.transferFill} style={{ width: `${percent}%` }} />
      </div>
    );
  }
  if (!root.busy) return null;
  return <div className={classes.progress} role="progressbar" aria-label={t('loading')} aria-busy="true" />;
});
