/**
 * Assembles a `SchemaSnapshot` from the flat rows of a dialect's batched catalog queries
 * (one query per kind of object for all tables, never one per table).
 */
import type { ForeignKeyInfo, IndexInfo, IntrospectedColumn, IntrospectedTable, TypeMapping } from '../dialect.js';
import { parseNativeType } from './uidt.js';

export interface TableRow {
  name: string;
  type: 'table' | 'view';
}

export interface ColumnRow {
  table: string;
  name: string;
  ordinal: number;
  /** Full native type (`varchar(255)`, `int(10) unsigned`). */
  columnType: string;
  /** Native type name when the catalog has it separately (else parsed from `columnType`). */
  dataType?: string;
  nullable: boolean;
  default: string | null;
  pk: boolean;
  autoIncrement: boolean;
}

export interface ForeignKeyRow {
  table: string;
  name: string;
  column: string;
  refTable: string;
  /** Null where the catalog leaves it implicit (SQLite: the parent's primary key). */
  refColumn: string | null;
  seq: number;
  onUpdate: string;
  onDelete: string;
}

export interface IndexRow {
  table: string;
  name: string;
  column: string | null;
  seq: number;
  unique: boolean;
  primary: boolean;
}

export interface CatalogRows {
  tables: TableRow[];
  columns: ColumnRow[];
  foreignKeys: ForeignKeyRow[];
  indexes: IndexRow[];
}

const bySeq = (a: { seq: number }, b: { seq: number }) => a.seq - b.seq;

function group<T extends { table: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.table);
    if (list) list.push(r);
    else out.set(r.table, [r]);
  }
  return out;
}

export function buildTables(types: TypeMapping, rows: CatalogRows): { tables: IntrospectedTable[]; views: IntrospectedTable[] } {
  const columns = group(rows.columns);
  const fks = group(rows.foreignKeys);
  const indexes = group(rows.indexes);
  const tables: IntrospectedTable[] = [];
  const views: IntrospectedTable[] = [];
  const ordered = [...rows.tables].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const t of ordered) {
    const foreignKeys = foreignKeysOf(fks.get(t.name) ?? [], columns);
    const fkColumns = new Set(foreignKeys.flatMap((f) => f.columns));
    const cols = (columns.get(t.name) ?? []).sort((a, b) => a.ordinal - b.ordinal).map((c) => columnOf(types, c, fkColumns.has(c.name)));
    const entry: IntrospectedTable = {
      name: t.name,
      type: t.type,
      columns: cols,
      primaryKey: cols.filter((c) => c.pk).map((c) => c.name),
      foreignKeys,
      indexes: indexesOf(indexes.get(t.name) ?? []),
    };
    (t.type === 'view' ? views : tables).push(entry);
  }
  return { tables, views };
}

function columnOf(types: TypeMapping, c: ColumnRow, isForeignKey: boolean): IntrospectedColumn {
  const parsed = parseNativeType(c.columnType);
  const dt = (c.dataType ?? parsed.dt).toLowerCase();
  const base = { dt, dtxp: parsed.dtxp, pk: c.pk, autoIncrement: c.autoIncrement, columnType: c.columnType };
  return {
    name: c.name,
    ordinal: c.ordinal,
    dt,
    dtxp: parsed.dtxp,
    columnType: c.columnType,
    nullable: c.nullable,
    default: c.default,
    pk: c.pk,
    autoIncrement: c.autoIncrement,
    unsigned: parsed.suffix === 'unsigned',
    uidt: isForeignKey && !c.pk ? 'ForeignKey' : types.uidtFor(base),
  };
}

function foreignKeysOf(rows: ForeignKeyRow[], columns: Map<string, ColumnRow[]>): ForeignKeyInfo[] {
  const byName = new Map<string, ForeignKeyRow[]>();
  for (const r of rows) byName.set(r.name, [...(byName.get(r.name) ?? []), r]);
  return [...byName.entries()].map(([name, parts]) => {
    parts.sort(bySeq);
    const first = parts[0]!;
    const parentPk = (columns.get(first.refTable) ?? []).filter((c) => c.pk).map((c) => c.name);
    return {
      name,
      table: first.table,
      columns: parts.map((p) => p.column),
      refTable: first.refTable,
      refColumns: parts.map((p, i) => p.refColumn ?? parentPk[i] ?? ''),
      onUpdate: first.onUpdate.toUpperCase(),
      onDelete: first.onDelete.toUpperCase(),
    };
  });
}

function indexesOf(rows: IndexRow[]): IndexInfo[] {
  const byName = new Map<string, IndexRow[]>();
  for (const r of rows) byName.set(r.name, [...(byName.get(r.name) ?? []), r]);
  return [...byName.entries()].map(([name, parts]) => {
    parts.sort(bySeq);
    return {
      name,
      table: parts[0]!.table,
      columns: parts.map((p) => p.column).filter((c): c is string => c !== null),
      unique: parts[0]!.unique,
      primary: parts[0]!.primary,
    };
  });
}
