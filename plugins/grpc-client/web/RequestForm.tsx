/**
 * A request form generated from a method's input message: one field per message field with its
 * protobuf type, nested messages as fieldsets, repeated scalars as comma lists and repeated
 * messages (a bulk's rows) as JSON text. Empty fields are left out of the request (protobuf's
 * "not set").
 */
import { useT } from '@plinth/sdk/web';
import { FormControl, Select, Stack, Text, Textarea, TextInput } from '@primer/react';
import { useState } from 'react';
import type { FieldDescription, ServicesDescription } from './api.js';
import { NUMERIC } from './request.js';

const PLUGIN_ID = 'grpc-client';

type Obj = Record<string, unknown>;

const typeCaption = (f: FieldDescription) => `${f.repeated ? 'repeated ' : ''}${f.optional ? 'optional ' : ''}${f.type}`;

function RepeatedMessage({ field, value, onChange }: { field: FieldDescription; value: unknown; onChange(v: unknown): void }) {
  const t = useT(PLUGIN_ID);
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [bad, setBad] = useState<string | null>(null);
  return (
    <>
      <Textarea
        aria-label={field.name}
        value={text}
        rows={4}
        block
        placeholder={`[{ ... }]`}
        onChange={(e) => {
          setText(e.target.value);
          if (!e.target.value.trim()) return (setBad(null), onChange(undefined));
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            setBad(null);
            onChange(parsed);
          } catch (err) {
            setBad((err as Error).message);
          }
        }}
      />
      <FormControl.Caption>{bad ? t('request.badJson', { error: bad }) : t('field.messageList', { type: field.type })}</FormControl.Caption>
    </>
  );
}

function FieldInput({
  field,
  value,
  onChange,
  messages,
  path,
}: {
  field: FieldDescription;
  value: unknown;
  onChange(v: unknown): void;
  messages: ServicesDescription['messages'];
  path: string;
}) {
  const t = useT(PLUGIN_ID);
  if (field.message && field.repeated) return <RepeatedMessage field={field} value={value} onChange={onChange} />;
  if (field.message)
    return (
      <fieldset style={{ border: 'var(--borderWidth-thin) solid var(--borderColor-muted)', borderRadius: 6, padding: 8 }}>
        <legend>
          <Text size="small">{field.type}</Text>
        </legend>
        <MessageFields
          messages={messages}
          type={field.type}
          value={(value as Obj | undefined) ?? {}}
          onChange={(v) => onChange(Object.keys(v).length ? v : undefined)}
          path={`${path}.`}
        />
      </fieldset>
    );
  if (field.repeated)
    return (
      <>
        <TextInput
          aria-label={field.name}
          block
          value={Array.isArray(value) ? value.join(', ') : ''}
          onChange={(e) => {
            const items = e.target.value
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean);
            onChange(items.length ? items : undefined);
          }}
        />
        <FormControl.Caption>{t('field.list')}</FormControl.Caption>
      </>
    );
  if (field.type === 'bool')
    return (
      <Select
        aria-label={field.name}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
      >
        <Select.Option value="">{t('field.unset')}</Select.Option>
        <Select.Option value="true">true</Select.Option>
        <Select.Option value="false">false</Select.Option>
      </Select>
    );
  return (
    <TextInput
      aria-label={field.name}
      block
      inputMode={NUMERIC.has(field.type) ? 'decimal' : undefined}
      value={value === undefined || value === null ? '' : String(value)}
      placeholder={t('field.unset')}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}

export function MessageFields({
  messages,
  type,
  value,
  onChange,
  path = '',
}: {
  messages: ServicesDescription['messages'];
  type: string;
  value: Obj;
  onChange(value: Obj): void;
  path?: string;
}) {
  const t = useT(PLUGIN_ID);
  const message = messages[type];
  if (!message?.fields.length) return <Text size="small">{t('request.empty', { type })}</Text>;
  return (
    <Stack gap="condensed">
      {message.fields.map((f) => (
        <FormControl key={f.name} id={`grpc-field-${path}${f.name}`}>
          <FormControl.Label>
            {f.name}{' '}
            <Text size="small" style={{ color: 'var(--fgColor-muted)', fontWeight: 'normal' }}>
              {typeCaption(f)} = {f.number}
            </Text>
          </FormControl.Label>
          <FieldInput
            field={f}
            value={value[f.name]}
            messages={messages}
            path={`${path}${f.name}`}
            onChange={(v) => {
              const next = { ...value };
              if (v === undefined) delete next[f.name];
              else next[f.name] = v;
              onChange(next);
            }}
          />
        </FormControl>
      ))}
    </Stack>
  );
}
