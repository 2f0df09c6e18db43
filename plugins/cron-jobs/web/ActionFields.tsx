/** The action part of the job form: an HTTP request (the API client's shape), a SQL statement or a plugin's action. */
import { FormField, useT } from '@plinth/sdk/web';
import { TrashIcon } from '@primer/octicons-react';
import { Button, Checkbox, IconButton, Select, Stack, Text, Textarea, TextInput } from '@primer/react';
import { CRON_HTTP_METHODS, type CronActionInfo, type CronHttpAction } from '../types.js';
import type { ActionKind, Draft } from './draft.js';

const PLUGIN_ID = 'cron-jobs';
const mono = { fontFamily: 'var(--fontStack-monospace)' };

interface Props {
  draft: Draft;
  change(patch: Partial<Draft>): void;
  actions: CronActionInfo[];
  sqlAllowed: boolean;
}

export function ActionFields({ draft, change, actions, sqlAllowed }: Props) {
  const t = useT(PLUGIN_ID);
  const kinds: ActionKind[] = ['http', ...(sqlAllowed || draft.kind === 'sql' ? (['sql'] as const) : []), 'plugin'];
  return (
    <Stack gap="normal">
      <FormField label={t('action.kind')}>
        <Select value={draft.kind} onChange={(e) => change({ kind: e.target.value as ActionKind })}>
          {kinds.map((kind) => (
            <Select.Option key={kind} value={kind}>
              {t(`action.${kind}`)}
            </Select.Option>
          ))}
        </Select>
      </FormField>
      {draft.kind === 'http' && <HttpFields http={draft.http} change={(http) => change({ http: { ...draft.http, ...http } })} />}
      {draft.kind === 'sql' && (
        <FormField label={t('sql.statement')} hint={t('sql.hint')}>
          <Textarea block rows={5} value={draft.sql} onChange={(e) => change({ sql: e.target.value })} style={mono} />
        </FormField>
      )}
      {draft.kind === 'plugin' &&
        (actions.length === 0 ? (
          <Text size="small">{t('plugin.none')}</Text>
        ) : (
          <>
            <FormField label={t('plugin.action')}>
              <Select value={draft.actionId} onChange={(e) => change({ actionId: e.target.value })}>
                {actions.map((a) => (
                  <Select.Option key={a.id} value={a.id}>
                    {a.title}
                  </Select.Option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('plugin.params')}>
              <Textarea block rows={4} value={draft.params} onChange={(e) => change({ params: e.target.value })} style={mono} />
            </FormField>
          </>
        ))}
    </Stack>
  );
}

function HttpFields({ http, change }: { http: CronHttpAction; change(patch: Partial<CronHttpAction>): void }) {
  const t = useT(PLUGIN_ID);
  const setHeader = (i: number, patch: Partial<CronHttpAction['headers'][number]>) =>
    change({ headers: http.headers.map((h, j) => (j === i ? { ...h, ...patch } : h)) });
  return (
    <Stack gap="normal">
      <Stack direction="horizontal" gap="condensed" align="end">
        <FormField label={t('http.method')}>
          <Select value={http.method} onChange={(e) => change({ method: e.target.value as CronHttpAction['method'] })}>
            {CRON_HTTP_METHODS.map((m) => (
              <Select.Option key={m} value={m}>
                {m}
              </Select.Option>
            ))}
          </Select>
        </FormField>
        <div style={{ flex: 1 }}>
          <FormField label={t('http.url')} required>
            <TextInput block value={http.url} placeholder="https://" onChange={(e) => change({ url: e.target.value })} />
          </FormField>
        </div>
      </Stack>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>
          <Text weight="semibold">{t('http.headers')}</Text>
        </legend>
        <Stack gap="condensed">
          {http.headers.map((h, i) => (
            <Stack key={i} direction="horizontal" gap="condensed" align="center">
              <Checkbox
                aria-label={t('http.headerEnabled')}
                checked={h.enabled}
                onChange={(e) => setHeader(i, { enabled: e.target.checked })}
              />
              <TextInput aria-label={t('http.headerName')} value={h.name} onChange={(e) => setHeader(i, { name: e.target.value })} />
              <TextInput aria-label={t('http.headerValue')} value={h.value} onChange={(e) => setHeader(i, { value: e.target.value })} />
              <IconButton
                icon={TrashIcon}
                aria-label={t('http.removeHeader')}
                variant="invisible"
                onClick={() => change({ headers: http.headers.filter((_, j) => j !== i) })}
              />
            </Stack>
          ))}
          <div>
            <Button size="small" onClick={() => change({ headers: [...http.headers, { name: '', value: '', enabled: true }] })}>
              {t('http.addHeader')}
            </Button>
          </div>
        </Stack>
      </fieldset>
      {http.method !== 'GET' && http.method !== 'HEAD' && (
        <FormField label={t('http.body')}>
          <Textarea block rows={4} value={http.body} onChange={(e) => change({ body: e.target.value })} style={mono} />
        </FormField>
      )}
    </Stack>
  );
}
