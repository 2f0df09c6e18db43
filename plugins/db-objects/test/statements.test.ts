/** The CREATE statement heads the object operations accept: kind, name (quoted, qualified, folded), a trigger's table. */
import { describe, expect, it } from 'vitest';
import { checkCreateStatement, unquoteName, viewSelect } from '../server/statements.js';

describe('checkCreateStatement', () => {
  it('accepts the heads each database writes and answers a trigger table', () => {
    expect(
      checkCreateStatement('function', 'add_one', 'CREATE OR REPLACE FUNCTION public.add_one(x int) RETURNS int', { schema: 'public' }),
    ).toEqual({});
    expect(checkCreateStatement('function', 'f', 'create definer=`root`@`localhost` function `f`() returns int return 1')).toEqual({});
    expect(
      checkCreateStatement('procedure', 'p', '-- note\n/* block */ CREATE OR ALTER PROC [dbo].[p] AS SELECT 1', { schema: 'dbo' }),
    ).toEqual({});
    expect(
      checkCreateStatement('trigger', 'tr', 'CREATE TRIGGER tr BEFORE UPDATE OF x ON "My ""T""" FOR EACH ROW EXECUTE FUNCTION f()'),
    ).toEqual({
      table: 'My "T"',
    });
    expect(
      checkCreateStatement('trigger', 'tr', 'CREATE TRIGGER [tr] ON [dbo].[items] AFTER INSERT AS SELECT 1', { schema: 'dbo' }),
    ).toEqual({
      table: 'items',
    });
  });

  it('refuses another kind, another name, another schema, anything but a CREATE', () => {
    expect(() => checkCreateStatement('function', 'f', 'CREATE PROCEDURE f() BEGIN END')).toThrow(
      'This is a CREATE PROCEDURE statement, not CREATE FUNCTION',
    );
    expect(() => checkCreateStatement('function', 'f', 'CREATE FUNCTION g() RETURNS int')).toThrow("The statement creates 'g', not 'f'");
    expect(() => checkCreateStatement('function', 'f', 'CREATE FUNCTION other.f() RETURNS int', { schema: 'public' })).toThrow(
      "The function must be in the schema 'public'",
    );
    expect(() => checkCreateStatement('function', 'f', 'CREATE FUNCTION db.f() RETURNS int')).toThrow(
      "Write the function's name without a schema",
    );
    expect(() => checkCreateStatement('function', 'f', 'DROP FUNCTION f')).toThrow('Write one CREATE FUNCTION statement');
    expect(() => checkCreateStatement('trigger', 't', 'CREATE TRIGGER t BEFORE INSERT')).toThrow('A trigger names its table: ON <table>');
  });

  it('folds unquoted names where the database does (PostgreSQL)', () => {
    expect(() => checkCreateStatement('function', 'AddOne', 'CREATE FUNCTION AddOne() RETURNS int', { foldsUnquoted: true })).toThrow(
      "The statement creates 'addone', not 'AddOne'",
    );
    expect(checkCreateStatement('function', 'AddOne', 'CREATE FUNCTION "AddOne"() RETURNS int', { foldsUnquoted: true })).toEqual({});
    expect(unquoteName('`a``b`')).toBe('a`b');
    expect(unquoteName('[a]]b]')).toBe('a]b');
  });
});

describe('viewSelect', () => {
  it('takes a query and drops a trailing semicolon; refuses other statements', () => {
    expect(viewSelect('  SELECT 1;  ')).toBe('SELECT 1');
    expect(viewSelect('with x as (select 1) select * from x')).toBe('with x as (select 1) select * from x');
    expect(() => viewSelect('DELETE FROM items')).toThrow('A view is defined by a SELECT statement');
  });
});
