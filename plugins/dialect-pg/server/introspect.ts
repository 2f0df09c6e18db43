import {
  buildTables,
  type ColumnRow,
  type ForeignKeyRow,
  type IndexRow,
  type IntrospectOptions,
  type RoutineInfo,
  type SchemaSnapshot,
  type TriggerInfo,
  type Knex,
} from '@plinth/sdk/server';
import { pgTypes } from './types.js';

const RELKINDS = `('r', 'p', 'v', 'm', 'f')`;
const ACTIONS: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

type Rows = Record<string, unknown>[];

/**
 * Seven catalog statements for a whole schema, run in parallel on the pool. The schema and
 * the table names are bound (`= ?`, `= any(?)`), never spliced into the SQL.
 */
export async function introspectPg(knex: Knex, schema: string, options: IntrospectOptions = {}): Promise<SchemaSnapshot> {
  const only = options.tables ? ' and c.relname = any(?)' : '';
  const b = (): unknown[] => [schema, ...(options.tables ? [options.tables] : [])];
  const rows = (sql: string, bindings: unknown[]) => knex.raw(sql, bindings as Knex.RawBinding[]).then((r: { rows: Rows }) => r.rows);
  const fromClass = `from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ?${only}`;

  const [tables, columns, indexes, fks, routines, sequences, triggers] = await Promise.all([
    // A table named like one of the catalog's is never read as itself (unqualified names find
    // the catalog's first): it is left out, so no API reads the catalog in its place.
    rows(
      `select c.relname as name, c.relkind as kind ${fromClass} and c.relkind in ${RELKINDS}
         and not exists (select 1 from pg_class s where s.relnamespace = 'pg_catalog'::regnamespace and s.relname = c.relname)`,
      b(),
    ),
    rows(
      `select c.relname as tbl, a.attname as name, a.attnum as ordinal, format_type(a.atttypid, a.atttypmod) as column_type,
              format_type(a.atttypid, null) as data_type, not a.attnotnull as nullable,
              pg_get_expr(d.adbin, d.adrelid) as dflt, a.attidentity as identity
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where n.nspname = ?${only} and c.relkind in ${RELKINDS} and a.attnum > 0 and not a.attisdropped`,
      b(),
    ),
    rows(
      `select c.relname as tbl, ic.relname as name, i.indisunique as uq, i.indisprimary as pk, k.ord as seq, a.attname as col
       from pg_index i join pg_class c on c.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
       join pg_namespace n on n.oid = c.relnamespace
       cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
       left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
       where n.nspname = ?${only}`,
      b(),
    ),
    rows(
      `select con.conname as name, c.relname as tbl, rc.relname as ref, k.ord as seq, a.attname as col, ra.attname as refcol,
              con.confupdtype as upd, con.confdeltype as del
       from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid
       cross join lateral unnest(con.conkey, con.confkey) with ordinality as k(col, refcol, ord)
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.col
       join pg_attribute ra on ra.attrelid = con.confrelid and ra.attnum = k.refcol
       where con.contype = 'f' and n.nspname = ?${only}`,
      b(),
    ),
    options.tables
      ? Promise.resolve([])
      : rows(
          `select p.proname as name, p.prokind as kind from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = ? and p.prokind in ('f', 'p')
             and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
          [schema],
        ),
    options.tables
      ? Promise.resolve([])
      : rows(
          `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ? and c.relkind = 'S'`,
          [schema],
        ),
    rows(
      `select t.tgname as name, c.relname as tbl, t.tgtype as type
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       where not t.tgisinternal and n.nspname = ?${only}`,
      b(),
    ),
  ]);

  const primary = new Set(indexes.filter((r) => r.pk && r.col !== null).map((r) => `${String(r.tbl)}\u0000${String(r.col)}`));
  const columnRows: ColumnRow[] = columns.map((c) => {
    const dflt = c.dflt === null ? null : String(c.dflt);
    return {
      table: String(c.tbl),
      name: String(c.name),
      ordinal: Number(c.ordinal),
      columnType: String(c.column_type),
      dataType: String(c.data_type),
      nullable: Boolean(c.nullable),
      default: dflt,
      pk: primary.has(`${String(c.tbl)}\u0000${String(c.name)}`),
      autoIncrement: c.identity === 'a' || c.identity === 'd' || (dflt !== null && dflt.startsWith('nextval(')),
    };
  });
  const indexRows: IndexRow[] = indexes.map((r) => ({
    table: String(r.tbl),
    name: String(r.name),
    column: r.col === null ? null : String(r.col),
    seq: Number(r.seq),
    unique: Boolean(r.uq),
    primary: Boolean(r.pk),
  }));
  const fkRows: ForeignKeyRow[] = fks.map((r) => ({
    table: String(r.tbl),
    name: String(r.name),
    column: String(r.col),
    refTable: String(r.ref),
    refColumn: String(r.refcol),
    seq: Number(r.seq),
    onUpdate: ACTIONS[String(r.upd)] ?? 'NO ACTION',
    onDelete: ACTIONS[String(r.del)] ?? 'NO ACTION',
  }));
  const built = buildTables(pgTypes, {
    tables: tables.map((t) => ({ name: String(t.name), type: t.kind === 'v' || t.kind === 'm' ? 'view' : 'table' })),
    columns: columnRows,
    foreignKeys: fkRows,
    indexes: indexRows,
  });
  const routineInfo = (r: Record<string, unknown>): RoutineInfo => ({
    name: String(r.name),
    kind: r.kind === 'p' ? 'procedure' : 'function',
  });
  return {
    ...built,
    functions: routines.filter((r) => r.kind === 'f').map(routineInfo),
    procedures: routines.filter((r) => r.kind === 'p').map(routineInfo),
    sequences: sequences.map((r) => ({ name: String(r.name) })),
    triggers: triggers.map((r) => triggerInfo(String(r.name), String(r.tbl), Number(r.type))),
  };
}

/** pg_trigger.tgtype bits: 2 BEFORE, 64 INSTEAD, 4 INSERT, 8 DELETE, 16 UPDATE, 32 TRUNCATE. */
function triggerInfo(name: string, table: string, type: number): TriggerInfo {
  const timing = type & 64 ? 'INSTEAD OF' : type & 2 ? 'BEFORE' : 'AFTER';
  const events = [
    [4, 'INSERT'],
    [8, 'DELETE'],
    [16, 'UPDATE'],
    [32, 'TRUNCATE'],
  ] as const;
  return {
    name,
    table,
    timing,
    event: events
      .filter(([bit]) => type & bit)
      .map(([, e]) => e)
      .join(' OR '),
  };
}
