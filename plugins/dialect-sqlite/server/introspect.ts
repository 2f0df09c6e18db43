import {
  buildTables,
  constraintName,
  type ColumnRow,
  type ForeignKeyRow,
  type IndexRow,
  type IntrospectOptions,
  type SchemaSnapshot,
  type TableRow,
  type TriggerInfo,
  type Knex,
} from '@plinth/sdk/server';
import { SQLITE_MAX_NAME, sqliteTypes } from './types.js';

/** SQLite's own tables and Plinth's rebuild scratch tables never show. */
const USER_OBJECTS = `m.name not like 'sqlite\\_%' escape '\\' and m.name not like '\\_plinth\\_rebuild\\_%' escape '\\'`;

/** `and m.name in (?, ?)` with the names as bindings. */
function nameFilter(options: IntrospectOptions): { sql: string; bindings: string[] } {
  if (!options.tables) return { sql: '', bindings: [] };
  if (!options.tables.length) return { sql: ' and 0', bindings: [] };
  return { sql: ` and m.name in (${options.tables.map(() => '?').join(', ')})`, bindings: options.tables };
}

/**
 * Four statements for the whole file, whatever the number of tables: the pragma table-valued
 * functions joined to sqlite_schema (names are bound, never spliced into SQL).
 */
export async function introspectSqlite(knex: Knex, options: IntrospectOptions = {}): Promise<SchemaSnapshot> {
  const f = nameFilter(options);
  const where = `where m.type in ('table', 'view') and ${USER_OBJECTS}${f.sql}`;
  const [tables, columns, fks, indexes, triggers] = await Promise.all([
    knex.raw<{ name: string; type: string; sql: string | null }[]>(
      `select m.name, m.type, m.sql from sqlite_schema m ${where}`,
      f.bindings,
    ),
    knex.raw<Record<string, unknown>[]>(
      `select m.name as tbl, p.cid, p.name, p.type, p."notnull" as nn, p.dflt_value, p.pk, p.hidden
       from sqlite_schema m join pragma_table_xinfo(m.name) p ${where} and p.hidden in (0, 2, 3)`,
      f.bindings,
    ),
    knex.raw<Record<string, unknown>[]>(
      `select m.name as tbl, f.id, f.seq, f."table" as ref, f."from" as col, f."to" as refcol, f.on_update, f.on_delete
       from sqlite_schema m join pragma_foreign_key_list(m.name) f ${where}`,
      f.bindings,
    ),
    knex.raw<Record<string, unknown>[]>(
      `select m.name as tbl, il.name as idx, il."unique" as uq, il.origin, ii.seqno, ii.name as col
       from sqlite_schema m join pragma_index_list(m.name) il join pragma_index_info(il.name) ii ${where}`,
      f.bindings,
    ),
    knex.raw<{ name: string; tbl_name: string; sql: string }[]>(
      `select m.name, m.tbl_name, m.sql from sqlite_schema m where m.type = 'trigger'${f.sql.replace('m.name in', 'm.tbl_name in')}`,
      f.bindings,
    ),
  ]);

  const pkCount = new Map<string, number>();
  for (const c of columns) if (Number(c.pk) > 0) pkCount.set(String(c.tbl), (pkCount.get(String(c.tbl)) ?? 0) + 1);

  const tableRows: TableRow[] = tables.map((t) => ({ name: t.name, type: t.type === 'view' ? 'view' : 'table' }));
  const columnRows: ColumnRow[] = columns.map((c) => {
    const table = String(c.tbl);
    const type = String(c.type ?? '');
    // INTEGER PRIMARY KEY is the rowid: it numbers itself.
    const rowid = Number(c.pk) > 0 && pkCount.get(table) === 1 && type.toLowerCase() === 'integer';
    return {
      table,
      name: String(c.name),
      ordinal: Number(c.cid) + 1,
      columnType: type,
      nullable: !Number(c.nn) && !rowid,
      default: c.dflt_value === null || c.dflt_value === undefined ? null : String(c.dflt_value),
      pk: Number(c.pk) > 0,
      autoIncrement: rowid,
    };
  });
  const fkRows: ForeignKeyRow[] = fks.map((r) => ({
    table: String(r.tbl),
    // SQLite does not report constraint names; name them the way Plinth creates them.
    name: `${String(r.tbl)}\u0000${String(r.id)}`,
    column: String(r.col),
    refTable: String(r.ref),
    refColumn: r.refcol === null || r.refcol === undefined ? null : String(r.refcol),
    seq: Number(r.seq),
    onUpdate: String(r.on_update),
    onDelete: String(r.on_delete),
  }));
  const indexRows: IndexRow[] = indexes.map((r) => ({
    table: String(r.tbl),
    name: String(r.idx),
    column: r.col === null || r.col === undefined ? null : String(r.col),
    seq: Number(r.seqno),
    unique: Boolean(Number(r.uq)),
    primary: r.origin === 'pk',
  }));
  const built = buildTables(sqliteTypes, { tables: tableRows, columns: columnRows, foreignKeys: fkRows, indexes: indexRows });
  for (const t of built.tables) {
    for (const fk of t.foreignKeys) fk.name = constraintName([t.name, ...fk.columns], 'fk', SQLITE_MAX_NAME);
  }
  return { ...built, functions: [], procedures: [], sequences: [], triggers: triggers.map(triggerInfo) };
}

/** Timing and event from the trigger's SQL (quoted names and strings blanked out first). */
function triggerInfo(row: { name: string; tbl_name: string; sql: string }): TriggerInfo {
  const plain = row.sql.replace(/"(?:[^"]|"")*"|`(?:[^`]|``)*`|\[[^\]]*\]|'(?:[^']|'')*'/g, 'x');
  const head = /\btrigger\b[\s\S]*?\b(before|after|instead\s+of)?\s*\b(insert|update|delete)\b/i.exec(plain);
  return {
    name: row.name,
    table: row.tbl_name,
    timing: (head?.[1] ?? 'before').replace(/\s+/g, ' ').toUpperCase(),
    event: (head?.[2] ?? '').toUpperCase(),
  };
}
