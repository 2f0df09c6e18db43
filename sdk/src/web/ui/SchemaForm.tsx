/**
 * A form generated from a JSON Schema (the input side of a zod object, as `z.toJSONSchema` writes
 * it): one control per property type (text, e-mail / URL, number, switch, choice, a list of
 * items with add / remove, a nested object), labelled by `title` or the key humanised, with
 * `description` as the caption. Write-only properties (secrets) are password inputs that start
 * empty: left empty they keep the stored value; `schemaFormBody` builds what to send.
 */
import { Button, Checkbox, FormControl, Select, Stack, Textarea, TextInput } from '@primer/react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import {
  concrete,
  emptyValue,
  humanizeKey,
  schemaFieldId,
  schemaType,
  type JsonSchema,
  type SchemaFormProps,
  type SchemaFormTexts,
} from './schema-form-model.js';
import { mutedTextStyle } from './styles.js';

const itemBoxStyle: CSSProperties = {
  border: 'var(--borderWidth-thin) solid var(--borderColor-default)',
  borderRadius: 'var(--borderRadius-medium)',
  padding: 'var(--base-size-12)',
};
const fieldsetStyle: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };
const legendStyle: CSSProperties = { fontWeight: 'var(--base-text-weight-semibold)', fontSize: 'var(--text-body-size-medium)', padding: 0 };

export function SchemaForm({
  schema,
  value,
  onChange,
  texts,
  secretsSet = [],
  cleared = [],
  onClearedChange,
  idPrefix,
  fieldError,
}: SchemaFormProps) {
  return (
    <Stack gap="normal">
      {Object.entries(schema.properties ?? {}).map(([key, prop]) => (
        <SchemaField
          key={key}
          name={key}
          path={[key]}
          schema={prop}
          required={schema.required?.includes(key) ?? false}
          value={value[key]}
          onChange={(next) => onChange({ ...value, [key]: next })}
          context={{ texts, idPrefix, fieldError: fieldError ?? null }}
          secret={
            prop.writeOnly
              ? {
                  set: secretsSet.includes(key),
                  cleared: cleared.includes(key),
                  onCleared: (on) => onClearedChange?.(on ? [...cleared, key] : cleared.filter((k) => k !== key)),
                }
              : undefined
          }
        />
      ))}
    </Stack>
  );
}

interface FieldContext {
  texts: SchemaFormTexts;
  idPrefix: string;
  fieldError: { path: string; msg: string } | null;
}

interface FieldProps {
  name: string;
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
  value: unknown;
  onChange(value: unknown): void;
  context: FieldContext;
  /** A write-only property: whether a value is stored, and the Clear choice. */
  secret?: { set: boolean; cleared: boolean; onCleared(on: boolean): void };
  /** The label to show instead of the schema's (a list item's own). */
  label?: string;
}

function errorFor(context: FieldContext, path: (string | number)[]): string | null {
  return context.fieldError?.path === path.join('.') ? context.fieldError.msg : null;
}

function SchemaField({ name, path, schema: raw, required, value, onChange, context, secret, label: given }: FieldProps) {
  const schema = concrete(raw);
  const type = schemaType(schema);
  const label = given ?? schema.title ?? humanizeKey(name);
  const id = schemaFieldId(context.idPrefix, path);
  const error = errorFor(context, path);
  const caption = schema.description;

  if (type === 'object' && schema.properties) {
    return <ObjectField {...{ path, schema, value, onChange, context, label, caption }} />;
  }
  if (type === 'array' && schema.items) {
    return <ArrayField {...{ name, path, schema, value, onChange, context, label, caption, error }} />;
  }

  let control: ReactNode;
  if (type === 'boolean') {
    return (
      <FormControl id={id}>
        <Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <FormControl.Label>{label}</FormControl.Label>
        {caption && <FormControl.Caption>{caption}</FormControl.Caption>}
        {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
      </FormControl>
    );
  } else if (schema.enum) {
    control = (
      <Select value={String(value ?? '')} onChange={(e) => onChange(schema.enum!.find((v) => String(v) === e.target.value))}>
        {!required && schema.default === undefined && <Select.Option value="">—</Select.Option>}
        {schema.enum.map((option) => (
          <Select.Option key={String(option)} value={String(option)}>
            {String(option)}
          </Select.Option>
        ))}
      </Select>
    );
  } else if (type === 'number' || type === 'integer') {
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum ?? schema.exclusiveMaximum;
    control = (
      <TextInput
        type="number"
        block
        min={min}
        max={max}
        step={type === 'integer' ? 1 : 'any'}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        validationStatus={error ? 'error' : undefined}
      />
    );
  } else if (type === 'string' && secret) {
    control = (
      <TextInput
        type="password"
        block
        autoComplete="new-password"
        placeholder={secret.set && !secret.cleared ? context.texts.secretSet : undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        validationStatus={error ? 'error' : undefined}
      />
    );
  } else if (type === 'string') {
    const inputType = schema.format === 'email' ? 'email' : schema.format === 'uri' || schema.format === 'url' ? 'url' : 'text';
    control = (
      <TextInput
        type={inputType}
        block
        maxLength={schema.maxLength}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        validationStatus={error ? 'error' : undefined}
      />
    );
  } else {
    return (
      <JsonField
        id={id}
        label={label}
        caption={caption}
        required={required}
        error={error}
        value={value}
        onChange={onChange}
        texts={context.texts}
      />
    );
  }

  return (
    <FormControl id={id} required={required} disabled={secret?.cleared}>
      <FormControl.Label>{label}</FormControl.Label>
      {control}
      {caption && <FormControl.Caption>{caption}</FormControl.Caption>}
      {secret?.set && (
        <div>
          <Button size="small" variant="invisible" onClick={() => secret.onCleared(!secret.cleared)}>
            {secret.cleared ? context.texts.undoClear : context.texts.clear}
          </Button>
          {secret.cleared && <span style={mutedTextStyle}>{context.texts.cleared}</span>}
        </div>
      )}
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}

interface GroupProps extends Pick<FieldProps, 'path' | 'schema' | 'value' | 'onChange' | 'context'> {
  label: string;
  caption?: string;
}

/** A nested object: its properties in a fieldset. */
function ObjectField({ path, schema, value, onChange, context, label, caption }: GroupProps) {
  const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{label}</legend>
      {caption && <p style={mutedTextStyle}>{caption}</p>}
      <Stack gap="condensed">
        {Object.entries(schema.properties ?? {}).map(([key, prop]) => (
          <SchemaField
            key={key}
            name={key}
            path={[...path, key]}
            schema={prop}
            required={schema.required?.includes(key) ?? false}
            value={object[key]}
            onChange={(next) => onChange({ ...object, [key]: next })}
            context={context}
          />
        ))}
      </Stack>
    </fieldset>
  );
}

/** A list: one box per item with Remove, and Add (up to `maxItems`). */
function ArrayField({
  name,
  path,
  schema,
  value,
  onChange,
  context,
  label,
  caption,
  error,
}: GroupProps & { name: string; error: string | null }) {
  const list = Array.isArray(value) ? value : [];
  const full = schema.maxItems !== undefined && list.length >= schema.maxItems;
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{label}</legend>
      {caption && <p style={mutedTextStyle}>{caption}</p>}
      <Stack gap="condensed">
        {list.map((item, i) => (
          <div key={i} style={itemBoxStyle}>
            <Stack gap="condensed">
              <SchemaField
                name={name}
                path={[...path, i]}
                schema={schema.items!}
                required
                label={context.texts.item(label, i + 1)}
                value={item}
                onChange={(next) => onChange(list.map((old, j) => (j === i ? next : old)))}
                context={context}
              />
              <div>
                <Button size="small" variant="danger" onClick={() => onChange(list.filter((_, j) => j !== i))}>
                  {context.texts.remove(label, i + 1)}
                </Button>
              </div>
            </Stack>
          </div>
        ))}
        <div>
          <Button size="small" disabled={full} onClick={() => onChange([...list, emptyValue(schema.items!)])}>
            {context.texts.add(label)}
          </Button>
        </div>
        {error && <span style={{ ...mutedTextStyle, color: 'var(--fgColor-danger)' }}>{error}</span>}
      </Stack>
    </fieldset>
  );
}

/** A value of no simple type, edited as JSON text (kept as typed until it parses). */
function JsonField({
  id,
  label,
  caption,
  required,
  error,
  value,
  onChange,
  texts,
}: {
  id: string;
  label: string;
  caption?: string;
  required: boolean;
  error: string | null;
  value: unknown;
  onChange(value: unknown): void;
  texts: SchemaFormTexts;
}) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [invalid, setInvalid] = useState(false);
  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setInvalid(false);
      onChange(undefined);
      return;
    }
    try {
      onChange(JSON.parse(next));
      setInvalid(false);
    } catch {
      setInvalid(true);
    }
  };
  const message = invalid ? texts.invalidJson : error;
  return (
    <FormControl id={id} required={required}>
      <FormControl.Label>{label}</FormControl.Label>
      <Textarea
        block
        rows={4}
        value={text}
        style={{ fontFamily: 'var(--fontStack-monospace)' }}
        onChange={(e) => change(e.target.value)}
        validationStatus={message ? 'error' : undefined}
      />
      {caption && <FormControl.Caption>{caption}</FormControl.Caption>}
      {message && <FormControl.Validation variant="error">{message}</FormControl.Validation>}
    </FormControl>
  );
}
