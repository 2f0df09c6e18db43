/**
 * The `grid` view type (`ViewTypeToken`): validates and reads grid settings against the table,
 * says what a grid view shows as REST list parameters, and seeds a table's first view from the
 * settings saved before named views existed (`grid_view_settings`). Filters, sorts, hidden fields
 * and order are every view type's (the SDK's view settings); widths and row height the grid's.
 */
import { VIEW_SETTINGS_LIMITS, type TableMeta } from '@plinth/sdk';
import {
  checkViewFields,
  isRecord,
  publicViewFields,
  readViewFields,
  renamedKey,
  renameViewFields,
  validate,
  viewColumnKeys,
  viewFieldsQuery,
  viewFieldsShape,
  type Knex,
  type ViewTableContext,
  type ViewType,
} from '@plinth/sdk/server';
import { columnWidthSchema, DEFAULT_GRID_SETTINGS, gridSettingsSchema, ROW_HEIGHTS, type GridSettings } from '../shared/settings.js';

/** Where grid settings lived before named views (one row per table); read once to seed a table's first view. */
export const LEGACY_SETTINGS_TABLE = 'grid_view_settings';

/** Stored settings of any shape -> grid settings, part by part: what does not parse is dropped. */
export function settingsShape(raw: unknown): GridSettings {
  const whole = gridSettingsSchema.safeParse(raw);
  if (whole.success) return whole.data;
  const obj = isRecord(raw) ? raw : {};
  const widths: Record<string, number> = {};
  if (isRecord(obj.widths)) {
    for (const [key, width] of Object.entries(obj.widths).slice(0, VIEW_SETTINGS_LIMITS.names)) {
      if (key.length <= 255 && columnWidthSchema.safeParse(width).success) widths[key] = width as number;
    }
  }
  return {
    ...viewFieldsShape(obj),
    widths,
    rowHeight: (ROW_HEIGHTS as readonly unknown[]).includes(obj.rowHeight)
      ? (obj.rowHeight as GridSettings['rowHeight'])
      : DEFAULT_GRID_SETTINGS.rowHeight,
  };
}

/** The widths whose keys pass `keep`. */
const widthsOf = (widths: Record<string, number>, keep: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(widths).filter(([key]) => keep(key)));

/** Lenient read after schema changes: what no longer fits the table is dropped one by one; never throws. */
export function readGridSettings(raw: unknown, meta: TableMeta, table: ViewTableContext): GridSettings {
  const s = settingsShape(raw);
  const names = viewColumnKeys(meta, table);
  return { ...s, ...readViewFields(s, meta, table), widths: widthsOf(s.widths, (key) => names.has(key)) };
}

/**
 * Settings after column renames (aliases, in order): the shared part and width keys follow.
 * Stored settings of any shape are read part by part first (`settingsShape`); never throws.
 */
export function renameGridColumns(raw: unknown, renames: readonly { from: string; to: string }[]): GridSettings {
  const s = settingsShape(raw);
  const widths = Object.fromEntries(Object.entries(s.widths).map(([key, width]) => [renamedKey(key, renames), width]));
  return { ...s, ...renameViewFields(s, renames), widths };
}

/** The grid type; `metaStore` is the meta store's knex (for the legacy settings). */
export function gridViewType(metaStore: Knex): ViewType<GridSettings> {
  return {
    type: 'grid',
    defaultTitle: 'Grid',
    defaultSettings: () => structuredClone(DEFAULT_GRID_SETTINGS),
    parseSettings(raw, tableMeta, table) {
      const settings = validate(gridSettingsSchema, raw ?? {});
      checkViewFields(tableMeta, settings, table, Object.keys(settings.widths));
      return settings;
    },
    readSettings: readGridSettings,
    renameColumns: renameGridColumns,
    query: viewFieldsQuery,
    publicSettings(settings, shownMeta, table) {
      const names = viewColumnKeys(shownMeta, table);
      return { ...settings, ...publicViewFields(settings, shownMeta, table), widths: widthsOf(settings.widths, (key) => names.has(key)) };
    },
    async initialSettings(table) {
      const row = (await metaStore(LEGACY_SETTINGS_TABLE)
        .where({ project_id: table.projectId, db_alias: table.dbAlias, tn: table.tn })
        .first()) as { settings: string } | undefined;
      if (!row) return undefined;
      try {
        return settingsShape(JSON.parse(row.settings));
      } catch {
        return undefined;
      }
    },
  };
}
