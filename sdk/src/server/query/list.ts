/**
 * `sort` (`-age,name`: a leading `-` sorts descending, `+` or nothing ascending) and `fields`
 * (`name,age`; empty or `*` for every physical column). Items resolve like where fields (name,
 * then alias); `\,` and a leading `\-` address columns whose names contain them.
 */
import type { ColumnIndex, QueryColumn, QueryContext } from './columns.js';
import { queryError, shown } from './errors.js';
import type { QueryLimits } from './limits.js';
import { splitList, unescapeText, type ListItem } from './text.js';

export interface SortItem {
  /** Physical column name from meta. */
  column: string;
  direction: 'asc' | 'desc';
}

export function parseSort(text: string, columns: ColumnIndex, limits: QueryLimits): SortItem[] {
  const items = listItems(text, 'sort', limits);
  if (items.length > limits.maxSortFields) throw queryError(`Sort has more than ${limits.maxSortFields} columns`);
  const seen = new Set<string>();
  return items.map((item) => {
    let raw = item.raw.trim();
    const direction = raw.startsWith('-') ? 'desc' : 'asc';
    if (raw.startsWith('-') || raw.startsWith('+')) raw = raw.slice(1).trimStart();
    const col = named(raw, item, columns, 'sort');
    // Sorting by JSON, geometry or binary fails on some databases (no ordering operator).
    if (col.kind === 'opaque') throw queryError(`Column '${shown(col.meta._cn)}' (${col.meta.uidt}) cannot be sorted`);
    if (seen.has(col.cn)) throw queryError(`Column '${shown(col.meta._cn)}' appears twice in sort`);
    seen.add(col.cn);
    return { column: col.cn, direction };
  });
}

/** Selected column names; every selectable column when the text is empty or `*`. */
export function parseFields(text: string, columns: ColumnIndex, limits: QueryLimits): string[] {
  if (text.trim() === '' || text.trim() === '*') return columns.selectable().map((c) => c.cn);
  const names = new Set<string>();
  for (const item of listItems(text, 'fields', limits)) names.add(named(item.raw.trim(), item, columns, 'fields').cn);
  return [...names];
}

function listItems(text: string, what: QueryContext, limits: QueryLimits): ListItem[] {
  if (text.length > limits.maxListLength)
    throw queryError(`${what === 'sort' ? 'Sort' : 'Fields'} is longer than ${limits.maxListLength} characters`);
  if (text.trim() === '') return [];
  return splitList(text);
}

function named(raw: string, item: ListItem, columns: ColumnIndex, what: QueryContext): QueryColumn {
  const name = unescapeText(raw);
  if (name === '') throw queryError(`Invalid ${what} at position ${item.start + 1}: empty column name`);
  return columns.resolve(name, what);
}
