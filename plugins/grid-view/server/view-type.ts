/**
 * The `grid` view type (`ViewTypeToken`): validates and reads grid settings against the table,
 * says what a grid view shows as REST list parameters, and seeds a table's first view from the
 * settings saved before named views existed (`grid_view_settings`).
 */
import type { TableMeta } from '@plinth/sdk';
import { HttpError, planQuery, validate, type Knex, type ViewTableContext, type ViewType } from '@plinth/sdk/server';
import { gridColumns } from '../shared/columns.js';
import {
  columnKeySchema,
  columnWidthSchema,
  DEFAULT_GRID_SETTINGS,
  escapeListItem,
  filterSchema,
  gridSettingsSchema,
  ROW_HEIGHTS,
  shownColumns,
  sortSchema,
  sortText,
  whereText,
  type GridSettings,
} from '../shared/settings.js';

/** Where grid settings lived before named views (one row per table); read once to seed a table's first view. */
export const LEGACY_SETTINGS_TABLE = 'grid_view_settings';

const MAX_FILTERS = 100;
const MAX_SORTS = 20;
const MAX_NAMES = 1000;

const columnKeys = (meta: TableMeta, table: ViewTableContext) => new Set(gridColumns(meta, (tn) => table.aliasOf(tn)).map((c) => c.key));

/**
 * Checks settings against the table: filters and sorts go through the SDK query guard (the
 * same checks the REST list applies), layout names must be columns of the table.
 */
function checkAgainstMeta(meta: TableMeta, settings: GridSettings, table: ViewTableContext): void {
  planQuery(meta, { where: whereText(settings.filters, settings.filterLogic), sort: sortText(settings.sorts) }, { client: table.client });
  const names = columnKeys(meta, table);
  for (const cn of [...settings.hidden, ...settings.order, ...Object.keys(settings.widths)]) {
    if (!names.has(cn)) throw new HttpError(400, `Unknown column '${cn}'`);
  }
}

const passes = (check: () => void) => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The valid items of a stored list (others dropped), at most `max`. */
function validItems<T>(value: unknown, parse: (item: unknown) => T | undefined, max: number): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value) {
    const parsed = parse(item);
    if (parsed !== undefined) out.push(parsed);
    if (out.length === max) break;
  }
  return out;
}

const parsedOr =
  <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }) =>
  (v: unknown) => {
    const r = schema.safeParse(v);
    return r.success ? r.data : undefined;
  };

/** Stored settings of any shape -> grid settings, part by part: what does not parse is dropped. */
export function settingsShape(raw: unknown): GridSettings {
  const whole = gridSettingsSchema.safeParse(raw);
  if (whole.success) return whole.data;
  const obj = isRecord(raw) ? raw : {};
  const widths: Record<string, number> = {};
  if (isRecord(obj.widths)) {
    for (const [key, width] of Object.entries(obj.widths).slice(0, MAX_NAMES)) {
      if (key.length <= 255 && columnWidthSchema.safeParse(width).success) widths[key] = width as number;
    }
  }
  return {
    filters: validItems(obj.filters, parsedOr(filterSchema), MAX_FILTERS),
    filterLogic: obj.filterLogic === 'or' ? 'or' : 'and',
    sorts: validItems(obj.sorts, parsedOr(sortSchema), MAX_SORTS),
    hidden: validItems(obj.hidden, parsedOr(columnKeySchema), MAX_NAMES),
    order: validItems(obj.order, parsedOr(columnKeySchema), MAX_NAMES),
    widths,
    rowHeight: (ROW_HEIGHTS as readonly unknown[]).includes(obj.rowHeight)
      ? (obj.rowHeight as GridSettings['rowHeight'])
      : DEFAULT_GRID_SETTINGS.rowHeight,
  };
}

/**
 * Lenient read after schema changes: layout names, filters and sorts that no longer fit the
 * table (a dropped or retyped column) are dropped one by one; never throws.
 */
export function readGridSettings(raw: unknown, meta: TableMeta, table: ViewTableContext): GridSettings {
  const s = settingsShape(raw);
  const names = columnKeys(meta, table);
  const known = (key: string) => names.has(key);
  const fits = (where: string, sort: string) => passes(() => planQuery(meta, { where, sort }, { client: table.client, stableSort: false }));
  const read: GridSettings = {
    ...s,
    filters: s.filters.filter((f) => fits(whereText([f]), '')),
    sorts: s.sorts.filter((x) => fits('', sortText([x]))),
    hidden: s.hidden.filter(known),
    order: s.order.filter(known),
    widths: Object.fromEntries(Object.entries(s.widths).filter(([key]) => known(key))),
  };
  // Each part fits alone; together they may still not (a sort named twice, a where too long).
  if (!fits(whereText(read.filters, read.filterLogic), '')) read.filters = [];
  if (!fits('', sortText(read.sorts))) read.sorts = [];
  return read;
}

/**
 * Settings after column renames (aliases, in order): filter and sort fields, hidden, order and
 * width keys follow. Each name goes through the renames in sequence, so a chain (`a -> b`, `b ->
 * c`) ends at `c` and a swap through a spare name (`a -> t`, `b -> a`, `t -> b`) swaps. Stored
 * settings of any shape are read part by part first (`settingsShape`); never throws.
 */
export function renameGridColumns(raw: unknown, renames: readonly { from: string; to: string }[]): GridSettings {
  const s = settingsShape(raw);
  const rename = (key: string) => renames.reduce((name, r) => (name === r.from ? r.to : name), key);
  // Two names can only meet when a column took the name of one dropped in the same change: keep one.
  const unique = (keys: readonly string[]) => [...new Set(keys.map(rename))];
  return {
    ...s,
    filters: s.filters.map((f) => ({ ...f, field: rename(f.field) })),
    sorts: s.sorts.map((x) => ({ ...x, field: rename(x.field) })),
    hidden: unique(s.hidden),
    order: unique(s.order),
    widths: Object.fromEntries(Object.entries(s.widths).map(([key, width]) => [rename(key), width])),
  };
}

/** The grid type; `metaStore` is the meta store's knex (for the legacy settings). */
export function gridViewType(metaStore: Knex): ViewType<GridSettings> {
  return {
    type: 'grid',
    defaultTitle: 'Grid',
    defaultSettings: () => structuredClone(DEFAULT_GRID_SETTINGS),
    parseSettings(raw, tableMeta, table) {
      const settings = validate(gridSettingsSchema, raw ?? {});
      checkAgainstMeta(tableMeta, settings, table);
      return settings;
    },
    readSettings: readGridSettings,
    renameColumns: renameGridColumns,
    query(tableMeta, settings, table) {
      const where = whereText(settings.filters, settings.filterLogic);
      const sort = sortText(settings.sorts);
      // REST `fields` takes stored columns only; relation and virtual entries have no place there.
      const shown = shownColumns(
        gridColumns(tableMeta, (tn) => table.aliasOf(tn)),
        settings,
      ).filter((c) => c.column);
      return { ...(where && { where }), ...(sort && { sort }), fields: shown.map((c) => escapeListItem(c.key)).join(',') };
    },
    publicSettings(settings, shownMeta, table) {
      // The server applies filters and sorts itself; hidden columns are not in the shown meta.
      const names = columnKeys(shownMeta, table);
      return {
        ...settings,
        filters: [],
        sorts: [],
        hidden: [],
        order: settings.order.filter((key) => names.has(key)),
        widths: Object.fromEntries(Object.entries(settings.widths).filter(([key]) => names.has(key))),
      };
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
