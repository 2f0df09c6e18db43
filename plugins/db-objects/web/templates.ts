/** What a new object's tab starts with, per kind and database (the user edits it before Create). */
import type { DbClient } from '@plinth/sdk';

export type ObjectKind = 'view' | 'function' | 'procedure' | 'trigger' | 'sequence' | 'index';

const STATEMENTS: Record<'function' | 'procedure' | 'trigger', Partial<Record<DbClient, string>>> = {
  function: {
    pg: 'CREATE FUNCTION new_function(x integer) RETURNS integer LANGUAGE sql AS $$ SELECT x + 1 $$',
    mysql2: 'CREATE FUNCTION new_function(x INT) RETURNS INT DETERMINISTIC RETURN x + 1',
    mssql: 'CREATE FUNCTION new_function(@x int) RETURNS int AS BEGIN RETURN @x + 1 END',
  },
  procedure: {
    pg: 'CREATE PROCEDURE new_procedure() LANGUAGE sql AS $$ SELECT 1 $$',
    mysql2: 'CREATE PROCEDURE new_procedure() BEGIN SELECT 1; END',
    mssql: 'CREATE PROCEDURE new_procedure AS SELECT 1',
  },
  trigger: {
    sqlite3: 'CREATE TRIGGER new_trigger AFTER INSERT ON table_name BEGIN SELECT 1; END',
    pg: 'CREATE TRIGGER new_trigger BEFORE INSERT ON table_name FOR EACH ROW EXECUTE FUNCTION function_name()',
    mysql2: 'CREATE TRIGGER new_trigger BEFORE INSERT ON table_name FOR EACH ROW SET NEW.column_name = NEW.column_name',
    mssql: 'CREATE TRIGGER new_trigger ON table_name AFTER INSERT AS SELECT 1',
  },
};

export function newDefinition(kind: ObjectKind, client: DbClient) {
  switch (kind) {
    case 'view':
      return { kind, name: 'new_view', select: 'SELECT 1 AS one' };
    case 'sequence':
      return { kind, name: 'new_sequence', sequence: { start: 1, increment: 1, min: null, max: null, cycle: false } };
    case 'index':
      return { kind, name: 'new_index', table: '', columns: [], unique: false };
    default:
      return { kind, name: `new_${kind}`, sql: STATEMENTS[kind][client] ?? STATEMENTS[kind].pg! };
  }
}
