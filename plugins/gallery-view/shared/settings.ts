/**
 * Per-view gallery settings, shared by the server (validation, storage) and the web cards:
 * every view type's filters, sorts, hidden fields and order (`VIEW_FIELDS_SHAPE`) and the card
 * part (`CARD_FIELDS_SHAPE`: cover column, title column, cover fit).
 */
import { CARD_FIELDS_SHAPE, VIEW_FIELDS_SHAPE, z } from '@plinth/sdk';

export const gallerySettingsSchema = z.object({ ...VIEW_FIELDS_SHAPE, ...CARD_FIELDS_SHAPE }).strict();
export type GallerySettings = z.infer<typeof gallerySettingsSchema>;

export const DEFAULT_GALLERY_SETTINGS: GallerySettings = gallerySettingsSchema.parse({});
