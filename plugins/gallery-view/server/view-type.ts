/**
 * The `gallery` view type (`ViewTypeToken`): the shared filter / sort / fields part through the
 * SDK's view settings; the cover column must be an attachment column of the table and the title
 * column a stored one. Stored settings are read leniently: a cover or title column that went
 * is dropped, so a schema change never breaks a gallery.
 */
import type { TableMeta, ViewColumn } from '@plinth/sdk';
import {
  checkViewFields,
  HttpError,
  isRecord,
  publicViewFields,
  readViewFields,
  renamedKey,
  renameViewFields,
  tableViewColumns,
  validate,
  viewFieldsQuery,
  viewFieldsShape,
  type ViewTableContext,
  type ViewType,
} from '@plinth/sdk/server';
import { COVER_FITS, DEFAULT_GALLERY_SETTINGS, gallerySettingsSchema, type GallerySettings } from '../shared/settings.js';

const isCover = (c: ViewColumn | undefined) => c?.uidt === 'Attachment' && Boolean(c.column);
const isTitle = (c: ViewColumn | undefined) => Boolean(c?.column);

/** The gallery's own columns, checked against the table: a 400 naming what does not fit. */
function checkOwnColumns(meta: TableMeta, s: GallerySettings, table: ViewTableContext): void {
  const byKey = new Map(tableViewColumns(meta, table).map((c) => [c.key, c]));
  if (s.coverColumn !== null && !isCover(byKey.get(s.coverColumn))) {
    throw new HttpError(400, `Cover column '${s.coverColumn}' is not an attachment column`);
  }
  if (s.titleColumn !== null && !isTitle(byKey.get(s.titleColumn))) throw new HttpError(400, `Unknown column '${s.titleColumn}'`);
}

/** Stored settings of any shape -> gallery settings, part by part: what does not parse is dropped. */
function gallerySettingsShape(raw: unknown): GallerySettings {
  const whole = gallerySettingsSchema.safeParse(raw);
  if (whole.success) return whole.data;
  const obj = isRecord(raw) ? raw : {};
  const key = (v: unknown) => (typeof v === 'string' && v.trim() && v.length <= 255 ? v.trim() : null);
  return {
    ...viewFieldsShape(obj),
    coverColumn: key(obj.coverColumn),
    titleColumn: key(obj.titleColumn),
    coverFit: (COVER_FITS as readonly unknown[]).includes(obj.coverFit) ? (obj.coverFit as GallerySettings['coverFit']) : 'cover',
  };
}

function readGallerySettings(raw: unknown, meta: TableMeta, table: ViewTableContext): GallerySettings {
  const s = gallerySettingsShape(raw);
  const byKey = new Map(tableViewColumns(meta, table).map((c) => [c.key, c]));
  return {
    ...s,
    ...readViewFields(s, meta, table),
    coverColumn: s.coverColumn !== null && isCover(byKey.get(s.coverColumn)) ? s.coverColumn : null,
    titleColumn: s.titleColumn !== null && isTitle(byKey.get(s.titleColumn)) ? s.titleColumn : null,
  };
}

export const galleryViewType: ViewType<GallerySettings> = {
  type: 'gallery',
  defaultTitle: 'Gallery',
  defaultSettings: () => structuredClone(DEFAULT_GALLERY_SETTINGS),
  parseSettings(raw, meta, table) {
    const settings = validate(gallerySettingsSchema, raw ?? {});
    checkViewFields(meta, settings, table);
    checkOwnColumns(meta, settings, table);
    return settings;
  },
  readSettings: readGallerySettings,
  renameColumns(raw, renames) {
    const s = gallerySettingsShape(raw);
    const rename = (key: string | null) => (key === null ? null : renamedKey(key, renames));
    return { ...s, ...renameViewFields(s, renames), coverColumn: rename(s.coverColumn), titleColumn: rename(s.titleColumn) };
  },
  // The cover and title are fetched even when hidden from the fields under the title.
  query: (meta, s, table) =>
    viewFieldsQuery(
      meta,
      s,
      table,
      [s.coverColumn, s.titleColumn].filter((k): k is string => k !== null),
    ),
  publicSettings(s, shownMeta, table) {
    const shown = new Set(tableViewColumns(shownMeta, table).map((c) => c.key));
    const keep = (key: string | null) => (key !== null && shown.has(key) ? key : null);
    return { ...s, ...publicViewFields(s, shownMeta, table), coverColumn: keep(s.coverColumn), titleColumn: keep(s.titleColumn) };
  },
};
