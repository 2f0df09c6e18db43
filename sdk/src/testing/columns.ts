/**
 * Columns for a test's `tableCreate` in one line: `columnsOf({ id: 'ID', title: 'SingleLineText' })`
 * instead of a list of `{ cn, uidt }` objects, one per line.
 */
import type { Uidt } from '../entities.js';
import type { ColumnDefinition } from '../server/dialect.js';

/** By column name: its uidt, or its other fields (uidt, dtxp, rqd...). */
export type ColumnsSpec = Record<string, Uidt | Omit<ColumnDefinition, 'cn'>>;

export function columnsOf(spec: ColumnsSpec): ColumnDefinition[] {
  return Object.entries(spec).map(([cn, column]) => (typeof column === 'string' ? { cn, uidt: column } : { cn, ...column }));
}
