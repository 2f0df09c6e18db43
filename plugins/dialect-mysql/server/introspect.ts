import { buildTables, type ColumnRow, type IntrospectOptions, type SchemaSnapshot, type Knex } from '@plinth/sdk/server';
import { standardLiteral } from './literal.js';
import { mysqlTypes } from './types.js';

type Rows = Record<string, unknown>[];

/**
 * One information_schema statement per kind of object for the current database, whatever the
 * number of tables. The table filter is bound (`in (?, ?)`), never spliced into SQL.
 */
export async function introspectMysql(knex: Knex, mariadb: boolean, options: IntrospectOptions = {}): Promise<SchemaSnapshot> {
  const names = options.tables;
  const filter = (column: string) => (names ? (names.length ? ` and ${column} in (${names.map(() => '?').join(', ')})` : ' and 0') : '');
  const bindings = names ?? [];
  const rows = (sql: string, b: readonly string[] = bindings) => knex.raw(sql, [...b]).then((r: [Rows, unknown]) => r[0]);

  const [tables, columns, indexes, fks, checks, routines, triggers] = await Promise.all([
    rows(
      `select table_name as name, table_type as type from information_schema.tables where table_schema = database()${filter('table_name')}`,
    ),
    rows(
      `select table_name as tbl, column_name as name, ordinal_position as ordinal, column_default as dflt, is_nullable as nullable,
              data_type as data_type, column_type as column_type, column_key as ckey, extra as extra
       from information_schema.columns where table_schema = database()${filter('table_name')}`,
    ),
    rows(
      `select table_name as tbl, index_name as name, non_unique as non_unique, seq_in_index as seq, column_name as col
       from information_schema.statistics where table_schema = database()${filter('table_name')}`,
    ),
    rows(
      `select k.constraint_name as name, k.table_name as tbl, k.column_name as col, k.referenced_table_name as ref,
              k.referenced_column_name as refcol, k.ordinal_position as seq, r.update_rule as upd, r.delete_rule as del
       from information_schema.key_column_usage k
       join information_schema.referential_constraints r
         on r.constraint_schema = k.constraint_schema and r.constraint_name = k.constraint_name and r.table_name = k.table_name
       where k.table_schema = database() and k.referenced_table_name is not null${filter('k.table_name')}`,
    ),
    // MariaDB stores JSON as longtext with a json_valid(`col`) check named after the column.
    mariadb
      ? rows(
          `select table_name as tbl, constraint_name as name, check_clause as clause from information_schema.check_constraints
           where constraint_schema = database() and level = 'Column'${filter('table_name')}`,
        )
      : Promise.resolve([] as Rows),
    names
      ? Promise.resolve([] as Rows)
      : rows(`select routine_name as name, routine_type as type from information_schema.routines where routine_schema = database()`),
    rows(
      `select trigger_name as name, event_object_table as tbl, action_timing as timing, event_manipulation as event
       from information_schema.triggers where trigger_schema = database()${filter('event_object_table')}`,
    ),
  ]);

  const jsonColumns = new Set(
    checks
      .filter((c) => String(c.clause) === `json_valid(\`${String(c.name).replace(/`/g, '``')}\`)`)
      .map((c) => `${String(c.tbl)}\u0000${String(c.name)}`),
  );
  const columnRows: ColumnRow[] = columns.map((c) => {
    const key = `${String(c.tbl)}\u0000${String(c.name)}`;
    const columnType = String(c.column_type);
    const dataType = jsonColumns.has(key) ? 'json' : /^tinyint\(1\)/i.test(columnType) ? 'boolean' : String(c.data_type);
    return {
      table: String(c.tbl),
      name: String(c.name),
      ordinal: Number(c.ordinal),
      columnType,
      dataType,
      nullable: c.nullable === 'YES',
      default: defaultOf(c.dflt, String(c.extra ?? ''), mariadb, dataType),
      pk: c.ckey === 'PRI',
      autoIncrement: /auto_increment/i.test(String(c.extra ?? '')),
    };
  });
  const built = buildTables(mysqlTypes, {
    tables: tables.filter((t) => t.type !== 'SEQUENCE').map((t) => ({ name: String(t.name), type: t.type === 'VIEW' ? 'view' : 'table' })),
    columns: columnRows,
    indexes: indexes.map((r) => ({
      table: String(r.tbl),
      name: String(r.name),
      column: r.col === null ? null : String(r.col),
      seq: Number(r.seq),
      unique: Number(r.non_unique) === 0,
      primary: r.name === 'PRIMARY',
    })),
    foreignKeys: fks.map((r) => ({
      table: String(r.tbl),
      name: String(r.name),
      column: String(r.col),
      refTable: String(r.ref),
      refColumn: String(r.refcol),
      seq: Number(r.seq),
      onUpdate: String(r.upd),
      onDelete: String(r.del),
    })),
  });
  return {
    ...built,
    functions: routines.filter((r) => r.type === 'FUNCTION').map((r) => ({ name: String(r.name), kind: 'function' as const })),
    procedures: routines.filter((r) => r.type === 'PROCEDURE').map((r) => ({ name: String(r.name), kind: 'procedure' as const })),
    sequences: tables.filter((t) => t.type === 'SEQUENCE').map((t) => ({ name: String(t.name) })),
    triggers: triggers.map((r) => ({ name: String(r.name), table: String(r.tbl), timing: String(r.timing), event: String(r.event) })),
  };
}

/** MariaDB reports SQL (`'text'`, `NULL`, `current_timestamp()`); MySQL 8 the bare value. */
function defaultOf(raw: unknown, extra: string, mariadb: boolean, dataType: string): string | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw);
  if (mariadb) return text === 'NULL' ? null : standardLiteral(text);
  if (/DEFAULT_GENERATED/i.test(extra) || mysqlTypes.familyOf(dataType) === 'integer' || mysqlTypes.familyOf(dataType) === 'decimal')
    return text;
  return `'${text.replace(/'/g, "''")}'`;
}
