/**
 * The `calendar` view type (`ViewTypeToken`): the shared filter / sort / fields part through the
 * SDK, the date and end columns must be date or date-time columns, the title a stored column.
 * A calendar without a date column takes the table's first; stored settings are read leniently
 * (a date column that went falls back to the first remaining one).
 */
import type { TableMeta } from '@plinth/sdk';
import {
  checkViewFields,
  HttpError,
  isRecord,
  publicViewFields,
  readViewFields,
  renamedKey,
  renameViewFields,
  tableViewColumns,
  unknownColumn,
  validate,
  viewFieldsQuery,
  viewFieldsShape,
  type ViewTableContext,
  type ViewType,
} from '@plinth/sdk/server';
import {
  CALENDAR_LAYOUTS,
  calendarSettingsSchema,
  DEFAULT_CALENDAR_SETTINGS,
  isDateColumn,
  type CalendarSettings,
} from '../shared/settings.js';

const columnsOf = (meta: TableMeta, table: ViewTableContext) => new Map(tableViewColumns(meta, table).map((c) => [c.key, c]));

function checkOwnColumns(meta: TableMeta, s: CalendarSettings, table: ViewTableContext): void {
  const byKey = columnsOf(meta, table);
  for (const [key, what] of [
    [s.dateColumn, 'date'],
    [s.endColumn, 'end'],
  ] as const) {
    if (key !== null && !isDateColumn(byKey.get(key)))
      throw new HttpError(400, `Calendar ${what} column '${key}' is not a date or date-time column`);
  }
  if (s.titleColumn !== null && !byKey.get(s.titleColumn)?.column) throw unknownColumn(s.titleColumn);
}

const keyOf = (v: unknown) => (typeof v === 'string' && v.trim() && v.length <= 255 ? v.trim() : null);

/** Stored settings of any shape -> calendar settings, part by part: what does not parse is dropped. */
function calendarSettingsShape(raw: unknown): CalendarSettings {
  const whole = calendarSettingsSchema.safeParse(raw);
  if (whole.success) return whole.data;
  const obj = isRecord(raw) ? raw : {};
  return {
    ...viewFieldsShape(obj),
    dateColumn: keyOf(obj.dateColumn),
    endColumn: keyOf(obj.endColumn),
    titleColumn: keyOf(obj.titleColumn),
    layout: (CALENDAR_LAYOUTS as readonly unknown[]).includes(obj.layout) ? (obj.layout as CalendarSettings['layout']) : 'month',
  };
}

function readCalendarSettings(raw: unknown, meta: TableMeta, table: ViewTableContext): CalendarSettings {
  const s = calendarSettingsShape(raw);
  const byKey = columnsOf(meta, table);
  const dates = [...byKey.values()].filter(isDateColumn).map((c) => c.key);
  const date = (key: string | null) => (key !== null && isDateColumn(byKey.get(key)) ? key : null);
  return {
    ...s,
    ...readViewFields(s, meta, table),
    dateColumn: date(s.dateColumn) ?? dates[0] ?? null,
    endColumn: date(s.endColumn),
    titleColumn: s.titleColumn !== null && byKey.get(s.titleColumn)?.column ? s.titleColumn : null,
  };
}

const ownKeys = (s: CalendarSettings) => [s.dateColumn, s.endColumn, s.titleColumn].filter((k): k is string => k !== null);

export const calendarViewType: ViewType<CalendarSettings> = {
  type: 'calendar',
  defaultTitle: 'Calendar',
  defaultSettings: () => structuredClone(DEFAULT_CALENDAR_SETTINGS),
  parseSettings(raw, meta, table) {
    const settings = validate(calendarSettingsSchema, raw ?? {});
    checkViewFields(meta, settings, table);
    checkOwnColumns(meta, settings, table);
    return settings;
  },
  readSettings: readCalendarSettings,
  renameColumns(raw, renames) {
    const s = calendarSettingsShape(raw);
    const rename = (key: string | null) => (key === null ? null : renamedKey(key, renames));
    return {
      ...s,
      ...renameViewFields(s, renames),
      dateColumn: rename(s.dateColumn),
      endColumn: rename(s.endColumn),
      titleColumn: rename(s.titleColumn),
    };
  },
  // The date, end and title columns are fetched even when hidden from an event's fields.
  query: (meta, s, table) => viewFieldsQuery(meta, s, table, ownKeys(s)),
  publicSettings(s, shownMeta, table) {
    const shown = new Set(tableViewColumns(shownMeta, table).map((c) => c.key));
    const keep = (key: string | null) => (key !== null && shown.has(key) ? key : null);
    return {
      ...s,
      ...publicViewFields(s, shownMeta, table),
      dateColumn: keep(s.dateColumn),
      endColumn: keep(s.endColumn),
      titleColumn: keep(s.titleColumn),
    };
  },
};
