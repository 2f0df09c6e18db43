import knexFactory, { type Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import type { TableMeta } from '../src/entities.js';
import { applyQuery, ColumnIndex, planQuery, queryLimits, resolveWhere, parseWhere, type QueryParams } from '../src/server/index.js';
import { expect400, PEOPLE } from './query-fixtures.js';

const clients = { sqlite: 'better-sqlite3', pg: 'pg', mysql: 'mysql2' } as const;
const knexes: Record<keyof typeof clients, Knex> = {
  sqlite: knexFactory({ client: clients.sqlite, useNullAsDefault: true }),
  pg: knexFactory({ client: clients.pg }),
  mysql: knexFactory({ client: clients.mysql }),
};
afterAll(async () => {
  for (const k of Object.values(knexes)) await k.destroy();
});

/** The where alone, resolved for a client (bindings as the database would get them). */
const resolved = (where: string, client = 'pg', meta: TableMeta = PEOPLE) =>
  resolveWhere(parseWhere(where)!, new ColumnIndex(meta, client === 'pg' ? 'pg' : client === 'mysql2' ? 'mysql' : 'sqlite'), queryLimits());
const sql = (which: keyof typeof clients, params: QueryParams, meta: TableMeta = PEOPLE, table = meta.tn) =>
  applyQuery(knexes[which](table), meta, params, { client: clients[which] }).toSQL();

describe('field resolution', () => {
  it('finds columns by name and by alias', () => {
    expect(resolved('(first_name,eq,Ann)')).toMatchObject({ column: 'first_name', value: 'Ann' });
    expect(resolved('(firstName,eq,Ann)')).toMatchObject({ column: 'first_name', value: 'Ann' });
  });

  it('refuses unknown, virtual and unqueryable columns with the context named', () => {
    expect400(() => resolved('(nope,eq,1)'), "Unknown column 'nope' in where");
    expect400(() => resolved('(friends,eq,1)'), "Column 'friends' is virtual and cannot be used in where");
    expect400(() => resolved('(Total,gt,1)'), "Column 'Total' is virtual and cannot be used in where");
    expect400(() => resolved('(a.b,eq,1)'), "Column 'a.b' cannot be used in where: its name contains '.'");
    expect400(() => planQuery(PEOPLE, { sort: 'nope' }, { client: 'pg' }), "Unknown column 'nope' in sort");
    expect400(
      () => planQuery(PEOPLE, { fields: 'id,Orders' }, { client: 'pg' }),
      "Column 'Orders' is virtual and cannot be used in fields",
    );
  });

  it('prefers the name over an alias and refuses an ambiguous alias', () => {
    const meta: TableMeta = {
      tn: 't',
      _tn: 't',
      columns: [
        { cn: 'fooBar', _cn: 'x', uidt: 'SingleLineText', dt: 'varchar' },
        { cn: 'foo_bar', _cn: 'fooBar', uidt: 'SingleLineText', dt: 'varchar' },
        { cn: 'foo__bar', _cn: 'fooBar2', uidt: 'SingleLineText', dt: 'varchar' },
        { cn: 'foo___bar', _cn: 'fooBar2', uidt: 'SingleLineText', dt: 'varchar' },
      ],
    };
    expect(resolved('(fooBar,eq,1)', 'pg', meta)).toMatchObject({ column: 'fooBar' });
    expect400(() => resolved('(fooBar2,eq,1)', 'pg', meta), "Column 'fooBar2' in where is ambiguous; use the column name");
  });
});

describe('value coercion by uidt', () => {
  const errors: [string, string][] = [
    ['(age,gt,abc)', "Value 'abc' is not a number for column 'age'"],
    ['(age,eq,1.5)', "Value '1.5' is not a whole number for column 'age'"],
    ['(age,eq,0x10)', "Value '0x10' is not a number for column 'age'"],
    ['(age,eq,)', "Value '' is not a number for column 'age'"],
    ['(age,gt,99999999999)', "Value '99999999999' is out of range for column 'age'"],
    ['(small,gt,40000)', "Value '40000' is out of range for column 'small'"],
    ['(big,gt,-1)', "Value '-1' is out of range for column 'big'"],
    ['(big,gt,9007199254740993)', 'out of range'],
    ['(price,lt,1e999)', "Value '1e999' is out of range for column 'price'"],
    ['(price,lt,NaN)', "Value 'NaN' is not a number for column 'price'"],
    ['(active,eq,yes)', "Value 'yes' is not a boolean (true or false) for column 'active'"],
    ['(born,eq,2024-02-30)', "Value '2024-02-30' is not a date (YYYY-MM-DD) for column 'born'"],
    ['(born,eq,01/02/2024)', 'is not a date'],
    ['(seen,gt,2024-01-01 25:00)', 'is not a date and time (YYYY-MM-DD HH:MM:SS)'],
    ['(seen,gt,2024-01-01T10:00+15:00)', 'is not a date and time'],
    ['(wake,lt,24:00)', "Value '24:00' is not a time (HH:MM:SS) for column 'wake'"],
    ['(ref,eq,not-a-uuid)', "Value 'not-a-uuid' is not a UUID for column 'ref'"],
    ['(doc,eq,{})', "Column 'doc' (JSON) can only be filtered with 'is'"],
    ['(age,like,1%)', "Operator 'like' needs a text column; 'age' is Number"],
    ['(age,in,1,x)', "Value 'x' is not a number for column 'age'"],
    ['(age,btw,1,x)', "Value 'x' is not a number for column 'age'"],
    ['(city,eq,a\u0000b)', "Value for column 'city' contains a NUL character"],
  ];
  it.each(errors)('%s -> %s', (where, msg) => expect400(() => resolved(where), msg));

  it('binds numbers, booleans (1 / 0 on SQLite), dates, times and UUIDs', () => {
    expect(resolved('(age,gt, 18 )')).toMatchObject({ value: 18 });
    expect(resolved('(age,eq,1e3)')).toMatchObject({ value: 1000 });
    expect(resolved('(price,le,-.5)')).toMatchObject({ value: -0.5 });
    expect(resolved('(big,le,9007199254740991)')).toMatchObject({ value: 9007199254740991 });
    expect(resolved('(active,eq,TRUE)')).toMatchObject({ value: true });
    expect(resolved('(active,eq,0)', 'mysql2')).toMatchObject({ value: false });
    expect(resolved('(active,eq,true)', 'better-sqlite3')).toMatchObject({ value: 1 });
    expect(resolved('(born,ge,2024-02-29)')).toMatchObject({ value: '2024-02-29' });
    expect(resolved('(wake,lt,07:30)')).toMatchObject({ value: '07:30:00' });
    expect(resolved('(ref,eq,0F8FAD5B-D9CB-469F-A165-70867728950E)')).toMatchObject({ value: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(resolved('(city,eq, Paris )')).toMatchObject({ value: ' Paris ' });
  });

  it('normalises date-times, converting zoned ones to UTC', () => {
    expect(resolved('(seen,gt,2024-01-02)', 'mysql2')).toMatchObject({ value: '2024-01-02 00:00:00' });
    expect(resolved('(seen,gt,2024-01-02T03:04:05.123)', 'mysql2')).toMatchObject({ value: '2024-01-02 03:04:05.123' });
    expect(resolved('(seen,gt,2024-01-01T23:30:00-02:00)', 'mysql2')).toMatchObject({ value: '2024-01-02 01:30:00' });
    expect(resolved('(seen,gt,2024-01-01T23:30:00Z)', 'pg')).toMatchObject({ value: '2024-01-01 23:30:00+00:00' });
  });

  it('compares like case-insensitively on PostgreSQL and keeps backslashes literal', () => {
    expect(resolved('(city,like,%a\\b%)', 'pg')).toMatchObject({ operator: 'ilike', value: '%a\\\\b%' });
    expect(resolved('(city,nlike,x\\\\)', 'mysql2')).toEqual({
      type: 'like',
      column: 'city',
      operator: 'not like',
      value: 'x\\\\',
      orNull: true,
    });
    expect(resolved('(city,like,x\\\\)', 'better-sqlite3')).toMatchObject({ operator: 'like', value: 'x\\' });
  });

  it('checks trees built in code like parsed ones', () => {
    const columns = new ColumnIndex(PEOPLE, 'pg');
    expect(resolveWhere({ type: 'condition', field: 'age', op: 'gt', value: 18 }, columns, queryLimits())).toMatchObject({ value: 18 });
    expect400(() => resolveWhere({ type: 'and', children: [] }, columns, queryLimits()), "Empty 'and' group in where");
    expect400(
      () => resolveWhere({ type: 'condition', field: 'age', op: 'in', value: [] }, columns, queryLimits()),
      "'in' needs at least one value for column 'age'",
    );
    expect400(
      () => resolveWhere({ type: 'condition', field: 'age', op: 'eq', value: [1] as never }, columns, queryLimits()),
      'must be a single value',
    );
    expect400(
      () => resolveWhere({ type: 'condition', field: 'age', op: 'drop' as never, value: 1 }, columns, queryLimits()),
      "Unknown operator 'drop'",
    );
    let deep: Parameters<typeof resolveWhere>[0] = { type: 'condition', field: 'age', op: 'eq', value: 1 };
    for (let i = 0; i < 25; i++) deep = { type: 'not', child: deep };
    expect400(() => resolveWhere(deep, columns, queryLimits()), 'nested deeper than 20 levels');
  });
});

describe('sort, fields and page', () => {
  it('sorts by name or alias, - descending, primary key appended for stable pages', () => {
    expect(planQuery(PEOPLE, { sort: '-age, firstName,+city' }, { client: 'pg' }).sort).toEqual([
      { column: 'age', direction: 'desc' },
      { column: 'first_name', direction: 'asc' },
      { column: 'city', direction: 'asc' },
      { column: 'id', direction: 'asc' },
    ]);
    expect(planQuery(PEOPLE, { sort: '-id' }, { client: 'pg' }).sort).toEqual([{ column: 'id', direction: 'desc' }]);
    expect(planQuery(PEOPLE, {}, { client: 'pg', stableSort: false }).sort).toEqual([]);
  });

  it('refuses bad sort lists', () => {
    expect400(() => planQuery(PEOPLE, { sort: 'age,-age' }, { client: 'pg' }), "Column 'age' appears twice in sort");
    expect400(() => planQuery(PEOPLE, { sort: 'age,,city' }, { client: 'pg' }), 'Invalid sort at position 5: empty column name');
    expect400(() => planQuery(PEOPLE, { sort: 'doc' }, { client: 'pg' }), "Column 'doc' (JSON) cannot be sorted");
    expect400(() => planQuery(PEOPLE, { sort: 'friends' }, { client: 'pg' }), "Column 'friends' is virtual and cannot be used in sort");
    expect400(
      () => planQuery(PEOPLE, { sort: 'age,city,id' }, { client: 'pg', limits: { maxSortFields: 2 } }),
      'Sort has more than 2 columns',
    );
    expect400(() => planQuery(PEOPLE, { sort: 'x'.repeat(4001) }, { client: 'pg' }), 'Sort is longer than 4000 characters');
  });

  it('selects every physical column by default, or the listed ones (deduplicated)', () => {
    const all = planQuery(PEOPLE, {}, { client: 'pg' }).fields;
    expect(all).toEqual(PEOPLE.columns.map((c) => c.cn).filter((cn) => cn !== 'friends' && cn !== 'a.b'));
    expect(planQuery(PEOPLE, { fields: '*' }, { client: 'pg' }).fields).toEqual(all);
    expect(planQuery(PEOPLE, { fields: 'firstName,age,first_name' }, { client: 'pg' }).fields).toEqual(['first_name', 'age']);
    expect400(() => planQuery(PEOPLE, { fields: 'age,nope' }, { client: 'pg' }), "Unknown column 'nope' in fields");
    expect400(() => planQuery(PEOPLE, { fields: 'age,' }, { client: 'pg' }), 'Invalid fields at position 5: empty column name');
  });

  it('pages with limit 25 by default, lowers limits above the maximum and parses strictly', () => {
    const page = (p: QueryParams, max?: number) => {
      const { limit, offset } = planQuery(PEOPLE, p, { client: 'pg', limits: max ? { maxLimit: max } : undefined });
      return { limit, offset };
    };
    expect(page({})).toEqual({ limit: 25, offset: 0 });
    expect(page({ limit: '5', offset: '10' })).toEqual({ limit: 5, offset: 10 });
    expect(page({ limit: 7, offset: 0 })).toEqual({ limit: 7, offset: 0 });
    expect(page({ limit: '5000' })).toEqual({ limit: 1000, offset: 0 });
    expect(page({ limit: '5000' }, 50)).toEqual({ limit: 50, offset: 0 });
    for (const bad of ['-1', '1.5', '1e2', '0x10', 'ten', '99999999999999999999', ['1', '2']]) {
      expect400(() => page({ limit: bad }), 'limit must be a whole number of 0 or more');
      expect400(() => page({ offset: bad }), 'offset must be a whole number of 0 or more');
    }
    expect400(() => page({ limit: '0' }), 'limit must be at least 1');
  });

  it('refuses parameters given twice', () => {
    expect400(() => planQuery(PEOPLE, { where: ['(age,eq,1)', '(age,eq,2)'] }, { client: 'pg' }), 'where must be given once, as text');
    expect400(() => planQuery(PEOPLE, { sort: { a: 1 } }, { client: 'pg' }), 'sort must be given once, as text');
  });

  it('rejects an unknown client as a programming error, not a 400', () => {
    expect(() => planQuery(PEOPLE, {}, { client: 'oracle' })).toThrow("Query guard: unknown database client 'oracle'");
  });
});

describe('SQL generation', () => {
  const brief = '(age,gt,18)~and((firstName,like,%ann%)~or(city,eq,Paris))~not(status,eq,closed)';
  const params: QueryParams = { where: brief, sort: '-age', fields: 'id,firstName', limit: '10', offset: '20' };

  it('quotes identifiers and binds every value on SQLite', () => {
    expect(sql('sqlite', params)).toMatchObject({
      sql: 'select `id`, `first_name` from `people` where (`age` > ? and (`first_name` like ? or `city` = ?) and not (`status` = ?)) order by `age` desc, `id` asc limit ? offset ?',
      bindings: [18, '%ann%', 'Paris', 'closed', 10, 20],
    });
  });

  it('uses ILIKE and numbered parameters on PostgreSQL', () => {
    expect(sql('pg', params).toNative()).toEqual({
      sql: 'select "id", "first_name" from "people" where ("age" > $1 and ("first_name" ilike $2 or "city" = $3) and not ("status" = $4)) order by "age" desc, "id" asc limit $5 offset $6',
      bindings: [18, '%ann%', 'Paris', 'closed', 10, 20],
    });
  });

  it('quotes with backticks on MySQL', () => {
    expect(sql('mysql', params)).toMatchObject({
      sql: 'select `id`, `first_name` from `people` where (`age` > ? and (`first_name` like ? or `city` = ?) and not (`status` = ?)) order by `age` desc, `id` asc limit ? offset ?',
      bindings: [18, '%ann%', 'Paris', 'closed', 10, 20],
    });
  });

  it('writes in, btw, is, neq and nlike (with NULL rows) and empty', () => {
    const where =
      '(age,in,1,2)~or(age,btw,3,4)~or(city,is,null)~or(city,is,notnull)~or(city,is,empty)~or(city,is,notempty)~or(city,neq,x)~or(city,nlike,%y)~or(age,is,empty)';
    expect(sql('pg', { where, fields: 'id', limit: 1 }, PEOPLE).toNative()).toEqual({
      sql:
        'select "id" from "people" where ("age" in ($1, $2) or "age" between $3 and $4 or "city" is null or "city" is not null' +
        ' or ("city" is null or "city" = $5) or ("city" is not null and "city" <> $6) or ("city" <> $7 or "city" is null)' +
        ' or ("city" not ilike $8 or "city" is null) or "age" is null) order by "id" asc limit $9',
      bindings: [1, 2, 3, 4, '', '', 'x', '%y', 1],
    });
  });

  it('keeps the where in one group after conditions already on the builder', () => {
    const qb = knexes.sqlite('people').where('id', '>', 0);
    applyQuery(qb, PEOPLE, { where: '(age,eq,1)~or(age,eq,2)', fields: 'id' }, { client: 'better-sqlite3', stableSort: false });
    expect(qb.toSQL().sql).toBe('select `id` from `people` where `id` > ? and (`age` = ? or `age` = ?) limit ?');
  });

  it('qualifies columns with a table alias and ANDs a filter built in code (never one from the parameters)', () => {
    // As a query string could deliver it: a `filter` parameter is not read.
    const query: Record<string, unknown> = {
      where: '(age,eq,1)',
      fields: 'id',
      filter: { type: 'condition', field: 'nope', op: 'eq', value: 'ignored' },
    };
    const qb = applyQuery(knexes.pg('people as p'), PEOPLE, query, {
      client: 'pg',
      tableAlias: 'p',
      filter: { type: 'condition', field: 'city', op: 'eq', value: 'Rome' },
    });
    expect(qb.toSQL().toNative()).toEqual({
      sql: 'select "p"."id" from "people" as "p" where ("p"."city" = $1 and "p"."age" = $2) order by "p"."id" asc limit $3',
      bindings: ['Rome', 1, 25],
    });
    expect(
      () => planQuery(PEOPLE, {}, { client: 'pg' }) && applyQuery(knexes.pg('people'), PEOPLE, {}, { client: 'pg', tableAlias: 'x.y' }),
    ).toThrow('unusable table alias');
  });

  it('quotes hostile column names (quotes, semicolons, comments) as identifiers', () => {
    const hostile: TableMeta = {
      tn: `we"ird'tab; drop table t;--`,
      _tn: 'weird',
      columns: [
        { cn: 'id', _cn: 'id', uidt: 'ID', dt: 'integer', pk: true },
        { cn: `co"l'umn; --`, _cn: 'col', uidt: 'SingleLineText', dt: 'varchar' },
        { cn: 'päre`nt 表', _cn: 'parent', uidt: 'SingleLineText', dt: 'varchar' },
      ],
    };
    const params2: QueryParams = { where: "(col,eq,'; drop table t; --)~and(parent,like,%/*x*/%)", sort: '-parent', fields: 'col' };
    expect(sql('pg', params2, hostile).toNative()).toEqual({
      sql: `select "co""l'umn; --" from "we""ird'tab; drop table t;--" where ("co""l'umn; --" = $1 and "päre\`nt 表" ilike $2) order by "päre\`nt 表" desc, "id" asc limit $3`,
      bindings: ["'; drop table t; --", '%/*x*/%', 25],
    });
    expect(sql('mysql', params2, hostile).sql).toBe(
      'select `co"l\'umn; --` from `we"ird\'tab; drop table t;--` where (`co"l\'umn; --` = ? and `päre``nt 表` like ?) order by `päre``nt 表` desc, `id` asc limit ?',
    );
  });
});
