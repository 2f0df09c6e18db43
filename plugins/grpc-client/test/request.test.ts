/** The gRPC Client's form values as requests: text typed into numeric fields becomes numbers. */
import { describe, expect, it } from 'vitest';
import type { FieldDescription, ServicesDescription } from '../web/api.js';
import { requestOf } from '../web/request.js';

const field = (name: string, type: string, extra: Partial<FieldDescription> = {}): FieldDescription => ({
  name,
  number: 1,
  type,
  repeated: false,
  optional: true,
  message: false,
  ...extra,
});

const MESSAGES: ServicesDescription['messages'] = {
  BooksInput: {
    name: 'BooksInput',
    fields: [field('title', 'string'), field('year', 'int32'), field('isbn13', 'int64'), field('price', 'double'), field('on', 'bool')],
  },
  BooksUpdateRequest: {
    name: 'BooksUpdateRequest',
    fields: [field('id', 'string'), field('data', 'BooksInput', { message: true }), field('null_fields', 'string', { repeated: true })],
  },
  BooksBulkRequest: { name: 'BooksBulkRequest', fields: [field('rows', 'BooksInput', { message: true, repeated: true })] },
};

describe('requestOf', () => {
  it('sends numbers for numeric fields, 64-bit integers beyond 2^53 as text, the rest as typed', () => {
    expect(requestOf(MESSAGES, 'BooksInput', { title: '1984', year: '1949', isbn13: '9780451524935', price: '9.5', on: true })).toEqual({
      title: '1984',
      year: 1949,
      isbn13: 9780451524935,
      price: 9.5,
      on: true,
    });
    expect(requestOf(MESSAGES, 'BooksInput', { isbn13: '12345678901234567890' })).toEqual({ isbn13: '12345678901234567890' });
    // Not a number: sent as typed, for the server to answer INVALID_ARGUMENT with its message.
    expect(requestOf(MESSAGES, 'BooksInput', { year: 'soon' })).toEqual({ year: 'soon' });
  });

  it('converts inside nested messages, keeps repeated scalars and JSON rows, drops unset fields', () => {
    expect(
      requestOf(MESSAGES, 'BooksUpdateRequest', { id: '7', data: { year: '2001' }, null_fields: ['price', 'on'], extra: undefined }),
    ).toEqual({ id: '7', data: { year: 2001 }, null_fields: ['price', 'on'] });
    const rows = [{ title: 'A', year: 1 }];
    expect(requestOf(MESSAGES, 'BooksBulkRequest', { rows })).toEqual({ rows });
  });
});
