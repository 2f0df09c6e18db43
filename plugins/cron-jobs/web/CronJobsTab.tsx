/**
 * The Cron Jobs tab (project owners and creators): the project's jobs with their schedule in
 * words, last run and enable switch; Run now, the run history, edit and delete; a form for a new
 * job or the chosen one.
 */
import {
  EmptyState,
  errorText,
  ListCell,
  ListTable,
  mutedTextStyle,
  PageFrame,
  useAction,
  useIntlLocale,
  usePlinth,
  useRoute,
  useT,
} from '@plinth/sdk/web';
import { ClockIcon } from '@primer/octicons-react';
import { Button, Flash, Label, Stack, ToggleSwitch } from '@primer/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CronJob, CronJobList } from '../types.js';
import { cronApi } from './api.js';
import { JobForm } from './JobForm.js';
import { RunHistory } from './RunHistory.js';

const PLUGIN_ID = 'cron-jobs';

type Panel = { kind: 'none' } | { kind: 'form'; job: CronJob | null } | { kind: 'runs'; job: CronJob };
const HEADERS = ['col.name', 'col.schedule', 'col.lastRun', 'col.enabled', 'col.actions'] as const;

export default function CronJobsTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const locale = useIntlLocale();
  const projectId = useRoute().params.project_id ?? '';
  const api = useMemo(() => cronApi(ctx.api, projectId), [ctx.api, projectId]);
  const [data, setData] = useState<CronJobList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });

  const reload = useCallback(
    () =>
      api.list().then(
        (list) => (setData(list), setError(null)),
        (err: unknown) => setError(errorText(err)),
      ),
    [api],
  );
  useEffect(() => void reload(), [reload]);

  const act = useAction(reload);
  const remove = async (job: CronJob) => {
    const ok = await ctx.confirm({
      title: t('delete.title', { name: job.name }),
      body: t('delete.body'),
      confirmLabel: t('delete'),
      danger: true,
    });
    if (!ok) return;
    if (panel.kind !== 'none' && panel.job?.id === job.id) setPanel({ kind: 'none' });
    await act(() => api.remove(job.id), t('deleted'));
  };

  return (
    <div data-testid="cron-jobs-tab">
      <PageFrame
        title={t('tab')}
        description={t('description')}
        actions={
          <>
            <Button onClick={() => void reload()}>{t('reload')}</Button>
            <Button variant="primary" onClick={() => setPanel({ kind: 'form', job: null })}>
              {t('new')}
            </Button>
          </>
        }
      >
        {error && <Flash variant="danger">{error}</Flash>}
        {data && data.list.length === 0 && <EmptyState icon={ClockIcon} title={t('empty')} />}
        {data && data.list.length > 0 && (
          <ListTable
            label={t('list.label')}
            headers={HEADERS.map((key) => t(key))}
            rows={data.list}
            rowKey={(job) => job.id}
            renderRow={(job) => (
              <>
                <ListCell>{job.name}</ListCell>
                <ListCell>
                  <div>{job.description}</div>
                  <code style={mutedTextStyle}>
                    {job.cron} · {job.timezone}
                  </code>
                </ListCell>
                <ListCell>
                  {job.lastRun ? (
                    <Stack direction="horizontal" gap="condensed" align="center">
                      <Label variant={job.lastRun.status === 'ok' ? 'success' : 'danger'}>{t(`status.${job.lastRun.status}`)}</Label>
                      <span style={mutedTextStyle}>{new Date(job.lastRun.startedAt).toLocaleString(locale)}</span>
                    </Stack>
                  ) : (
                    <span style={mutedTextStyle}>{t('never')}</span>
                  )}
                </ListCell>
                <ListCell>
                  <span id={`cron-enable-${job.id}`} hidden>
                    {t('enabled.label', { name: job.name })}
                  </span>
                  <ToggleSwitch
                    size="small"
                    aria-labelledby={`cron-enable-${job.id}`}
                    checked={job.enabled}
                    onChange={(enabled) => void act(() => api.update(job.id, { enabled }))}
                  />
                </ListCell>
                <ListCell>
                  <Stack direction="horizontal" gap="condensed" wrap="wrap">
                    <Button size="small" onClick={() => void act(() => api.runNow(job.id), t('runNow.queued', { name: job.name }))}>
                      {t('runNow')}
                    </Button>
                    <Button size="small" onClick={() => setPanel({ kind: 'runs', job })}>
                      {t('history')}
                    </Button>
                    <Button size="small" onClick={() => setPanel({ kind: 'form', job })}>
                      {t('edit')}
                    </Button>
                    <Button size="small" variant="danger" onClick={() => void remove(job)}>
                      {t('delete')}
                    </Button>
                  </Stack>
                </ListCell>
              </>
            )}
          />
        )}
        {panel.kind === 'form' && data && (
          <JobForm
            key={panel.job?.id ?? 'new'}
            api={api}
            job={panel.job}
            actions={data.actions}
            sqlAllowed={data.sqlAllowed}
            onCancel={() => setPanel({ kind: 'none' })}
            onSaved={(job) => {
              setPanel({ kind: 'runs', job });
              void reload();
            }}
          />
        )}
        {panel.kind === 'runs' && <RunHistory key={panel.job.id} api={api} job={panel.job} onClose={() => setPanel({ kind: 'none' })} />}
      </PageFrame>
    </div>
  );
}
