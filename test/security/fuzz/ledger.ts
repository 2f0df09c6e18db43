/**
 * What the fuzz may have changed: the rows accepted writes answered with, per table and key,
 * and the stored data before and after, read straight from the project database. A row no
 * accepted write named must be stored exactly as before; a row one named must read back as
 * (one of) the answers of its writes.
 */
import type { Knex } from '@plinth/sdk/server';
import { JUNCTION, type FuzzModel } from './project.js';
import type { FuzzCase } from './rest-cases.js';

export type Transport = FuzzCase['transport'];

/** Rows by key, each as stable JSON text. */
export type TableSnapshot = Map<string, string>;

const keyColumns = (table: string) => (table === JUNCTION ? ['customers_id', 'tags_id'] : ['id']);

/** A row's key as the APIs write it in paths (`a___b` for the junction). */
const rowKey = (table: string, row: Record<string, unknown>) =>
  keyColumns(table)
    .map((c) => String(row[c]))
    .join('___');

function stable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('hex');
  if (typeof value === 'bigint') return value.toString();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Every row of every table of the project database. */
export async function snapshot(knex: Knex, sqlite: boolean): Promise<Map<string, TableSnapshot>> {
  const tables = sqlite
    ? (
        (await knex.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")) as {
          name: string;
        }[]
      ).map((r) => r.name)
    : (
        (await knex.raw(
          "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
        )) as { rows: { name: string }[] }
      ).rows.map((r) => r.name);
  const out = new Map<string, TableSnapshot>();
  for (const table of tables) {
    const rows = (await knex(table).select('*')) as Record<string, unknown>[];
    out.set(table, new Map(rows.map((r) => [rowKey(table, r), JSON.stringify(stable(r))])));
  }
  return out;
}

interface Written {
  transport: Transport;
  /** The row as the write answered it (API names and shapes of its transport). */
  row: Record<string, unknown>;
}

/** The rows accepted writes answered with, and the keys they may have moved away from. */
export class WriteLedger {
  readonly rows = new Map<string, Map<string, Written[]>>();
  /** Keys an accepted update named in its path (the key itself may have changed). */
  readonly moved = new Map<string, Set<string>>();
  count = 0;

  add(table: string, transport: Transport, row: Record<string, unknown>): void {
    const byKey = this.rows.get(table) ?? new Map<string, Written[]>();
    this.rows.set(table, byKey);
    const key = rowKey(table, row);
    byKey.set(key, [...(byKey.get(key) ?? []), { transport, row }]);
    this.count++;
  }

  addMoved(table: string, key: string): void {
    this.moved.set(table, (this.moved.get(table) ?? new Set()).add(key));
  }

  touched(table: string, key: string): boolean {
    return Boolean(this.rows.get(table)?.has(key) || this.moved.get(table)?.has(key));
  }
}

/** GraphQL mutation fields answer rows (or lists of rows); each non-null one was written. */
export function graphqlWrites(
  model: FuzzModel,
  data: Record<string, unknown> | null | undefined,
  query: string,
): { table: string; row: Record<string, unknown> }[] {
  if (!data || !/^\s*mutation/.test(query)) return [];
  const out: { table: string; row: Record<string, unknown> }[] = [];
  // Fields are `<alias>: <table><Op>(...)` or `<table><Op>(...)`; the alias maps to the field.
  const fields = [...query.matchAll(/(?:(\w+):\s*)?(\w+?)(Create|CreateBulk|Update)\(/g)];
  for (const [, alias, table, op] of fields) {
    if (!model.tables.includes(table!)) continue;
    const value = data[alias ?? `${table}${op}`];
    for (const row of Array.isArray(value) ? value : value ? [value] : []) out.push({ table: table!, row: row as Record<string, unknown> });
  }
  return out;
}
