/**
 * What every view type's settings share (000 s.1: a view filters, sorts and picks fields of its
 * table): filters as conditions of the REST where language, sorts, hidden fields and their order.
 * A view type extends `VIEW_FIELDS_SHAPE` with its own fields (row height, cover, lanes...).
 * Browser-safe: the server validates with these schemas and the web builds its queries with them.
 */
import { z } from './zod.js';
import type { ViewColumn } from './view-columns.js';

export const FILTER_OPS = ['eq', 'neq', 'gt', 'ge', 'lt', 'le', 'like', 'nlike', 'is'] as const;
export const IS_FILTER_VALUES = ['null', 'notnull', 'empty', 'notempty'] as const;

/** A column key (`_cn`, or a relation / virtual entry's key) in settings. */
export const columnKeySchema = z.string().trim().min(1, 'Column name required').max(255);
const field = columnKeySchema;

export const filterSchema = z.object({
  field,
  op: z.enum(FILTER_OPS, { error: 'Unknown filter operator' }),
  value: z.string().max(1000).default(''),
});
export type ViewFilter = z.infer<typeof filterSchema>;

export const sortSchema = z.object({ field, dir: z.enum(['asc', 'desc']).default('asc') });
export type ViewSort = z.infer<typeof sortSchema>;

export const VIEW_SETTINGS_LIMITS = { filters: 100, sorts: 20, names: 1000 } as const;

/** The settings every view type has, as a zod object shape to spread into the type's own schema. */
export const VIEW_FIELDS_SHAPE = {
  filters: z.array(filterSchema).max(VIEW_SETTINGS_LIMITS.filters, 'At most 100 filters').default([]),
  /** How the filters combine. */
  filterLogic: z.enum(['and', 'or']).default('and'),
  sorts: z.array(sortSchema).max(VIEW_SETTINGS_LIMITS.sorts, 'At most 20 sorts').default([]),
  /** Column keys not shown. */
  hidden: z.array(field).max(VIEW_SETTINGS_LIMITS.names).default([]),
  /** Column keys in display order; columns not listed follow in meta order. */
  order: z.array(field).max(VIEW_SETTINGS_LIMITS.names).default([]),
};

export const COVER_FITS = ['cover', 'contain'] as const;

/** The settings of view types that show rows as cards (gallery, kanban), to spread beside `VIEW_FIELDS_SHAPE`. */
export const CARD_FIELDS_SHAPE = {
  /** An attachment column whose first image tops each card; null: no cover. */
  coverColumn: columnKeySchema.nullable().default(null),
  /** The column naming the row on its card; null: the table's display column. */
  titleColumn: columnKeySchema.nullable().default(null),
  coverFit: z.enum(COVER_FITS, { error: 'Unknown cover fit' }).default('cover'),
};

/** The card part of settings (`CARD_FIELDS_SHAPE`). */
export interface CardSettings {
  coverColumn: string | null;
  titleColumn: string | null;
  coverFit: (typeof COVER_FITS)[number];
}

/** The keys of the part every view type has: what a copy of a view into another type carries over. */
export const VIEW_FIELD_KEYS = ['filters', 'filterLogic', 'sorts', 'hidden', 'order'] as const;

/** The part of settings every view type has. */
export interface ViewFieldSettings {
  filters: ViewFilter[];
  filterLogic: 'and' | 'or';
  sorts: ViewSort[];
  hidden: string[];
  order: string[];
}

/** A field name or value written into where text (same rule as the SDK query guard's). */
function escapeWhereText(text: string): string {
  return text.replace(/[\\,()~]/g, (ch) => `\\${ch}`);
}

/** A column name in a sort or fields list: `,` and `\` escaped, a leading `-` or `+` too. */
export function escapeListItem(name: string): string {
  const escaped = name.replace(/[\\,]/g, (ch) => `\\${ch}`);
  return /^[-+]/.test(escaped) ? `\\${escaped}` : escaped;
}

/** The `where` parameter for the filters; '' when there are none. */
export function whereText(filters: readonly ViewFilter[], logic: 'and' | 'or' = 'and'): string {
  return filters.map((f) => `(${escapeWhereText(f.field)},${f.op},${escapeWhereText(f.value)})`).join(`~${logic}`);
}

/** The `sort` parameter for the sorts; '' when there are none. */
export function sortText(sorts: readonly ViewSort[]): string {
  return sorts.map((s) => `${s.dir === 'desc' ? '-' : ''}${escapeListItem(s.field)}`).join(',');
}

/** Two where texts that must both hold (a view's filters and a narrowing of its own); '' for none. */
export function bothWhere(a: string | undefined, b: string | undefined): string {
  if (!a) return b ?? '';
  if (!b) return a;
  return `(${a})~and(${b})`;
}

/**
 * The columns a view shows, in display order: those listed in `order` first (in that order),
 * the rest in meta order; hidden ones left out.
 */
export function shownColumns<C extends Pick<ViewColumn, 'key'>>(
  columns: readonly C[],
  settings: Pick<ViewFieldSettings, 'hidden' | 'order'>,
): C[] {
  const rank = new Map(settings.order.map((key, i) => [key, i]));
  const hidden = new Set(settings.hidden);
  return columns
    .map((c, i) => ({ c, rank: rank.get(c.key) ?? settings.order.length + i }))
    .filter(({ c }) => !hidden.has(c.key))
    .sort((a, b) => a.rank - b.rank)
    .map(({ c }) => c);
}
