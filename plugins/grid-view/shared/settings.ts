/**
 * Per-view grid settings: shared by the server (validation, storage) and the web grid, so both
 * read one shape. Filters, sorts, hidden fields and their order are every view type's
 * (`VIEW_FIELDS_SHAPE` of the SDK); widths and row height are the grid's own.
 */
import { VIEW_FIELDS_SHAPE, z } from '@plinth/sdk';

export const ROW_HEIGHTS = ['short', 'medium', 'tall', 'extra'] as const;
export type RowHeight = (typeof ROW_HEIGHTS)[number];
/** Pixel height of a row per setting. */
export const ROW_HEIGHT_PX: Record<RowHeight, number> = { short: 32, medium: 56, tall: 88, extra: 120 };

export const columnWidthSchema = z.number().int().min(40, 'A column is at least 40 px wide').max(2000, 'A column is at most 2000 px wide');

export const gridSettingsSchema = z
  .object({
    ...VIEW_FIELDS_SHAPE,
    /** Width in pixels per column alias. */
    widths: z.record(z.string().max(255), columnWidthSchema).default({}),
    rowHeight: z.enum(ROW_HEIGHTS, { error: 'Unknown row height' }).default('short'),
  })
  .strict();
export type GridSettings = z.infer<typeof gridSettingsSchema>;

export const DEFAULT_GRID_SETTINGS: GridSettings = gridSettingsSchema.parse({});
