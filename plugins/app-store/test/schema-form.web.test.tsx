/**
 * The SDK's schema form helpers the App Store builds on: labels from keys, nullable types, the
 * body sent (secrets, empty numbers and formatted texts left out) and the field a 400 names.
 */
import { humanizeKey, schemaErrorPath, schemaFormBody, schemaFormValues, schemaType, type JsonSchema } from '@plinth/sdk/web';
import { describe, expect, it } from 'vitest';

const schema: JsonSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string' },
    website: { type: 'string', format: 'uri' },
    retries: { type: 'integer', default: 3 },
    limit: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    token: { type: 'string', writeOnly: true },
    tags: { type: 'array', items: { type: 'string' } },
    links: {
      type: 'array',
      default: [],
      items: { type: 'object', properties: { url: { type: 'string', format: 'uri' }, label: { type: 'string' } } },
    },
  },
};

describe('schema form helpers', () => {
  it('humanises keys and reads nullable types', () => {
    expect(humanizeKey('httpTimeoutSeconds')).toBe('Http timeout seconds');
    expect(humanizeKey('smtp_host')).toBe('Smtp host');
    expect(schemaType(schema.properties!.limit!)).toBe('number');
    expect(schemaType({ type: ['string', 'null'] })).toBe('string');
    expect(schemaType({ enum: ['a', 'b'] })).toBe('string');
  });

  it('starts from stored values and defaults, secrets empty', () => {
    expect(schemaFormValues(schema, { name: 'x', token: null, limit: null })).toEqual({
      name: 'x',
      website: '',
      retries: 3,
      limit: undefined,
      token: '',
      tags: [],
      links: [],
    });
  });

  it('sends what the server can take', () => {
    const values = {
      name: '',
      website: '',
      retries: undefined,
      limit: 2.5,
      token: '',
      tags: ['a'],
      links: [{ url: 'https://x.example', label: '' }],
    };
    expect(schemaFormBody(schema, values)).toEqual({ name: '', limit: 2.5, tags: ['a'], links: [{ url: 'https://x.example', label: '' }] });
    expect(schemaFormBody(schema, { ...values, token: 'new' })).toMatchObject({ token: 'new' });
    expect(schemaFormBody(schema, { ...values, token: 'ignored' }, ['token'])).toMatchObject({ token: '' });
  });

  it('finds the field a server message names, when the schema has it', () => {
    expect(schemaErrorPath(schema, 'links.0.url: Invalid URL')).toBe('links.0.url');
    expect(schemaErrorPath(schema, 'name: Too short')).toBe('name');
    expect(schemaErrorPath(schema, 'other: nope')).toBeNull();
    expect(schemaErrorPath(schema, 'Settings must be a JSON object')).toBeNull();
  });
});
