import { buildTables, type ColumnRow, type IntrospectOptions, type SchemaSnapshot, type Knex } from '@plinth/sdk/server';
import { standardDefault } from './literal.js';
import { mssqlTypes } from './types.js';

type Rows = Record<string, unknown>[];

const OBJECTS = `from sys.objects o join sys.schemas s on s.schema_id = o.schema_id`;

/**
 * The catalog statements for one schema (schema and table names bound, never spliced).
 * Exposed for tests: `.toSQL()` shows the SQL and its bindings without a server.
 */
export function mssqlCatalogQueries(knex: Knex, schema: string, options: IntrospectOptions = {}) {
  const names = options.tables;
  const only = names ? (names.length ? ` and o.name in (${names.map(() => '?').join(', ')})` : ' and 1 = 0') : '';
  const b = [schema, ...(names ?? [])];
  const userObjects = `where s.name = ? and o.type in ('U', 'V') and o.is_ms_shipped = 0${only}`;
  return {
    tables: knex.raw(`select o.name as name, o.type as type ${OBJECTS} ${userObjects}`, b),
    columns: knex.raw(
      `select o.name as tbl, c.name as name, c.column_id as ordinal, t.name as data_type, c.max_length as max_length,
              c.precision as precision, c.scale as scale, c.is_nullable as nullable, c.is_identity as is_identity,
              dc.definition as dflt
       from sys.columns c join sys.objects o on o.object_id = c.object_id join sys.schemas s on s.schema_id = o.schema_id
       join sys.types t on t.user_type_id = c.user_type_id
       left join sys.default_constraints dc on dc.object_id = c.default_object_id
       ${userObjects}`,
      b,
    ),
    indexes: knex.raw(
      `select o.name as tbl, i.name as name, i.is_unique as uq, i.is_primary_key as pk, ic.key_ordinal as seq, c.name as col
       from sys.indexes i join sys.objects o on o.object_id = i.object_id join sys.schemas s on s.schema_id = o.schema_id
       join sys.index_columns ic on ic.object_id = i.object_id and ic.index_id = i.index_id and ic.is_included_column = 0
       join sys.columns c on c.object_id = ic.object_id and c.column_id = ic.column_id
       ${userObjects} and i.type > 0`,
      b,
    ),
    foreignKeys: knex.raw(
      `select fk.name as name, o.name as tbl, c.name as col, ro.name as ref, rc.name as refcol, fkc.constraint_column_id as seq,
              fk.update_referential_action_desc as upd, fk.delete_referential_action_desc as del
       from sys.foreign_keys fk join sys.objects o on o.object_id = fk.parent_object_id join sys.schemas s on s.schema_id = o.schema_id
       join sys.foreign_key_columns fkc on fkc.constraint_object_id = fk.object_id
       join sys.columns c on c.object_id = fkc.parent_object_id and c.column_id = fkc.parent_column_id
       join sys.objects ro on ro.object_id = fkc.referenced_object_id
       join sys.columns rc on rc.object_id = fkc.referenced_object_id and rc.column_id = fkc.referenced_column_id
       ${userObjects}`,
      b,
    ),
    routines: knex.raw(
      `select o.name as name, o.type as type ${OBJECTS} where s.name = ? and o.type in ('P', 'FN', 'IF', 'TF') and o.is_ms_shipped = 0`,
      [schema],
    ),
    sequences: knex.raw(`select o.name as name from sys.sequences o join sys.schemas s on s.schema_id = o.schema_id where s.name = ?`, [
      schema,
    ]),
    triggers: knex.raw(
      `select tr.name as name, o.name as tbl, tr.is_instead_of_trigger as instead, te.type_desc as event
       from sys.triggers tr join sys.objects o on o.object_id = tr.parent_id join sys.schemas s on s.schema_id = o.schema_id
       join sys.trigger_events te on te.object_id = tr.object_id
       ${userObjects}`,
      b,
    ),
  };
}

/** `nvarchar` + max_length -> `nvarchar(255)` / `nvarchar(max)`; decimals with precision and scale. */
function mssqlColumnType(r: { data_type: string; max_length: number; precision: number; scale: number }): string {
  const dt = r.data_type.toLowerCase();
  if (['varchar', 'char', 'varbinary', 'binary'].includes(dt)) return `${dt}(${r.max_length === -1 ? 'max' : r.max_length})`;
  if (['nvarchar', 'nchar'].includes(dt)) return `${dt}(${r.max_length === -1 ? 'max' : r.max_length / 2})`;
  if (['decimal', 'numeric'].includes(dt)) return `${dt}(${r.precision},${r.scale})`;
  return dt;
}

export async function introspectMssql(knex: Knex, schema: string, options: IntrospectOptions = {}): Promise<SchemaSnapshot> {
  const q = mssqlCatalogQueries(knex, schema, options);
  const run = (raw: Knex.Raw): Promise<Rows> => raw.then((r: Rows) => r);
  const [tables, columns, indexes, fks, routines, sequences, triggers] = await Promise.all([
    run(q.tables),
    run(q.columns),
    run(q.indexes),
    run(q.foreignKeys),
    options.tables ? Promise.resolve([] as Rows) : run(q.routines),
    options.tables ? Promise.resolve([] as Rows) : run(q.sequences),
    run(q.triggers),
  ]);
  const primary = new Set(indexes.filter((r) => r.pk).map((r) => `${String(r.tbl)}\u0000${String(r.col)}`));
  const columnRows: ColumnRow[] = columns.map((c) => ({
    table: String(c.tbl),
    name: String(c.name),
    ordinal: Number(c.ordinal),
    columnType: mssqlColumnType({
      data_type: String(c.data_type),
      max_length: Number(c.max_length),
      precision: Number(c.precision),
      scale: Number(c.scale),
    }),
    dataType: String(c.data_type),
    nullable: Boolean(c.nullable),
    default: c.dflt === null || c.dflt === undefined ? null : standardDefault(String(c.dflt)),
    pk: primary.has(`${String(c.tbl)}\u0000${String(c.name)}`),
    autoIncrement: Boolean(c.is_identity),
  }));
  const action = (v: unknown) => String(v).replace(/_/g, ' ');
  const built = buildTables(mssqlTypes, {
    tables: tables.map((t) => ({ name: String(t.name), type: String(t.type).trim() === 'V' ? 'view' : 'table' })),
    columns: columnRows,
    indexes: indexes.map((r) => ({
      table: String(r.tbl),
      name: String(r.name),
      column: String(r.col),
      seq: Number(r.seq),
      unique: Boolean(r.uq),
      primary: Boolean(r.pk),
    })),
    foreignKeys: fks.map((r) => ({
      table: String(r.tbl),
      name: String(r.name),
      column: String(r.col),
      refTable: String(r.ref),
      refColumn: String(r.refcol),
      seq: Number(r.seq),
      onUpdate: action(r.upd),
      onDelete: action(r.del),
    })),
  });
  return {
    ...built,
    functions: routines.filter((r) => String(r.type).trim() !== 'P').map((r) => ({ name: String(r.name), kind: 'function' as const })),
    procedures: routines.filter((r) => String(r.type).trim() === 'P').map((r) => ({ name: String(r.name), kind: 'procedure' as const })),
    sequences: sequences.map((r) => ({ name: String(r.name) })),
    triggers: triggers.map((r) => ({
      name: String(r.name),
      table: String(r.tbl),
      timing: r.instead ? 'INSTEAD OF' : 'AFTER',
      event: String(r.event),
    })),
  };
}
