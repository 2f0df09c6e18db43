/**
 * Per-view grid settings: shared by the server (validation, storage) and the web grid, so both
 * read one shape. Filters are conditions of the REST where language; `whereText` writes them as
 * the `where` query parameter (`(field,op,value)~and(...)`).
 */
import { z } from '@plinth/sdk';
import type { GridColumn } from './columns.js';

export const FILTER_OPS = ['eq', 'neq', 'gt', 'ge', 'lt', 'le', 'like', 'nlike', 'is'] as const;
export const IS_FILTER_VALUES = ['null', 'notnull', 'empty', 'notempty'] as const;
export const ROW_HEIGHTS = ['short', 'medium', 'tall', 'extra'] as const;
export type RowHeight = (typeof ROW_HEIGHTS)[number];
/** Pixel height of a row per setting. */
export const ROW_HEIGHT_PX: Record<RowHeight, number> = { short: 32, medium: 56, tall: 88, extra: 120 };

/** A column key (`_cn`, or a relation / virtual entry's key) in settings. */
export const columnKeySchema = z.string().trim().min(1, 'Column name required').max(255);
const field = columnKeySchema;

export const filterSchema = z.object({
  field,
  op: z.enum(FILTER_OPS, { error: 'Unknown filter operator' }),
  value: z.string().max(1000).default(''),
});
export type GridFilter = z.infer<typeof filterSchema>;

export const sortSchema = z.object({ field, dir: z.enum(['asc', 'desc']).default('asc') });
export type GridSort = z.infer<typeof sortSchema>;

export const columnWidthSchema = z.number().int().min(40, 'A column is at least 40 px wide').max(2000, 'A column is at most 2000 px wide');

export const gridSettingsSchema = z
  .object({
    filters: z.array(filterSchema).max(100, 'At most 100 filters').default([]),
    /** How the filters combine. */
    filterLogic: z.enum(['and', 'or']).default('and'),
    sorts: z.array(sortSchema).max(20, 'At most 20 sorts').default([]),
    /** Column aliases (`_cn`) not shown. */
    hidden: z.array(field).max(1000).default([]),
    /** Column aliases in display order; columns not listed follow in meta order. */
    order: z.array(field).max(1000).default([]),
    /** Width in pixels per column alias. */
    widths: z.record(z.string().max(255), columnWidthSchema).default({}),
    rowHeight: z.enum(ROW_HEIGHTS, { error: 'Unknown row height' }).default('short'),
  })
  .strict();
export type GridSettings = z.infer<typeof gridSettingsSchema>;

export const DEFAULT_GRID_SETTINGS: GridSettings = gridSettingsSchema.parse({});

/** A field name or value written into where text (same rule as the SDK query guard's). */
function escapeWhereText(text: string): string {
  return text.replace(/[\\,()~]/g, (ch) => `\\${ch}`);
}

/** A column name in a sort list: `,` and `\` escaped, a leading `-` or `+` too. */
export function escapeListItem(name: string): string {
  const escaped = name.replace(/[\\,]/g, (ch) => `\\${ch}`);
  return /^[-+]/.test(escaped) ? `\\${escaped}` : escaped;
}

/** The `where` parameter for the filters; '' when there are none. */
export function whereText(filters: readonly GridFilter[], logic: 'and' | 'or' = 'and'): string {
  return filters.map((f) => `(${escapeWhereText(f.field)},${f.op},${escapeWhereText(f.value)})`).join(`~${logic}`);
}

/** The `sort` parameter for the sorts; '' when there are none. */
export function sortText(sorts: readonly GridSort[]): string {
  return sorts.map((s) => `${s.dir === 'desc' ? '-' : ''}${escapeListItem(s.field)}`).join(',');
}

/**
 * The columns a grid shows, in display order: those listed in `order` first (in that order),
 * the rest in meta order; hidden ones left out.
 */
export function shownColumns<C extends Pick<GridColumn, 'key'>>(
  columns: readonly C[],
  settings: Pick<GridSettings, 'hidden' | 'order'>,
): C[] {
  const rank = new Map(settings.order.map((key, i) => [key, i]));
  const hidden = new Set(settings.hidden);
  return columns
    .map((c, i) => ({ c, rank: rank.get(c.key) ?? settings.order.length + i }))
    .filter(({ c }) => !hidden.has(c.key))
    .sort((a, b) => a.rank - b.rank)
    .map(({ c }) => c);
}
