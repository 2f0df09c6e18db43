/**
 * The `gallery` view type (`ViewTypeToken`): the shared filter / sort / fields part and the card
 * part (cover, title) through the SDK's view settings. Stored settings are read leniently: a
 * cover or title column that went is dropped, so a schema change never breaks a gallery.
 */
import {
  cardColumnsShape,
  cardQueryFields,
  checkCardColumns,
  checkViewFields,
  publicCardColumns,
  publicViewFields,
  readCardColumns,
  readViewFields,
  renameCardColumns,
  renameViewFields,
  validate,
  viewFieldsQuery,
  viewFieldsShape,
  type ViewType,
} from '@plinth/sdk/server';
import { DEFAULT_GALLERY_SETTINGS, gallerySettingsSchema, type GallerySettings } from '../shared/settings.js';

/** Stored settings of any shape -> gallery settings, part by part: what does not parse is dropped. */
function gallerySettingsShape(raw: unknown): GallerySettings {
  const whole = gallerySettingsSchema.safeParse(raw);
  return whole.success ? whole.data : { ...viewFieldsShape(raw), ...cardColumnsShape(raw) };
}

export const galleryViewType: ViewType<GallerySettings> = {
  type: 'gallery',
  defaultTitle: 'Gallery',
  defaultSettings: () => structuredClone(DEFAULT_GALLERY_SETTINGS),
  parseSettings(raw, meta, table) {
    const settings = validate(gallerySettingsSchema, raw ?? {});
    checkViewFields(meta, settings, table);
    checkCardColumns(meta, settings, table);
    return settings;
  },
  readSettings(raw, meta, table) {
    const s = gallerySettingsShape(raw);
    return { ...readViewFields(s, meta, table), ...readCardColumns(s, meta, table) };
  },
  renameColumns(raw, renames) {
    const s = gallerySettingsShape(raw);
    return { ...renameViewFields(s, renames), ...renameCardColumns(s, renames) };
  },
  // The cover and title are fetched even when hidden from the fields under the title.
  query: (meta, s, table) => viewFieldsQuery(meta, s, table, cardQueryFields(s)),
  publicSettings: (s, shownMeta, table) => ({ ...publicViewFields(s, shownMeta, table), ...publicCardColumns(s, shownMeta, table) }),
};
