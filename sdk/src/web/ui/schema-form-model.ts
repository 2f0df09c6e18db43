/**
 * What `SchemaForm` reads and sends, apart from React: the JSON Schema subset, labels, starting
 * values, the body to save (secrets left empty are left out) and the field a 400 names.
 */
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
export function concrete(schema: JsonSchema): JsonSchema {
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
export function emptyValue(schema: JsonSchema): unknown {
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
