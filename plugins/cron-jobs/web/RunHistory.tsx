/** A job's runs, newest first (the last 500): when, why, how it ended, how long, its output. */
import { HistoryPanel, ListCell, ListTable, OutputCell, useIntlLocale, usePolled, useT } from '@plinth/sdk/web';
import { Label } from '@primer/react';
import type { CronJob } from '../types.js';
import type { CronApi } from './api.js';

const PLUGIN_ID = 'cron-jobs';
/** While the history is open it is read again this often, so ticks and Run now show up. */
const REFRESH_MS = 2000;
const HEADERS = ['run.started', 'run.trigger', 'run.status', 'run.duration', 'run.output'] as const;

export function RunHistory({ api, job, onClose }: { api: CronApi; job: CronJob; onClose(): void }) {
  const t = useT(PLUGIN_ID);
  const locale = useIntlLocale();
  const runs = usePolled(() => api.runs(job.id).then((r) => r.list), REFRESH_MS, [api, job.id]);

  return (
    <HistoryPanel
      title={t('runs.title', { name: job.name })}
      testId="cron-runs"
      closeLabel={t('close')}
      onClose={onClose}
      count={runs && runs.length}
      countText={(count) => (count ? t('runs.count', { count }) : t('runs.empty'))}
    >
      <ListTable
        label={t('runs.label')}
        headers={HEADERS.map((key) => t(key))}
        rows={runs ?? []}
        rowKey={(run) => run.id}
        renderRow={(run) => (
          <>
            <ListCell>{new Date(run.startedAt).toLocaleString(locale)}</ListCell>
            <ListCell>{t(`trigger.${run.trigger}`)}</ListCell>
            <ListCell>
              <Label variant={run.status === 'ok' ? 'success' : 'danger'}>{t(`status.${run.status}`)}</Label>
            </ListCell>
            <ListCell>{t('run.ms', { ms: Math.round(run.durationMs) })}</ListCell>
            <OutputCell error={run.error} output={run.output} />
          </>
        )}
      />
    </HistoryPanel>
  );
}
