/**
 * SQL Server's statements for database objects (views, routines, triggers, sequences, indexes),
 * generated without a server: quoting of every name, the schema, the typed sequence and ALTER
 * without START WITH, drop + create for a replace (one transaction on the server).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createKnex, DialectError, type DbObjectDefinition } from '@plinth/sdk/server';
import { MssqlDb } from '../server/db.js';
import { createMssqlDialect } from '../server/dialect.js';

const dialect = createMssqlDialect();
const knex = createKnex(
  dialect.knexConfig({ host: 'sql.example.com', user: 'sa', password: 'p', database: 'plinth', pool: { min: 0, max: 1 } }),
);
const db = new MssqlDb(dialect, knex, 'dbo');
afterAll(() => knex.destroy());

const view = (name: string, select = 'SELECT id FROM items'): DbObjectDefinition => ({ kind: 'view', name, select });
const sequence = (increment: number, start = 100): DbObjectDefinition => ({
  kind: 'sequence',
  name: 'order_no',
  sequence: { start, increment, min: null, max: 1000, cycle: false },
});

describe('SQL Server database objects without a server', () => {
  it('creates, replaces and drops a view in the schema, its name quoted', () => {
    expect(db.replaceObjectStatements(null, view('v1'))).toEqual(['create view [dbo].[v1] as SELECT id FROM items']);
    expect(db.replaceObjectStatements(view('v1'), view('v1', 'SELECT 2'))).toEqual([
      'drop view if exists [dbo].[v1]',
      'create view [dbo].[v1] as SELECT 2',
    ]);
    expect(db.replaceObjectStatements(view('a]b; drop table x --'), null)).toEqual(['drop view if exists [dbo].[a]]b; drop table x --]']);
  });

  it('refuses names that are no identifiers before writing SQL', () => {
    for (const name of ['a.b', 'x\u0000', ' x', 'a as b']) {
      expect(() => db.replaceObjectStatements(null, view(name))).toThrow(DialectError);
    }
    expect(() => db.replaceObjectStatements(null, { kind: 'index', name: 'i', table: 'items', columns: ['a.b'], unique: false })).toThrow(
      "Column name 'a.b' cannot contain '.'",
    );
  });

  it('runs a routine or trigger statement as written and drops it by name', () => {
    const sql = 'CREATE FUNCTION dbo.add_one(@x int) RETURNS int AS BEGIN RETURN @x + 1 END';
    const f: DbObjectDefinition = { kind: 'function', name: 'add_one', sql };
    expect(db.replaceObjectStatements(null, f)).toEqual([sql]);
    expect(db.replaceObjectStatements(f, { ...f, sql: sql.replace('+ 1', '+ 2') })).toEqual([
      'drop function if exists [dbo].[add_one]',
      sql.replace('+ 1', '+ 2'),
    ]);
    expect(db.replaceObjectStatements({ kind: 'procedure', name: 'p', sql: 'CREATE PROCEDURE p AS SELECT 1' }, null)).toEqual([
      'drop procedure if exists [dbo].[p]',
    ]);
    expect(db.replaceObjectStatements({ kind: 'trigger', name: 'tr', table: 'items', sql: 'x' }, null)).toEqual([
      'drop trigger if exists [dbo].[tr]',
    ]);
  });

  it('writes a typed sequence; a change is an ALTER without START WITH (the current value stays)', () => {
    expect(db.replaceObjectStatements(null, sequence(5))).toEqual([
      'create sequence [dbo].[order_no] as bigint start with 100 increment by 5 no minvalue maxvalue 1000 no cycle',
    ]);
    expect(db.replaceObjectStatements(sequence(5), sequence(10))).toEqual([
      'alter sequence [dbo].[order_no] increment by 10 no minvalue maxvalue 1000 no cycle',
    ]);
    expect(db.replaceObjectStatements(sequence(5), null)).toEqual(['drop sequence if exists [dbo].[order_no]']);
    expect(() => db.replaceObjectStatements(null, sequence(1, 1.5))).toThrow('Start must be a whole number');
  });

  it('creates and drops an index on the table, replaced by drop + create', () => {
    const index: DbObjectDefinition = { kind: 'index', name: 'items_title', table: 'items', columns: ['title', 'no"te'], unique: true };
    expect(db.replaceObjectStatements(null, index)).toEqual(['create unique index [items_title] on [dbo].[items] ([title], [no"te])']);
    expect(db.replaceObjectStatements(index, { ...index, columns: ['title'], unique: false })).toEqual([
      'drop index if exists [items_title] on [dbo].[items]',
      'create index [items_title] on [dbo].[items] ([title])',
    ]);
  });
});
