/**
 * Per-view gallery settings, shared by the server (validation, storage) and the web cards.
 * Filters, sorts, hidden fields and their order are every view type's (`VIEW_FIELDS_SHAPE`);
 * the cover column (an attachment column whose first image tops each card), the title column
 * (the row's name on the card; default the table's display column) and the cover fit are the
 * gallery's own.
 */
import { columnKeySchema, VIEW_FIELDS_SHAPE, z } from '@plinth/sdk';

export const COVER_FITS = ['cover', 'contain'] as const;

export const gallerySettingsSchema = z
  .object({
    ...VIEW_FIELDS_SHAPE,
    coverColumn: columnKeySchema.nullable().default(null),
    titleColumn: columnKeySchema.nullable().default(null),
    coverFit: z.enum(COVER_FITS, { error: 'Unknown cover fit' }).default('cover'),
  })
  .strict();
export type GallerySettings = z.infer<typeof gallerySettingsSchema>;

export const DEFAULT_GALLERY_SETTINGS: GallerySettings = gallerySettingsSchema.parse({});
