/**
 * The pieces without a database: fake values fit tight columns (short varchars, small integers,
 * decimals of a given precision, select options with commas, patterns) in every supported
 * locale; the key filters of `seedTerm` parse back to exactly the keys, whatever characters they
 * hold, within the query guard's limits; the removal order deletes referring rows first.
 */
import { isEmail, isPhoneNumber, isUrl, parseSelectOptions, selectOptionsText, type ColumnMeta, type TableMeta } from '@plinth/sdk';
import { parseWhere, type WhereNode } from '@plinth/sdk/server';
import { describe, expect, it } from 'vitest';
import { columnFills, distinct, fakerFor, keyGen, maxLength } from '../server/generate.js';
import { keyWheres, removalOrder } from '../server/term.js';
import { SEED_LOCALES } from '../types.js';

const col = (cn: string, uidt: ColumnMeta['uidt'], extra: Partial<ColumnMeta> = {}): ColumnMeta => ({ cn, _cn: cn, uidt, ...extra });

const PEOPLE: TableMeta = {
  tn: 'people',
  _tn: 'people',
  columns: [
    col('id', 'ID', { pk: true, ai: true, dt: 'integer' }),
    col('first_name', 'SingleLineText', { dt: 'varchar', dtxp: '6', rqd: true }),
    col('email', 'Email', { dt: 'varchar', dtxp: '255', rqd: true }),
    col('phone', 'PhoneNumber', { dt: 'varchar', dtxp: '40' }),
    col('website', 'URL', { dt: 'text' }),
    col('code', 'SingleLineText', { dt: 'char', dtxp: '2' }),
    col('age', 'Number', { dt: 'smallint' }),
    col('tiny', 'Number', { dt: 'tinyint', un: true }),
    col('price', 'Currency', { dt: 'decimal', dtxp: '5,2' }),
    col('ratio', 'Decimal', { dt: 'numeric(4,3)' }),
    col('share', 'Percent', { dt: 'integer' }),
    col('stars', 'Rating', { dt: 'integer' }),
    col('size', 'SingleSelect', { dt: 'text', dtxp: selectOptionsText(['S, small', "M 'mid'", 'L']) }),
    col('tags', 'MultiSelect', { dt: 'text', dtxp: selectOptionsText(['a', 'b,c', 'd']) }),
    col('born', 'Date', { dt: 'date' }),
    col('due_at', 'DateTime', { dt: 'timestamp' }),
    col('opens', 'Time', { dt: 'time' }),
    col('data', 'JSON', { dt: 'json' }),
    col('active', 'Checkbox', { dt: 'boolean' }),
    col('bio', 'LongText', { dt: 'text' }),
    col('created', 'CreateTime', { dt: 'timestamp' }),
    col('company_id', 'ForeignKey', { dt: 'integer' }),
  ],
};

describe('fake values', () => {
  it.each(SEED_LOCALES)('fit every column of a tight table in locale %s', async (locale) => {
    const faker = await fakerFor(locale);
    faker.seed(42);
    const { fills, refusal } = columnFills(faker, PEOPLE, 'mysql', new Set(['company_id']));
    expect(refusal).toBeNull();
    // Keys are the database's, times its own, the foreign key the runner's.
    expect(fills.map((f) => f.col.cn)).not.toContain('id');
    expect(fills.map((f) => f.col.cn)).not.toContain('created');
    expect(fills.find((f) => f.col.cn === 'company_id')?.source).toBe('fk');
    const bad: string[] = [];
    for (let i = 1; i <= 300; i++) {
      for (const f of fills.filter((x) => x.source === 'value')) {
        const v = f.gen!(i);
        const say = (why: string) => bad.push(`${f.col.cn}=${JSON.stringify(v)}: ${why}`);
        const max = maxLength(f.col);
        if (max !== undefined && typeof v === 'string' && [...v].length > max) say(`longer than ${max}`);
        if (typeof v === 'string' && !v.trim()) say('empty');
        switch (f.col.cn) {
          case 'email':
            if (!isEmail(String(v))) say('not an e-mail');
            break;
          case 'phone':
            if (!isPhoneNumber(String(v))) say('not a phone number');
            break;
          case 'website':
            if (!isUrl(String(v))) say('not a URL');
            break;
          case 'age':
            if (!Number.isInteger(v) || (v as number) < -32768 || (v as number) > 32767) say('not a smallint');
            break;
          case 'tiny':
            if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 255) say('not an unsigned tinyint');
            break;
          case 'price':
            if (typeof v !== 'number' || Math.abs(v) >= 1000 || Math.round(v * 100) / 100 !== v) say('not decimal(5,2)');
            break;
          case 'ratio':
            if (typeof v !== 'number' || Math.abs(v) >= 10 || Math.round(v * 1000) / 1000 !== v) say('not numeric(4,3)');
            break;
          case 'share':
            if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 100) say('not a percentage');
            break;
          case 'stars':
            if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 5) say('not a rating');
            break;
          case 'size':
            if (!parseSelectOptions(f.col.dtxp).includes(String(v))) say('not an option');
            break;
          case 'tags':
            if (!Array.isArray(v) || !v.length || !v.every((o) => parseSelectOptions(f.col.dtxp).includes(String(o)))) say('not options');
            break;
          case 'born': {
            const year = Number(String(v).slice(0, 4));
            if (!/^\d{4}-\d{2}-\d{2}$/.test(String(v)) || year < 1940 || year > 2010) say('not a birth date');
            break;
          }
          case 'due_at':
            if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(v)) || String(v) < '2026') say('not a deadline');
            break;
          case 'opens':
            if (!/^\d{2}:\d{2}:\d{2}$/.test(String(v))) say('not a time');
            break;
          case 'data':
            if (typeof v !== 'object' || v === null) say('not JSON');
            break;
          case 'active':
            if (typeof v !== 'boolean') say('not a boolean');
            break;
        }
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('names people, companies and places by the column and table names', async () => {
    const faker = await fakerFor('en');
    faker.seed(7);
    const meta: TableMeta = {
      tn: 'companies',
      _tn: 'companies',
      columns: [
        col('id', 'ID', { pk: true, ai: true }),
        col('name', 'SingleLineText', { dt: 'text' }),
        col('city', 'SingleLineText', { dt: 'text' }),
      ],
    };
    const { fills } = columnFills(faker, meta, 'pg', new Set());
    const name = fills.find((f) => f.col.cn === 'name')!.gen!(1);
    const city = fills.find((f) => f.col.cn === 'city')!.gen!(1);
    faker.seed(7);
    expect(name).toBe(faker.company.name());
    expect(city).toEqual(expect.any(String));
    expect(city).not.toMatch(/lorem|ipsum/i);
  });

  it('refuses a required column it cannot fill, and makes unique keys the database does not assign', async () => {
    const faker = await fakerFor('en');
    const meta: TableMeta = {
      tn: 'shapes',
      _tn: 'shapes',
      columns: [
        col('code', 'SingleLineText', { pk: true, dt: 'varchar', dtxp: '8' }),
        col('shape', 'Geometry', { dt: 'geometry', rqd: true }),
      ],
    };
    expect(columnFills(faker, meta, 'pg', new Set()).refusal).toBe("Column 'shape' of 'shapes' (Geometry) cannot be given sample values");
    const keys = Array.from({ length: 2000 }, (_, i) => keyGen(faker, meta, 'pg', meta.columns[0]!, 0, 'abcd1234')(i + 1));
    expect(new Set(keys).size).toBe(2000);
    expect(keys.every((k) => typeof k === 'string' && k.length <= 8)).toBe(true);
    const ints = { ...meta, columns: [col('n', 'Number', { pk: true, dt: 'integer' })] };
    expect(keyGen(faker, ints, 'pg', ints.columns[0]!, 41, 'x')(1)).toBe(42);
  });

  it('makes values distinct after a duplicate without breaking them', () => {
    const email = col('email', 'Email', { dt: 'varchar', dtxp: '255' });
    expect(distinct('ann.5@example.com', email, 31)).toBe('ann.5+31@example.com');
    expect(isEmail(String(distinct('ann.5@example.com', email, 31)))).toBe(true);
    expect(distinct('Acme', col('name', 'SingleLineText', { dt: 'varchar', dtxp: '6' }), 7)).toBe('Acme 7');
    expect(distinct('Acme Corp', col('name', 'SingleLineText', { dt: 'varchar', dtxp: '6' }), 7)).toBe('Acme 7');
    expect(distinct('S', col('size', 'SingleSelect', { dtxp: "'S','M'" }), 7)).toBe('S');
    expect(distinct('2026-01-01', col('day', 'Date'), 7)).toBe('2026-01-01');
  });
});

/** The keys a where text of `keyWheres` matches, read back through the SDK's parser. */
function keysOf(node: WhereNode | undefined, fields: string[]): string[][] {
  if (!node) return [];
  if (node.type === 'condition') {
    const values = Array.isArray(node.value) ? node.value : [node.value];
    return node.op === 'in' ? values.map((v) => [String(v)]) : [[String(values[0])]];
  }
  if (node.type === 'or') return node.children.flatMap((c) => keysOf(c, fields));
  if (node.type === 'and') return [node.children.flatMap((c) => keysOf(c, fields).flat())];
  return [];
}

describe('removal filters', () => {
  const single: TableMeta = { tn: 't', _tn: 't', columns: [col('id', 'ID', { pk: true })] };
  const pair: TableMeta = { tn: 'j', _tn: 'j', columns: [col('a,b', 'ForeignKey', { pk: true }), col('c', 'ForeignKey', { pk: true })] };

  it('match exactly the recorded keys, any characters, within the guard limits', () => {
    const hostile = ['1', 'a,b', '(x)', '~or', "it's", 'back\\slash', ' sp ', '中文', 'x'.repeat(120)];
    const keys = Array.from({ length: 450 }, (_, i) => ({ id: i + 1, pk: `${hostile[i % hostile.length]}-${i}` }));
    const wheres = keyWheres(single, keys);
    expect(wheres.length).toBeGreaterThan(4);
    const got: string[] = [];
    for (const w of wheres) {
      const node = parseWhere(w.where);
      const matched = keysOf(node, ['id']).map((k) => k[0]!);
      expect(matched.length).toBe(w.ids.length);
      got.push(...matched);
    }
    expect(got).toEqual(keys.map((k) => k.pk));
    expect(wheres.flatMap((w) => w.ids)).toEqual(keys.map((k) => k.id));

    const pairs = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, pk: `${i}___${hostile[i % hostile.length]}` }));
    const pairWheres = keyWheres(pair, [...pairs, { id: 999, pk: 'no separator' }]);
    expect(pairWheres[0]).toEqual({ where: '', ids: [999] });
    const back = pairWheres.slice(1).flatMap((w) => keysOf(parseWhere(w.where), ['a,b', 'c']).map((k) => k.join('___')));
    expect(back).toEqual(pairs.map((p) => p.pk));
  });

  it('removes junction rows first, then children before parents', () => {
    const metas: TableMeta[] = [
      { tn: 'companies', _tn: 'companies', columns: [] },
      { tn: 'contacts', _tn: 'contacts', columns: [], belongsTo: [{ tn: 'contacts', cn: 'company_id', rtn: 'companies', rcn: 'id' }] },
      {
        tn: 'deals',
        _tn: 'deals',
        columns: [],
        manyToMany: [{ tn: 'deals', cn: 'id', rtn: 'contacts', rcn: 'id', vtn: 'deals_contacts', vcn: 'deal_id', vrcn: 'contact_id' }],
      },
      { tn: 'activities', _tn: 'activities', columns: [], belongsTo: [{ tn: 'activities', cn: 'contact_id', rtn: 'contacts', rcn: 'id' }] },
    ];
    const order = removalOrder(['companies', 'contacts', 'deals_contacts', 'activities'], metas);
    expect(order[0]).toBe('deals_contacts');
    expect(order.indexOf('activities')).toBeLessThan(order.indexOf('contacts'));
    expect(order.indexOf('contacts')).toBeLessThan(order.indexOf('companies'));
  });
});
