/**
 * Server side of the settings every view type shares (filters, sorts, hidden fields, order; see
 * `VIEW_FIELDS_SHAPE`): strict checks against the table for a request, a lenient part-by-part
 * read of stored settings after schema changes, column renames, and the REST query a view
 * stands for. A view type calls these for the shared part and adds checks of its own fields.
 */
import type { TableMeta } from '../entities.js';
import type { ViewQuery } from '../views.js';
import { viewColumns, type ViewColumn } from '../view-columns.js';
import {
  columnKeySchema,
  escapeListItem,
  filterSchema,
  shownColumns,
  sortSchema,
  sortText,
  COVER_FITS,
  VIEW_SETTINGS_LIMITS,
  whereText,
  type CardSettings,
  type ViewFieldSettings,
} from '../view-settings.js';
import { HttpError } from './errors.js';
import { planQuery } from './query/index.js';
import type { ViewTableContext } from './views.js';

/** The view columns of the table, relation keys named by the related tables' aliases. */
export const tableViewColumns = (meta: TableMeta, table: ViewTableContext): ViewColumn[] => viewColumns(meta, (tn) => table.aliasOf(tn));

/** The keys of the table's view columns. */
export const viewColumnKeys = (meta: TableMeta, table: ViewTableContext): Set<string> =>
  new Set(tableViewColumns(meta, table).map((c) => c.key));

/** A column key named by settings that is not a column of the table: 400 `Unknown column 'x'`. */
export const unknownColumn = (key: string) => new HttpError(400, `Unknown column '${key}'`);

/**
 * Checks the shared part against the table: filters and sorts go through the SDK query guard (the
 * same checks the REST list applies); hidden, order and `extraKeys` (a type's own column names)
 * must be columns of the table.
 */
export function checkViewFields(
  meta: TableMeta,
  settings: ViewFieldSettings,
  table: ViewTableContext,
  extraKeys: readonly string[] = [],
): void {
  planQuery(meta, { where: whereText(settings.filters, settings.filterLogic), sort: sortText(settings.sorts) }, { client: table.client });
  const names = viewColumnKeys(meta, table);
  for (const key of [...settings.hidden, ...settings.order, ...extraKeys]) {
    if (!names.has(key)) throw unknownColumn(key);
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The valid items of a stored list (others dropped), at most `max`. */
function validItems<T>(
  value: unknown,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  max: number,
): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    if (out.length === max) break;
  }
  return out;
}

/** The shared part of stored settings of any shape, item by item: what does not parse is dropped. */
export function viewFieldsShape(raw: unknown): ViewFieldSettings {
  const obj = isRecord(raw) ? raw : {};
  return {
    filters: validItems(obj.filters, filterSchema, VIEW_SETTINGS_LIMITS.filters),
    filterLogic: obj.filterLogic === 'or' ? 'or' : 'and',
    sorts: validItems(obj.sorts, sortSchema, VIEW_SETTINGS_LIMITS.sorts),
    hidden: validItems(obj.hidden, columnKeySchema, VIEW_SETTINGS_LIMITS.names),
    order: validItems(obj.order, columnKeySchema, VIEW_SETTINGS_LIMITS.names),
  };
}

/**
 * Lenient read after schema changes: hidden and order names, filters and sorts that no longer
 * fit the table (a dropped or retyped column) are dropped one by one; never throws.
 */
export function readViewFields(s: ViewFieldSettings, meta: TableMeta, table: ViewTableContext): ViewFieldSettings {
  const names = viewColumnKeys(meta, table);
  const known = (key: string) => names.has(key);
  const fits = (where: string, sort: string) => {
    try {
      planQuery(meta, { where, sort }, { client: table.client, stableSort: false });
      return true;
    } catch {
      return false;
    }
  };
  const read: ViewFieldSettings = {
    filters: s.filters.filter((f) => fits(whereText([f]), '')),
    filterLogic: s.filterLogic,
    sorts: s.sorts.filter((x) => fits('', sortText([x]))),
    hidden: s.hidden.filter(known),
    order: s.order.filter(known),
  };
  // Each part fits alone; together they may still not (a sort named twice, a where too long).
  if (!fits(whereText(read.filters, read.filterLogic), '')) read.filters = [];
  if (!fits('', sortText(read.sorts))) read.sorts = [];
  return read;
}

/**
 * A column key through renames (aliases, in order): a chain (`a -> b`, `b -> c`) ends at `c` and
 * a swap through a spare name (`a -> t`, `b -> a`, `t -> b`) swaps.
 */
export function renamedKey(key: string, renames: readonly { from: string; to: string }[]): string {
  return renames.reduce((name, r) => (name === r.from ? r.to : name), key);
}

/** The shared part after column renames: filter and sort fields, hidden and order follow. */
export function renameViewFields(s: ViewFieldSettings, renames: readonly { from: string; to: string }[]): ViewFieldSettings {
  const rename = (key: string) => renamedKey(key, renames);
  // Two names can only meet when a column took the name of one dropped in the same change: keep one.
  const unique = (keys: readonly string[]) => [...new Set(keys.map(rename))];
  return {
    filters: s.filters.map((f) => ({ ...f, field: rename(f.field) })),
    filterLogic: s.filterLogic,
    sorts: s.sorts.map((x) => ({ ...x, field: rename(x.field) })),
    hidden: unique(s.hidden),
    order: unique(s.order),
  };
}

/**
 * What a view shows as REST list parameters: its filters, sorts and visible stored columns
 * (REST `fields` takes stored columns only; relation and virtual entries have no place there).
 * `alwaysFields`: keys the view needs even when hidden (a kanban's lane column, a calendar's date).
 */
export function viewFieldsQuery(
  meta: TableMeta,
  settings: ViewFieldSettings,
  table: ViewTableContext,
  alwaysFields: readonly string[] = [],
): ViewQuery {
  const where = whereText(settings.filters, settings.filterLogic);
  const sort = sortText(settings.sorts);
  const columns = tableViewColumns(meta, table);
  const stored = new Set(columns.filter((c) => c.column).map((c) => c.key));
  const fields = shownColumns(columns, settings)
    .filter((c) => c.column)
    .map((c) => c.key);
  for (const key of alwaysFields) if (stored.has(key) && !fields.includes(key)) fields.push(key);
  return { ...(where && { where }), ...(sort && { sort }), fields: fields.map(escapeListItem).join(',') };
}

/** Keys of `settings` kept for a visitor of a shared view: the ones the shown meta still has. */
export function publicViewFields(s: ViewFieldSettings, shownMeta: TableMeta, table: ViewTableContext): ViewFieldSettings {
  const names = viewColumnKeys(shownMeta, table);
  // The server applies filters and sorts itself; hidden columns are not in the shown meta.
  return { filters: [], filterLogic: 'and', sorts: [], hidden: [], order: s.order.filter((key) => names.has(key)) };
}

const isCover = (c: ViewColumn | undefined) => c?.uidt === 'Attachment' && Boolean(c.column);
const isStored = (c: ViewColumn | undefined) => Boolean(c?.column);
const columnsByKey = (meta: TableMeta, table: ViewTableContext) => new Map(tableViewColumns(meta, table).map((c) => [c.key, c]));

/** Checks the card part against the table: a 400 naming a cover that is not an attachment column or an unknown title. */
export function checkCardColumns(meta: TableMeta, s: CardSettings, table: ViewTableContext): void {
  const byKey = columnsByKey(meta, table);
  if (s.coverColumn !== null && !isCover(byKey.get(s.coverColumn))) {
    throw new HttpError(400, `Cover column '${s.coverColumn}' is not an attachment column`);
  }
  if (s.titleColumn !== null && !isStored(byKey.get(s.titleColumn))) throw unknownColumn(s.titleColumn);
}

/** The card part of stored settings of any shape: what does not parse is left out. */
export function cardColumnsShape(raw: unknown): CardSettings {
  const obj = isRecord(raw) ? raw : {};
  const key = (v: unknown) => (typeof v === 'string' && v.trim() && v.length <= 255 ? v.trim() : null);
  return {
    coverColumn: key(obj.coverColumn),
    titleColumn: key(obj.titleColumn),
    coverFit: (COVER_FITS as readonly unknown[]).includes(obj.coverFit) ? (obj.coverFit as CardSettings['coverFit']) : 'cover',
  };
}

/** Lenient read of the card part: a cover or title column that went (or changed type) is dropped. */
export function readCardColumns(s: CardSettings, meta: TableMeta, table: ViewTableContext): CardSettings {
  const byKey = columnsByKey(meta, table);
  return {
    coverColumn: s.coverColumn !== null && isCover(byKey.get(s.coverColumn)) ? s.coverColumn : null,
    titleColumn: s.titleColumn !== null && isStored(byKey.get(s.titleColumn)) ? s.titleColumn : null,
    coverFit: s.coverFit,
  };
}

/** The card part after column renames. */
export function renameCardColumns(s: CardSettings, renames: readonly { from: string; to: string }[]): CardSettings {
  const rename = (key: string | null) => (key === null ? null : renamedKey(key, renames));
  return { coverColumn: rename(s.coverColumn), titleColumn: rename(s.titleColumn), coverFit: s.coverFit };
}

/** The card part for a shared view's visitor: columns the shown meta does not have are left out. */
export function publicCardColumns(s: CardSettings, shownMeta: TableMeta, table: ViewTableContext): CardSettings {
  const shown = viewColumnKeys(shownMeta, table);
  const keep = (key: string | null) => (key !== null && shown.has(key) ? key : null);
  return { coverColumn: keep(s.coverColumn), titleColumn: keep(s.titleColumn), coverFit: s.coverFit };
}

/** The card columns a view fetches even when hidden from the fields under the title. */
export const cardQueryFields = (s: CardSettings): string[] => [s.coverColumn, s.titleColumn].filter((k): k is string => k !== null);
