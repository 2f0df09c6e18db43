/**
 * The `kanban` view type (`ViewTypeToken`): the shared filter / sort / fields part and the card
 * part through the SDK, and the group column, which must be a single select column of the table
 * (a view without one takes the table's first). Stored settings are read leniently: a group
 * column that went or changed type falls back to the first single select column, or none.
 */
import { selectOptions, type TableMeta } from '@plinth/sdk';
import {
  cardColumnsShape,
  cardQueryFields,
  checkCardColumns,
  checkViewFields,
  HttpError,
  isRecord,
  publicCardColumns,
  publicViewFields,
  readCardColumns,
  readViewFields,
  renameCardColumns,
  renamedKey,
  renameViewFields,
  tableViewColumns,
  validate,
  viewFieldsQuery,
  viewFieldsShape,
  type ViewTableContext,
  type ViewType,
} from '@plinth/sdk/server';
import { DEFAULT_KANBAN_SETTINGS, kanbanSettingsSchema, UNCATEGORIZED, type KanbanSettings } from '../shared/settings.js';

/** The single select columns of the table, by key. */
const selectColumns = (meta: TableMeta, table: ViewTableContext) =>
  new Map(
    tableViewColumns(meta, table)
      .filter((c) => c.uidt === 'SingleSelect' && c.column)
      .map((c) => [c.key, c]),
  );

const laneNames = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length <= 255).slice(0, 1000) : [];

/** Stored settings of any shape -> kanban settings, part by part: what does not parse is dropped. */
function kanbanSettingsShape(raw: unknown): KanbanSettings {
  const whole = kanbanSettingsSchema.safeParse(raw);
  if (whole.success) return whole.data;
  const obj = isRecord(raw) ? raw : {};
  return {
    ...viewFieldsShape(obj),
    ...cardColumnsShape(obj),
    groupColumn: typeof obj.groupColumn === 'string' && obj.groupColumn.trim() ? obj.groupColumn.trim() : null,
    laneOrder: laneNames(obj.laneOrder),
    hiddenLanes: laneNames(obj.hiddenLanes),
    collapsedLanes: laneNames(obj.collapsedLanes),
  };
}

/** Lenient read: the group column falls back to the table's first single select; lanes of options that went are dropped. */
function readKanbanSettings(raw: unknown, meta: TableMeta, table: ViewTableContext): KanbanSettings {
  const s = kanbanSettingsShape(raw);
  const selects = selectColumns(meta, table);
  const groupColumn = s.groupColumn !== null && selects.has(s.groupColumn) ? s.groupColumn : ([...selects.keys()][0] ?? null);
  const lanes = new Set([UNCATEGORIZED, ...selectOptions(groupColumn === null ? undefined : selects.get(groupColumn)?.column?.dtxp)]);
  const known = (lane: string) => lanes.has(lane);
  // Lane names of another column mean nothing for this one.
  const sameColumn = groupColumn === s.groupColumn;
  return {
    ...readViewFields(s, meta, table),
    ...readCardColumns(s, meta, table),
    groupColumn,
    laneOrder: sameColumn ? s.laneOrder.filter(known) : [],
    hiddenLanes: sameColumn ? s.hiddenLanes.filter(known) : [],
    collapsedLanes: sameColumn ? s.collapsedLanes.filter(known) : [],
  };
}

export const kanbanViewType: ViewType<KanbanSettings> = {
  type: 'kanban',
  defaultTitle: 'Kanban',
  defaultSettings: () => structuredClone(DEFAULT_KANBAN_SETTINGS),
  parseSettings(raw, meta, table) {
    const settings = validate(kanbanSettingsSchema, raw ?? {});
    checkViewFields(meta, settings, table);
    checkCardColumns(meta, settings, table);
    if (settings.groupColumn !== null && !selectColumns(meta, table).has(settings.groupColumn)) {
      throw new HttpError(400, `Kanban group column '${settings.groupColumn}' is not a single select column`);
    }
    return settings;
  },
  readSettings: readKanbanSettings,
  renameColumns(raw, renames) {
    const s = kanbanSettingsShape(raw);
    const groupColumn = s.groupColumn === null ? null : renamedKey(s.groupColumn, renames);
    return { ...s, ...renameViewFields(s, renames), ...renameCardColumns(s, renames), groupColumn };
  },
  // The lane column, cover and title are fetched even when hidden from the fields on the cards.
  query: (meta, s, table) => viewFieldsQuery(meta, s, table, [...(s.groupColumn ? [s.groupColumn] : []), ...cardQueryFields(s)]),
  publicSettings(s, shownMeta, table) {
    const shown = new Set(tableViewColumns(shownMeta, table).map((c) => c.key));
    return {
      ...s,
      ...publicViewFields(s, shownMeta, table),
      ...publicCardColumns(s, shownMeta, table),
      groupColumn: s.groupColumn !== null && shown.has(s.groupColumn) ? s.groupColumn : null,
    };
  },
};
