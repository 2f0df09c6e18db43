/**
 * A form generated from a JSON Schema (the input side of a zod object, as `z.toJSONSchema` writes
 * it): one control per property type (text, e-mail / URL, number, switch, choice, a list of
 * items with add / remove, a nested object), labelled by `title` or the key humanised, with
 * `description` as the caption. Write-only properties (secrets) are password inputs that start
 * empty: left empty they keep the stored value; `schemaFormBody` builds what to send.
 */
import { Button, Checkbox, FormControl, Select, Stack, Textarea, TextInput } from '@primer/react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { mutedTextStyle } from './styles.js';

/** The part of JSON Schema the form reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  title?: string;
  description?: string;
  writeOnly?: boolean;
}

/** The form's own words (the caller's translations). */
export interface SchemaFormTexts {
  /** The button adding an item to a list, given the list's label. */
  add(label: string): string;
  /** The button removing an item, given its list's label and the item's number (from 1). */
  remove(label: string, index: number): string;
  /** The heading of an item, given its list's label and number. */
  item(label: string, index: number): string;
  /** The placeholder of a secret that holds a value ("Set — leave empty to keep"). */
  secretSet: string;
  /** The button that clears a stored secret, and its caption once asked. */
  clear: string;
  cleared: string;
  /** The button taking back a Clear. */
  undoClear: string;
  /** A property of no simple type is edited as JSON: the message when the text is not JSON. */
  invalidJson: string;
}

export interface SchemaFormProps {
  /** An object schema. */
  schema: JsonSchema;
  /** The values (see `schemaFormValues`). */
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
  texts: SchemaFormTexts;
  /** Secrets (write-only properties) that hold a stored value. */
  secretsSet?: readonly string[];
  /** Stored secrets the user asked to clear. */
  cleared?: readonly string[];
  onClearedChange?(cleared: string[]): void;
  /** Prefix of the controls' ids (`schemaFieldId`). */
  idPrefix: string;
  /** A message to show under one field: its path (`logo.0.url`) and the text. */
  fieldError?: { path: string; msg: string } | null;
}

/** The type of a property, a nullable one (`anyOf` with null) read as its other branch. */
export function schemaType(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  const branch = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  if (branch) return schemaType(branch);
  if (schema.enum) return 'string';
  return undefined;
}

/** The schema of a property without its null branch (`anyOf: [X, null]` -> X, with the outer title). */
function concrete(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  const inner = branches?.filter((s) => s.type !== 'null');
  if (inner?.length === 1) return { ...inner[0], ...withoutBranches(schema) };
  return schema;
}

function withoutBranches({ anyOf: _a, oneOf: _o, ...rest }: JsonSchema): JsonSchema {
  return rest;
}

/** `httpTimeoutSeconds` / `smtp_host` -> 'Http timeout seconds' / 'Smtp host'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The id of the control of a field path (`['logo', 0, 'url']`). */
export function schemaFieldId(idPrefix: string, path: readonly (string | number)[]): string {
  return `${idPrefix}-${path.join('-')}`;
}

/** The value an empty control starts with for a schema (its default, else nothing). */
function emptyValue(schema: JsonSchema): unknown {
  const s = concrete(schema);
  if (s.default !== undefined) return structuredClone(s.default);
  const type = schemaType(s);
  if (type === 'object') return schemaFormValues(s, {});
  if (type === 'array') return [];
  if (type === 'boolean') return false;
  if (type === 'string') return s.enum ? s.enum[0] : '';
  return undefined;
}

/** The form's starting values: the stored ones, defaults for the rest, secrets empty. */
export function schemaFormValues(schema: JsonSchema, stored: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (prop.writeOnly) out[key] = '';
    else if (stored[key] !== undefined && stored[key] !== null) out[key] = stored[key];
    else out[key] = emptyValue(prop);
  }
  return out;
}

/**
 * What to send for the form's values: a secret left empty is left out (the stored one stays), a
 * cleared one is sent as ''; an empty number, and an empty optional text with a format, are left
 * out (the schema would refuse '').
 */
export function schemaFormBody(
  schema: JsonSchema,
  values: Record<string, unknown>,
  cleared: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const value = values[key];
    if (prop.writeOnly) {
      if (cleared.includes(key)) out[key] = '';
      else if (typeof value === 'string' && value !== '') out[key] = value;
      continue;
    }
    const s = concrete(prop);
    if (value === undefined || (typeof value === 'number' && Number.isNaN(value))) continue;
    if (value === '' && (s.format || s.pattern) && !schema.required?.includes(key)) continue;
    if (schemaType(s) === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = schemaFormBody(s, value as Record<string, unknown>);
    } else if (schemaType(s) === 'array' && Array.isArray(value) && schemaType(s.items ?? {}) === 'object') {
      out[key] = value.map((item) => schemaFormBody(concrete(s.items!), (item ?? {}) as Record<string, unknown>));
    } else out[key] = value;
  }
  return out;
}

/**
 * The field a server message names (`logo.0.url: Invalid URL`, zod's `path: message`), when the
 * path leads to a property of the schema; null otherwise.
 */
export function schemaErrorPath(schema: JsonSchema, msg: string): string | null {
  const match = /^([\w$]+(?:\.[\w$]+)*): /.exec(msg);
  if (!match) return null;
  const path = match[1]!;
  return Object.hasOwn(schema.properties ?? {}, path.split('.')[0]!) ? path : null;
}

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
    const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    return (
      <fieldset style={fieldsetStyle}>
        <legend style={legendStyle}>{label}</legend>
        {caption && <p style={mutedTextStyle}>{caption}</p>}
        <Stack gap="condensed">
          {Object.entries(schema.properties).map(([key, prop]) => (
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

  if (type === 'array' && schema.items) {
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
