/** A hook's deliveries, newest first (the last 500): when, which event and row, try, status, time, answer. */
import { mutedTextStyle, tableCellStyle, tableStyle, useIntlLocale, usePolled, useT } from '@plinth/sdk/web';
import { Button, Heading, Label, Stack } from '@primer/react';
import type { DeliveryRecord, HookRecord } from '../types.js';
import type { HooksApi } from './api.js';

const PLUGIN_ID = 'webhooks';
/** While the log is open it is read again this often, so deliveries and retries show up. */
const REFRESH_MS = 2000;

const ok = (d: DeliveryRecord) => !d.error && d.status !== null && d.status >= 200 && d.status < 300;

export function DeliveryLog({ api, hook, onClose }: { api: HooksApi; hook: HookRecord; onClose(): void }) {
  const t = useT(PLUGIN_ID);
  const locale = useIntlLocale();
  const list = usePolled(() => api.logs(hook.id).then((r) => r.list), REFRESH_MS, [api, hook.id]);

  return (
    <section aria-labelledby="webhook-log-title" data-testid="webhook-log">
      <Stack direction="horizontal" align="center" justify="space-between">
        <Heading as="h2" variant="small" id="webhook-log-title">
          {t('log.title', { name: hook.title })}
        </Heading>
        <Button size="small" onClick={onClose}>
          {t('close')}
        </Button>
      </Stack>
      {list && <p style={mutedTextStyle}>{list.length ? t('log.count', { count: list.length }) : t('log.empty')}</p>}
      {list && list.length > 0 && (
        <table style={tableStyle} aria-label={t('log.label')}>
          <thead>
            <tr>
              {(['log.at', 'log.event', 'log.attempt', 'log.status', 'log.duration', 'log.response'] as const).map((key) => (
                <th key={key} style={tableCellStyle}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((d) => (
              <tr key={d.id}>
                <td style={tableCellStyle}>{new Date(d.at).toLocaleString(locale)}</td>
                <td style={tableCellStyle}>
                  {t(`event.${d.event}`)} {d.test ? <Label>{t('log.test')}</Label> : <span style={mutedTextStyle}>{d.pk}</span>}
                </td>
                <td style={tableCellStyle}>{d.attempt}</td>
                <td style={tableCellStyle}>
                  <Label variant={ok(d) ? 'success' : 'danger'}>{d.status ?? t('log.noAnswer')}</Label>
                </td>
                <td style={tableCellStyle}>{t('log.ms', { ms: d.durationMs })}</td>
                <td style={{ ...tableCellStyle, maxWidth: 420 }}>
                  {d.error && <div style={{ color: 'var(--fgColor-danger)' }}>{d.error}</div>}
                  {d.response && (
                    <pre
                      style={{ margin: 0, maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}
                    >
                      {d.response}
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
