/**
 * The guard's queries run on real databases: a SQLite file, PostgreSQL and MariaDB
 * (createTestDatabase), one small table, the same filters and sorts with the same answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnMeta, TableMeta } from '../src/entities.js';
import { applyQuery, type QueryParams } from '../src/server/index.js';
import { createTestDatabase } from '../src/testing/index.js';
import { expect400 } from './query-fixtures.js';

interface Target {
  client: string;
  knex: Knex;
  /** Native type names as each dialect's introspection reports them. */
  dt: Record<'id' | 'text' | 'int' | 'decimal' | 'bool' | 'date' | 'datetime' | 'long', string>;
  cleanup(): Promise<void>;
}

const targets: { name: string; open(): Promise<Target> }[] = [
  {
    name: 'SQLite file',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'plinth-query-'));
      const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: join(dir, 'q.sqlite') }, useNullAsDefault: true });
      const dt = {
        id: 'integer',
        text: 'varchar',
        int: 'integer',
        decimal: 'float',
        bool: 'boolean',
        date: 'date',
        datetime: 'datetime',
        long: 'text',
      };
      return {
        client: 'better-sqlite3',
        knex,
        dt,
        cleanup: async () => {
          await knex.destroy();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const db = await createTestDatabase('pg', 'plinth_query');
      const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } });
      const dt = {
        id: 'integer',
        text: 'character varying',
        int: 'integer',
        decimal: 'numeric',
        bool: 'boolean',
        date: 'date',
        datetime: 'timestamp with time zone',
        long: 'text',
      };
      return {
        client: 'pg',
        knex,
        dt,
        cleanup: async () => {
          await knex.destroy();
          await db.drop();
        },
      };
    },
  },
  {
    name: 'MariaDB',
    async open() {
      const db = await createTestDatabase('mysql', 'plinth_query');
      const knex = knexFactory({ client: 'mysql2', connection: db.url, pool: { min: 0, max: 2 } });
      const dt = {
        id: 'int',
        text: 'varchar',
        int: 'int',
        decimal: 'decimal',
        bool: 'tinyint',
        date: 'date',
        datetime: 'datetime',
        long: 'text',
      };
      return {
        client: 'mysql2',
        knex,
        dt,
        cleanup: async () => {
          await knex.destroy();
          await db.drop();
        },
      };
    },
  },
];

const ROWS = [
  {
    id: 1,
    first_name: 'Ann',
    age: 30,
    price: 9.99,
    active: true,
    born: '1990-05-01',
    seen: '2024-03-01 10:00:00',
    city: 'Paris',
    status: 'open',
    notes: 'a,b)c',
  },
  {
    id: 2,
    first_name: 'Joanne',
    age: 17,
    price: 20,
    active: false,
    born: '2007-01-15',
    seen: '2024-01-15 08:30:00',
    city: 'London',
    status: 'closed',
    notes: null,
  },
  {
    id: 3,
    first_name: 'Bob',
    age: 18,
    price: 5.5,
    active: true,
    born: '2006-12-31',
    seen: '2023-12-31 23:59:59',
    city: 'Paris',
    status: '',
    notes: 'C:\\dir',
  },
  {
    id: 4,
    first_name: 'ANNA',
    age: 45,
    price: 100,
    active: false,
    born: '1979-02-28',
    seen: '2024-06-30 12:00:00',
    city: null,
    status: 'open',
    notes: '50% off',
  },
  { id: 5, first_name: 'Zoe', age: null, price: 0, active: true, born: null, seen: null, city: 'Rome', status: null, notes: null },
  {
    id: 6,
    first_name: 'Carl',
    age: 25,
    price: 12.5,
    active: false,
    born: '1999-09-09',
    seen: '2024-02-29 00:00:00',
    city: 'paris',
    status: 'closed',
    notes: '~tilde~',
  },
];

function peopleMeta(dt: Target['dt']): TableMeta {
  const c = (cn: string, uidt: ColumnMeta['uidt'], type: string, extra: Partial<ColumnMeta> = {}): ColumnMeta => ({
    cn,
    _cn: cn,
    uidt,
    dt: type,
    ...extra,
  });
  return {
    tn: 'people',
    _tn: 'People',
    columns: [
      c('id', 'ID', dt.id, { pk: true, ai: true, un: dt.id === 'int' }),
      c('first_name', 'SingleLineText', dt.text, { _cn: 'firstName' }),
      c('age', 'Number', dt.int),
      c('price', 'Decimal', dt.decimal),
      c('active', 'Checkbox', dt.bool),
      c('born', 'Date', dt.date),
      c('seen', 'DateTime', dt.datetime),
      c('city', 'SingleLineText', dt.text),
      c('status', 'SingleSelect', dt.text),
      c('notes', 'LongText', dt.long),
    ],
  };
}

const FILTERS: [string, number[]][] = [
  ['(age,gt,18)', [1, 4, 6]],
  ['(firstName,like,%ann%)', [1, 2, 4]],
  ['(age,gt,18)~and((firstName,like,%ann%)~or(city,eq,Paris))~not(status,eq,closed)', [1, 4]],
  ['(city,is,null)', [4]],
  ['(status,is,empty)', [3, 5]],
  ['(status,is,notempty)', [1, 2, 4, 6]],
  ['(age,in,17,30)', [1, 2]],
  ['(age,btw,18,30)', [1, 3, 6]],
  ['(active,eq,true)', [1, 3, 5]],
  ['(born,lt,2000-01-01)', [1, 4, 6]],
  ['(seen,ge,2024-01-15 08:30)', [1, 2, 4, 6]],
  ['(city,neq,London)', [1, 3, 4, 5, 6]],
  ['(firstName,nlike,%ann%)', [3, 5, 6]],
  ['~not((age,lt,20)~or(city,is,null))', [1, 6]],
  ['(notes,eq,a\\,b\\)c)', [1]],
  ['(notes,eq,C:\\dir)', [3]],
  ['(notes,like,50%)~or(notes,like,%\\~tilde%)', [4, 6]],
  ['(price,ge,12.5)', [2, 4, 6]],
  ['(status,in,open,closed)~and(active,eq,false)', [2, 4, 6]],
];

describe.each(targets)('query guard on $name', (target) => {
  let t: Target;
  let meta: TableMeta;
  const ids = async (params: QueryParams) =>
    ((await applyQuery(t.knex('people'), meta, { fields: 'id', ...params }, { client: t.client })) as { id: number }[]).map((r) =>
      Number(r.id),
    );

  beforeAll(async () => {
    t = await target.open();
    meta = peopleMeta(t.dt);
    await t.knex.schema.createTable('people', (tb) => {
      tb.increments('id');
      tb.string('first_name');
      tb.integer('age');
      tb.decimal('price', 10, 2);
      tb.boolean('active');
      tb.date('born');
      tb.dateTime('seen');
      tb.string('city');
      tb.string('status');
      tb.text('notes');
    });
    await t.knex('people').insert(ROWS.map((r) => (t.client === 'better-sqlite3' ? { ...r, active: r.active ? 1 : 0 } : r)));
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it.each(FILTERS)('where %s', async (where, expected) => {
    expect((await ids({ where })).sort((a, b) => a - b)).toEqual(expected);
  });

  it('sorts descending, by several columns, and pages', async () => {
    expect(await ids({ where: '(age,is,notnull)', sort: '-age' })).toEqual([4, 1, 6, 3, 2]);
    expect(await ids({ sort: 'active,-price' })).toEqual([4, 2, 6, 1, 3, 5]);
    expect(await ids({ sort: 'id', limit: '2', offset: '2' })).toEqual([3, 4]);
    expect(await ids({ limit: 1000, offset: 5 })).toEqual([6]);
  });

  it('selects the requested columns by name or alias', async () => {
    const rows = await applyQuery(t.knex('people'), meta, { fields: 'firstName,age', where: '(id,eq,2)' }, { client: t.client });
    expect(rows).toEqual([{ first_name: 'Joanne', age: 17 }]);
  });

  it('answers 400 before the database sees a value it would reject', () => {
    expect400(
      () => applyQuery(t.knex('people'), meta, { where: '(age,gt,abc)' }, { client: t.client }),
      "Value 'abc' is not a number for column 'age'",
    );
    expect400(() => applyQuery(t.knex('people'), meta, { where: '(age,gt,99999999999999999999)' }, { client: t.client }), 'out of range');
  });

  it('runs the values the guard accepts that the database could trip on', async () => {
    // A trailing backslash (an error as LIKE pattern on PostgreSQL unless escaped), quotes, unicode.
    for (const where of [
      '(notes,like,x\\\\)',
      "(notes,eq,'; drop table people; --)",
      '(notes,eq,😀 表 \u202e)',
      '(age,btw,-2147483648,2147483647)',
    ]) {
      await expect(ids({ where })).resolves.toBeInstanceOf(Array);
    }
    expect(await ids({ where: '(age,btw,-2147483648,2147483647)' })).toHaveLength(5);
    expect(await t.knex('people').count({ n: '*' })).toEqual([{ n: t.client === 'pg' ? '6' : 6 }]);
  });
});
