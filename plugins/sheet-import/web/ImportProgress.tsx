/** A running import (rows done / total, Cancel) and how it ended. */
import { useIntlLocale, useT } from '@plinth/sdk/web';
import { Button, Flash, ProgressBar, Stack } from '@primer/react';
import type { JobState } from '../sheet.js';

export interface ImportProgressProps {
  job: JobState;
  cancelling?: boolean;
  onCancel(): void;
  /** Opens an imported table. */
  onOpen(tn: string): void;
  onAgain(): void;
}

export function ImportProgress({ job, cancelling, onCancel, onOpen, onAgain }: ImportProgressProps) {
  const t = useT('sheet-import');
  const locale = useIntlLocale();
  const total = Math.max(job.rowsTotal, job.rowsDone, 1);
  const percent = Math.min(100, Math.round((job.rowsDone / total) * 100));
  if (job.status === 'running') {
    return (
      <Stack gap="normal">
        <ProgressBar progress={percent} aria-label={t('run.progressLabel')} aria-valuenow={percent} />
        <p role="status" style={{ margin: 0 }}>
          {t('run.progress', { done: job.rowsDone.toLocaleString(locale), total: job.rowsTotal.toLocaleString(locale) })}
        </p>
        <div>
          <Button onClick={onCancel} disabled={cancelling}>
            {cancelling ? t('run.cancelling') : t('run.cancel')}
          </Button>
        </div>
      </Stack>
    );
  }
  if (job.status === 'done') {
    return (
      <Stack gap="normal">
        <Flash variant="success" role="status">
          {t('done.title', { count: job.rowsDone, tables: job.tables.join(', ') })}
        </Flash>
        <Stack direction="horizontal" gap="condensed" wrap="wrap">
          {job.tables.map((tn) => (
            <Button key={tn} variant="primary" onClick={() => onOpen(tn)}>
              {t('done.open', { table: tn })}
            </Button>
          ))}
          <Button onClick={onAgain}>{t('done.another')}</Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap="normal">
      <Flash variant={job.status === 'cancelled' ? 'warning' : 'danger'} role="alert">
        {job.status === 'cancelled' ? t('cancelled.title') : t('failed.title', { error: job.error })}{' '}
        {job.status === 'failed' && (job.rolledBack ? t('failed.rolledBack', { count: job.rowsDone }) : t('failed.partial'))}
      </Flash>
      <div>
        <Button onClick={onAgain}>{t('done.another')}</Button>
      </div>
    </Stack>
  );
}
