/**
 * JSON Schema (the subset openapi-schemas.ts writes) -> TypeScript type text. Every name that
 * came from a user (property names, enum values) goes through JSON.stringify; comments are
 * defused, so no table or column name can end up as code.
 */
import { NameAllocator, pascalIdentifier } from './openapi-names.js';
import type { JsonSchema, JsonType } from './openapi-types.js';

/** Globals the generated file uses or shadows: component types never take these names. */
const RESERVED_TYPES = [
  'ClientOptions',
  'PlinthClient',
  'PlinthApiError',
  'QueryValue',
  'createClient',
  'Error',
  'Array',
  'Record',
  'Promise',
  'Partial',
  'Object',
  'String',
  'Number',
  'Boolean',
  'Date',
  'Map',
  'Set',
  'JSON',
  'Response',
  'Request',
  'RequestInit',
  'Headers',
  'URL',
  'URLSearchParams',
  'Symbol',
  'BigInt',
  'Function',
];

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export const propertyKey = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

/** Text safe inside a `/** ... *\/` comment, on one line. */
export const commentText = (text: string) => text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim();

/** Component schema names -> the type names of the generated file. */
export class TypeNames {
  private readonly byComponent = new Map<string, string>();

  constructor(components: string[]) {
    const names = new NameAllocator(RESERVED_TYPES);
    for (const c of components) this.byComponent.set(c, names.take(pascalIdentifier(c)));
  }

  of(ref: string): string {
    const component = ref.replace(/^#\/components\/schemas\//, '');
    const name = this.byComponent.get(component);
    if (!name) throw new Error(`Unresolved schema reference ${ref}`);
    return name;
  }
}

const SCALAR: Record<Exclude<JsonType, 'object' | 'array'>, string> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  null: 'null',
};

const union = (parts: string[]) => [...new Set(parts)].join(' | ') || 'never';

function objectType(s: JsonSchema, names: TypeNames, indent: string): string {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const inner = `${indent}  `;
  const lines = props.map(([key, value]) => {
    const doc = value.description ? `${inner}/** ${commentText(value.description)} */\n` : '';
    const ro = value.readOnly ? 'readonly ' : '';
    return `${doc}${inner}${ro}${propertyKey(key)}${required.has(key) ? '' : '?'}: ${tsType(value, names, inner)};`;
  });
  if (s.additionalProperties !== false && !props.length) return 'Record<string, unknown>';
  if (s.additionalProperties !== false) lines.push(`${inner}[key: string]: unknown;`);
  return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '{}';
}

function typeOf(t: JsonType, s: JsonSchema, names: TypeNames, indent: string): string {
  if (t === 'object') return objectType(s, names, indent);
  if (t === 'array') {
    const item = s.items ? tsType(s.items, names, indent) : 'unknown';
    return /^[A-Za-z0-9_]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
  }
  return SCALAR[t];
}

/** The TypeScript type of a schema; `indent` lays out nested object literals. */
export function tsType(s: JsonSchema, names: TypeNames, indent = ''): string {
  if (s.$ref) return names.of(s.$ref);
  if (s.anyOf) return union(s.anyOf.map((x) => tsType(x, names, indent)));
  if (s.enum) return union(s.enum.map((v) => JSON.stringify(v)));
  if (s.type === undefined) return s.properties ? objectType(s, names, indent) : 'unknown';
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return union(types.map((t) => typeOf(t, s, names, indent)));
}
