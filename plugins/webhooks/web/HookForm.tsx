/**
 * A hook's form: name, event, condition, kind, URL, headers (one `Name: value` a line), template
 * (`webhook` only), secret (write-only: left empty keeps it) and enabled. The server's 400s are
 * shown as they come.
 */
import { FormField, FormPanel, TextField, usePlinth, useSubmit, useT } from '@plinth/sdk/web';
import { Checkbox, FormControl, Select, Stack, Textarea, TextInput } from '@primer/react';
import { useState } from 'react';
import { HOOK_EVENTS, HOOK_KINDS, type HookEvent, type HookHeader, type HookInput, type HookKind, type HookRecord } from '../types.js';
import type { HooksApi } from './api.js';

const PLUGIN_ID = 'webhooks';
const PLACEHOLDERS = '{{row.col}}, {{previous.col}}, {{event}}, {{table}}, {{pk}}, {{user.email}}';

interface Draft {
  title: string;
  event: HookEvent;
  condition: string;
  kind: HookKind;
  url: string;
  headers: string;
  template: string;
  secret: string;
  removeSecret: boolean;
  enabled: boolean;
}

const draftOf = (hook: HookRecord | null): Draft => ({
  title: hook?.title ?? '',
  event: hook?.event ?? 'insert',
  condition: hook?.condition ?? '',
  kind: hook?.kind ?? 'webhook',
  url: hook?.url ?? '',
  headers: (hook?.headers ?? []).map((h) => `${h.name}: ${h.value}`).join('\n'),
  template: hook?.template ?? '',
  secret: '',
  removeSecret: false,
  enabled: hook?.enabled ?? true,
});

function headersOf(text: string, invalid: (line: string) => string): HookHeader[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const at = line.indexOf(':');
      if (at <= 0) throw new Error(invalid(line));
      return { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

interface Props {
  api: HooksApi;
  /** The hook to edit; null for a new one. */
  hook: HookRecord | null;
  onSaved(hook: HookRecord): void;
  onCancel(): void;
}

export function HookForm({ api, hook, onSaved, onCancel }: Props) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [draft, setDraft] = useState<Draft>(() => draftOf(hook));
  const submit = useSubmit();
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = () =>
    submit.run(async () => {
      const input: HookInput = {
        title: draft.title,
        event: draft.event,
        condition: draft.condition.trim() || null,
        kind: draft.kind,
        url: draft.url,
        headers: headersOf(draft.headers, (line) => t('form.headerInvalid', { line })),
        template: draft.kind === 'webhook' ? draft.template.trim() || null : null,
        enabled: draft.enabled,
        ...(draft.removeSecret ? { secret: null } : draft.secret ? { secret: draft.secret } : {}),
      };
      const saved = hook ? await api.update(hook.id, input) : await api.create(input);
      ctx.toast.success(t('form.saved'));
      onSaved(saved);
    });

  return (
    <FormPanel
      title={hook ? t('form.edit', { name: hook.title }) : t('form.new')}
      testId="webhook-form"
      onSubmit={() => void save()}
      error={submit.error}
      busy={submit.busy}
      saveLabel={t('form.save')}
      cancelLabel={t('form.cancel')}
      onCancel={onCancel}
    >
      <TextField label={t('form.title')} value={draft.title} onChange={(title) => change({ title })} required maxLength={255} />
      <Stack direction="horizontal" gap="condensed" wrap="wrap">
        <FormField label={t('form.event')}>
          <Select value={draft.event} onChange={(e) => change({ event: e.target.value as HookEvent })}>
            {HOOK_EVENTS.map((event) => (
              <Select.Option key={event} value={event}>
                {t(`event.${event}`)}
              </Select.Option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('form.kind')}>
          <Select value={draft.kind} onChange={(e) => change({ kind: e.target.value as HookKind })}>
            {HOOK_KINDS.map((kind) => (
              <Select.Option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </Select.Option>
            ))}
          </Select>
        </FormField>
      </Stack>
      <TextField label={t('form.url')} value={draft.url} onChange={(url) => change({ url })} required type="url" placeholder="https://" />
      <FormField label={t('form.condition')} hint={t('form.conditionHint')}>
        <TextInput
          block
          value={draft.condition}
          onChange={(e) => change({ condition: e.target.value })}
          placeholder="(age,gt,18)"
          style={{ fontFamily: 'var(--fontStack-monospace)' }}
        />
      </FormField>
      <FormField label={t('form.headers')} hint={t('form.headersHint')}>
        <Textarea block rows={3} value={draft.headers} onChange={(e) => change({ headers: e.target.value })} placeholder="X-Api-Key: …" />
      </FormField>
      {draft.kind === 'webhook' && (
        <FormField label={t('form.template')} hint={t('form.templateHint', { placeholders: PLACEHOLDERS })}>
          <Textarea
            block
            rows={5}
            value={draft.template}
            onChange={(e) => change({ template: e.target.value })}
            style={{ fontFamily: 'var(--fontStack-monospace)' }}
          />
        </FormField>
      )}
      <TextField
        label={t('form.secret')}
        hint={hook?.hasSecret ? t('form.secretKept') : t('form.secretHint')}
        value={draft.secret}
        onChange={(secret) => change({ secret })}
        type="password"
        autoComplete="new-password"
      />
      {hook?.hasSecret && (
        <FormControl>
          <Checkbox checked={draft.removeSecret} onChange={(e) => change({ removeSecret: e.target.checked })} />
          <FormControl.Label>{t('form.removeSecret')}</FormControl.Label>
        </FormControl>
      )}
      <FormControl>
        <Checkbox checked={draft.enabled} onChange={(e) => change({ enabled: e.target.checked })} />
        <FormControl.Label>{t('form.enabled')}</FormControl.Label>
      </FormControl>
    </FormPanel>
  );
}
