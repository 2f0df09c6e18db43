/**
 * A row's id as the APIs take it in paths (`/api/v1/db/.../:id`) and as live changes name it:
 * the primary key values in the table's column order, joined with `___` for composite keys.
 * One definition for the server (data service, REST, GraphQL) and the web (grid, dialogs).
 */
import type { ColumnMeta } from './entities.js';

/** What joins the values of a composite key. */
export const ROW_KEY_SEPARATOR = '___';

/** The id of key values, in key column order. */
export function joinRowKey(values: readonly unknown[]): string {
  return values.map((v) => String(v)).join(ROW_KEY_SEPARATOR);
}

/**
 * The id of `row` from its table's primary key columns. API rows are keyed by column alias
 * (`_cn`), database rows by column name (`cn`); the other name is the fallback.
 */
export function rowKey(
  primaryKey: readonly Pick<ColumnMeta, 'cn' | '_cn'>[],
  row: Record<string, unknown>,
  keyedBy: 'alias' | 'name' = 'alias',
): string {
  return joinRowKey(primaryKey.map((c) => (keyedBy === 'alias' ? (row[c._cn] ?? row[c.cn]) : (row[c.cn] ?? row[c._cn]))));
}

/** The key values of an id, or undefined when it does not hold `count` of them. */
export function parseRowKey(id: string, count: number): string[] | undefined {
  const parts = id.split(ROW_KEY_SEPARATOR);
  return parts.length === count ? parts : undefined;
}
