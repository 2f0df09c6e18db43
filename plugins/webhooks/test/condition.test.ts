/**
 * A hook's condition evaluated in memory against database rows: the where language's operators
 * (by column name or alias), NULLs as the SQL of the query guard treats them, and the guard's 400s.
 */
import { describe, expect, it } from 'vitest';
import type { ColumnMeta, TableMeta } from '@plinth/sdk';
import { HttpError } from '@plinth/sdk/server';
import { compileCondition, matches } from '../server/condition.js';

const col = (cn: string, uidt: ColumnMeta['uidt'], dt: string, extra: Partial<ColumnMeta> = {}): ColumnMeta => ({
  cn,
  _cn: cn,
  uidt,
  dt,
  ...extra,
});

const PEOPLE: TableMeta = {
  tn: 'people',
  _tn: 'People',
  columns: [
    col('id', 'ID', 'integer', { pk: true, ai: true }),
    col('first_name', 'SingleLineText', 'varchar', { _cn: 'firstName' }),
    col('age', 'Number', 'integer'),
    col('active', 'Checkbox', 'boolean'),
    col('born', 'Date', 'date'),
  ],
};

const ann = { id: 1, first_name: 'Ann', age: 17, active: true, born: new Date('2008-03-01T00:00:00Z') };
const bob = { id: 2, first_name: 'Bob', age: 25, active: 0, born: '1999-12-31' };
const nul = { id: 3, first_name: null, age: null, active: null, born: null };

const hits = (where: string) => [ann, bob, nul].filter((row) => matches(compileCondition(where, PEOPLE), row)).map((r) => r.id);

describe('webhook conditions', () => {
  it('compares numbers, text, booleans and dates as the database does', () => {
    expect(hits('(age,gt,18)')).toEqual([2]);
    expect(hits('(age,le,17)')).toEqual([1]);
    expect(hits('(age,neq,17)')).toEqual([2, 3]);
    expect(hits('(firstName,eq,Ann)')).toEqual([1]);
    expect(hits('(first_name,like,%o%)')).toEqual([2]);
    expect(hits('(first_name,like,a__)')).toEqual([1]);
    expect(hits('(first_name,nlike,a%)')).toEqual([2, 3]);
    expect(hits('(age,in,17,30)')).toEqual([1]);
    expect(hits('(age,btw,18,30)')).toEqual([2]);
    expect(hits('(active,eq,true)')).toEqual([1]);
    expect(hits('(born,lt,2000-01-01)')).toEqual([2]);
    expect(hits('(age,is,null)')).toEqual([3]);
    expect(hits('(first_name,is,notempty)')).toEqual([1, 2]);
  });

  it('combines with and, or and not', () => {
    expect(hits('(age,gt,18)~or(first_name,eq,Ann)')).toEqual([1, 2]);
    expect(hits('(age,is,notnull)~not(first_name,eq,Ann)')).toEqual([2]);
    expect(hits('~not(age,is,null)')).toEqual([1, 2]);
    expect(hits('')).toEqual([1, 2, 3]);
  });

  it('refuses unknown columns and bad values with the query guard message', () => {
    for (const [where, msg] of [
      ['(nope,eq,1)', /Unknown column 'nope'/],
      ['(age,eq,old)', /not a number/],
      ['(age,eq', /./],
    ] as const) {
      let err: unknown;
      try {
        compileCondition(where, PEOPLE);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).status).toBe(400);
      expect((err as HttpError).message).toMatch(msg);
    }
  });
});
