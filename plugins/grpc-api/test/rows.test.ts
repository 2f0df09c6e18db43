/**
 * Row messages without `Type#verify`: whatever the drivers hand over (numbers as text, bigints,
 * dates, parsed JSON, 0/1 booleans), the converter's message fits the row type and survives
 * encode / decode with the values meant; a value no field type can carry is refused rather than mis-encoded.
 */
import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import type { ColumnMeta, TableMeta } from '@plinth/sdk';
import { buildProto } from '../server/proto.js';
import { rowConverter } from '../server/rows.js';

const col = (cn: string, uidt: ColumnMeta['uidt'], extra: Partial<ColumnMeta> = {}): ColumnMeta => ({ cn, _cn: cn, uidt, ...extra });
const TABLE: TableMeta = {
  tn: 'things',
  _tn: 'things',
  columns: [
    col('id', 'ID', { pk: true, ai: true, dt: 'integer' }),
    col('big', 'Number', { dt: 'bigint' }),
    col('price', 'Decimal', { dt: 'decimal' }),
    col('done', 'Checkbox', { dt: 'boolean' }),
    col('data', 'JSON', { dt: 'json' }),
    col('title', 'SingleLineText', { dt: 'varchar' }),
    col('due', 'Date', { dt: 'date' }),
  ],
};

describe('row messages', () => {
  const proto = buildProto({ projectId: 'p_rows', title: 'Rows', client: 'pg', tables: [TABLE] });
  const t = [...proto.services.values()][0]!;
  const root = protobuf.parse(proto.text, new protobuf.Root(), { keepCase: true }).root;
  root.resolveAll();
  const rowType = root.lookupType(`${proto.package}.${t.rowType}`);
  const listType = root.lookupType(`${proto.package}.${t.listType}`);
  const convert = rowConverter(t);
  const kinds = Object.fromEntries(t.fields.map((f) => [f.name, f.kind]));

  it('fit the row type as the drivers give values, and encode to what they say', () => {
    expect(kinds).toMatchObject({ id: 'int32', big: 'int64', price: 'double', done: 'bool', data: 'json', title: 'string' });
    const rows = [
      { id: 1, big: '9007199254740993', price: '12.50', done: 1, data: { a: [1, 2] }, title: 'x', due: new Date('2026-01-02T00:00:00Z') },
      { id: '2', big: 12n, price: 3, done: 'false', data: '{"b":1}', title: 7, due: '2026-01-03' },
      { id: 3, big: 5, price: null, done: true, data: null, title: null, due: undefined },
    ];
    const messages = rows.map(convert);
    // verify refuses 64-bit integers as text, which encode takes (PostgreSQL's bigint): it is not the oracle.
    for (const m of messages) expect(rowType.verify({ ...m, big: undefined })).toBeNull();
    const back = listType.toObject(listType.decode(listType.encode({ list: messages }).finish()), { longs: String }) as {
      list: Record<string, unknown>[];
    };
    expect(back.list[0]).toEqual({
      id: 1,
      big: '9007199254740993',
      price: 12.5,
      done: true,
      data: '{"a":[1,2]}',
      title: 'x',
      due: '2026-01-02T00:00:00.000Z',
    });
    expect(back.list[1]).toEqual({ id: 2, big: '12', price: 3, done: false, data: '{"b":1}', title: '7', due: '2026-01-03' });
    expect(back.list[2]).toEqual({ id: 3, big: '5', done: true });
  });

  it('refuse values their field cannot carry', () => {
    expect(() => convert({ id: 1.5 })).toThrow(/id is not an int32/);
    expect(() => convert({ id: 2 ** 31 })).toThrow(/not an int32/);
    expect(() => convert({ id: 1, big: '12abc' })).toThrow(/big is not an int64/);
    expect(() => convert({ id: 1, big: 1.25 })).toThrow(/not an int64/);
  });
});
