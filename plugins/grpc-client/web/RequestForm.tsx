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

const PLUGIN_ID = 'grpc-client';
const NUMERIC = new Set(['int32', 'int64', 'uint32', 'uint64', 'sint32', 'sint64', 'fixed32', 'fixed64', 'double', 'float']);

type Obj = Record<string, unknown>;

const typeCaption = (f: FieldDescription) => `${f.repeated ? 'repeated ' : ''}${f.optional ? 'optional ' : ''}${f.type}`;

/** A scalar typed in a text input as the request carries it: numbers as JSON numbers where exact, 64-bit integers beyond as text. */
function scalarOf(f: FieldDescription, value: unknown): unknown {
  if (!NUMERIC.has(f.type) || typeof value !== 'string') return value;
  const n = Number(value);
  if (value.trim() === '' || Number.isNaN(n)) return value; // the server answers INVALID_ARGUMENT
  return f.type.endsWith('64') && !Number.isSafeInteger(n) ? value : n;
}

/** The form's values (text as typed) as the request: numbers where the field is numeric. */
export function requestOf(messages: ServicesDescription['messages'], type: string, value: Obj): Obj {
  const message = messages[type];
  if (!message) return value;
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) {
    const f = message.fields.find((x) => x.name === key);
    if (!f || v === undefined) {
      if (v !== undefined) out[key] = v;
      continue;
    }
    if (f.message && !f.repeated && v && typeof v === 'object') out[key] = requestOf(messages, f.type, v as Obj);
    else if (f.message) out[key] = v;
    else if (f.repeated && Array.isArray(v)) out[key] = v.map((item) => scalarOf(f, item));
    else out[key] = scalarOf(f, v);
  }
  return out;
}

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
