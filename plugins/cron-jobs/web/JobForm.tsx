/**
 * A job's form: name, expression with its live description and next 5 runs in the chosen time
 * zone (the server's words, 400s shown as they come), enabled, and the action.
 */
import { errorText, FormField, FormPanel, TextField, usePlinth, useSubmit, useT } from '@plinth/sdk/web';
import { Checkbox, FormControl, Select, Stack, Text, TextInput } from '@primer/react';
import { useEffect, useMemo, useState } from 'react';
import type { CronActionInfo, CronDescribeAnswer, CronJob } from '../types.js';
import { ActionFields } from './ActionFields.js';
import type { CronApi } from './api.js';
import { draftOf, inputOf, type Draft } from './draft.js';

const PLUGIN_ID = 'cron-jobs';
const DESCRIBE_DELAY_MS = 300;

interface Props {
  api: CronApi;
  /** The job to edit; null for a new one. */
  job: CronJob | null;
  actions: CronActionInfo[];
  sqlAllowed: boolean;
  onSaved(job: CronJob): void;
  onCancel(): void;
}

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...zones])];
}

export function JobForm({ api, job, actions, sqlAllowed, onSaved, onCancel }: Props) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [draft, setDraft] = useState<Draft>(() => draftOf(job, actions[0]?.id));
  const [described, setDescribed] = useState<CronDescribeAnswer | { error: string } | null>(null);
  const submit = useSubmit();
  const zones = useMemo(() => timeZones(draft.timezone), [draft.timezone]);
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api.describe(draft.cron, draft.timezone).then(
        (answer) => live && setDescribed(answer),
        (err: unknown) => live && setDescribed({ error: errorText(err) }),
      );
    }, DESCRIBE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, draft.cron, draft.timezone]);

  const format = useMemo(() => {
    try {
      return new Intl.DateTimeFormat(ctx.i18n.language, { timeZone: draft.timezone, dateStyle: 'medium', timeStyle: 'medium' });
    } catch {
      return new Intl.DateTimeFormat(ctx.i18n.language, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
    }
  }, [ctx.i18n.language, draft.timezone]);

  const save = () =>
    submit.run(async () => {
      const input = inputOf(draft, t('plugin.paramsInvalid'));
      if ('error' in input) throw new Error(input.error);
      const saved = job ? await api.update(job.id, input) : await api.create(input);
      ctx.toast.success(t('form.saved'));
      onSaved(saved);
    });

  return (
    <FormPanel
      title={job ? t('form.edit', { name: job.name }) : t('form.new')}
      testId="cron-form"
      onSubmit={() => void save()}
      error={submit.error}
      busy={submit.busy}
      saveLabel={t('form.save')}
      cancelLabel={t('form.cancel')}
      onCancel={onCancel}
    >
      <TextField label={t('form.name')} value={draft.name} onChange={(name) => change({ name })} required maxLength={128} />
      <Stack direction="horizontal" gap="condensed" align="start" wrap="wrap">
        <div style={{ flex: 1, minWidth: 240 }}>
          <FormField
            label={t('form.cron')}
            hint={t('form.cronHint')}
            error={described && 'error' in described ? described.error : null}
            required
          >
            <TextInput
              block
              value={draft.cron}
              onChange={(e) => change({ cron: e.target.value })}
              style={{ fontFamily: 'var(--fontStack-monospace)' }}
            />
          </FormField>
        </div>
        <FormField label={t('form.timezone')}>
          <Select value={draft.timezone} onChange={(e) => change({ timezone: e.target.value })}>
            {zones.map((zone) => (
              <Select.Option key={zone} value={zone}>
                {zone}
              </Select.Option>
            ))}
          </Select>
        </FormField>
      </Stack>
      {described && 'text' in described && (
        <div data-testid="cron-description">
          <Text weight="semibold">{described.text}</Text>
          <Text as="p" size="small" style={{ margin: '4px 0 0' }}>
            {t('form.next')}
          </Text>
          <ol aria-label={t('form.next')} style={{ margin: 0, paddingInlineStart: 20, fontSize: 'var(--text-body-size-small)' }}>
            {described.next.map((at) => (
              <li key={at}>{format.format(new Date(at))}</li>
            ))}
          </ol>
        </div>
      )}
      <FormControl>
        <Checkbox checked={draft.enabled} onChange={(e) => change({ enabled: e.target.checked })} />
        <FormControl.Label>{t('form.enabled')}</FormControl.Label>
      </FormControl>
      <ActionFields draft={draft} change={change} actions={actions} sqlAllowed={sqlAllowed} />
    </FormPanel>
  );
}
