/** A hook's deliveries, newest first (the last 500): when, which event and row, try, status, time, answer. */
import { HistoryPanel, ListCell, ListTable, mutedTextStyle, OutputCell, useIntlLocale, usePolled, useT } from '@plinth/sdk/web';
import { Label } from '@primer/react';
import type { DeliveryRecord, HookRecord } from '../types.js';
import type { HooksApi } from './api.js';

const PLUGIN_ID = 'webhooks';
/** While the log is open it is read again this often, so deliveries and retries show up. */
const REFRESH_MS = 2000;
const HEADERS = ['log.at', 'log.event', 'log.attempt', 'log.status', 'log.duration', 'log.response'] as const;

const ok = (d: DeliveryRecord) => !d.error && d.status !== null && d.status >= 200 && d.status < 300;

export function DeliveryLog({ api, hook, onClose }: { api: HooksApi; hook: HookRecord; onClose(): void }) {
  const t = useT(PLUGIN_ID);
  const locale = useIntlLocale();
  const list = usePolled(() => api.logs(hook.id).then((r) => r.list), REFRESH_MS, [api, hook.id]);

  return (
    <HistoryPanel
      title={t('log.title', { name: hook.title })}
      testId="webhook-log"
      closeLabel={t('close')}
      onClose={onClose}
      count={list && list.length}
      countText={(count) => (count ? t('log.count', { count }) : t('log.empty'))}
    >
      <ListTable
        label={t('log.label')}
        headers={HEADERS.map((key) => t(key))}
        rows={list ?? []}
        rowKey={(d) => d.id}
        renderRow={(d) => (
          <>
            <ListCell>{new Date(d.at).toLocaleString(locale)}</ListCell>
            <ListCell>
              {t(`event.${d.event}`)} {d.test ? <Label>{t('log.test')}</Label> : <span style={mutedTextStyle}>{d.pk}</span>}
            </ListCell>
            <ListCell>{d.attempt}</ListCell>
            <ListCell>
              <Label variant={ok(d) ? 'success' : 'danger'}>{d.status ?? t('log.noAnswer')}</Label>
            </ListCell>
            <ListCell>{t('log.ms', { ms: d.durationMs })}</ListCell>
            <OutputCell error={d.error} output={d.response} />
          </>
        )}
      />
    </HistoryPanel>
  );
}
