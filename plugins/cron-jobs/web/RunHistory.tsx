/** A job's runs, newest first (the last 500): when, why, how it ended, how long, its output. */
import { mutedTextStyle, tableCellStyle, tableStyle, useIntlLocale, usePolled, useT } from '@plinth/sdk/web';
import { Button, Heading, Label, Stack } from '@primer/react';
import type { CronJob } from '../types.js';
import type { CronApi } from './api.js';

const PLUGIN_ID = 'cron-jobs';
/** While the history is open it is read again this often, so ticks and Run now show up. */
const REFRESH_MS = 2000;

export function RunHistory({ api, job, onClose }: { api: CronApi; job: CronJob; onClose(): void }) {
  const t = useT(PLUGIN_ID);
  const locale = useIntlLocale();
  const runs = usePolled(() => api.runs(job.id).then((r) => r.list), REFRESH_MS, [api, job.id]);

  return (
    <section aria-labelledby="cron-runs-title" data-testid="cron-runs">
      <Stack direction="horizontal" align="center" justify="space-between">
        <Heading as="h2" variant="small" id="cron-runs-title">
          {t('runs.title', { name: job.name })}
        </Heading>
        <Button size="small" onClick={onClose}>
          {t('close')}
        </Button>
      </Stack>
      {runs && <p style={mutedTextStyle}>{runs.length ? t('runs.count', { count: runs.length }) : t('runs.empty')}</p>}
      {runs && runs.length > 0 && (
        <table style={tableStyle} aria-label={t('runs.label')}>
          <thead>
            <tr>
              {(['run.started', 'run.trigger', 'run.status', 'run.duration', 'run.output'] as const).map((key) => (
                <th key={key} style={tableCellStyle}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id}>
                <td style={tableCellStyle}>{new Date(run.startedAt).toLocaleString(locale)}</td>
                <td style={tableCellStyle}>{t(`trigger.${run.trigger}`)}</td>
                <td style={tableCellStyle}>
                  <Label variant={run.status === 'ok' ? 'success' : 'danger'}>{t(`status.${run.status}`)}</Label>
                </td>
                <td style={tableCellStyle}>{t('run.ms', { ms: Math.round(run.durationMs) })}</td>
                <td style={{ ...tableCellStyle, maxWidth: 420 }}>
                  {run.error && <div style={{ color: 'var(--fgColor-danger)' }}>{run.error}</div>}
                  {run.output && (
                    <pre
                      style={{ margin: 0, maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}
                    >
                      {run.output}
                    </pre>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
