/**
 * Per-view kanban settings, shared by the server (validation, storage) and the web lanes: every
 * view type's filters, sorts and fields, the card part (cover, title), and the kanban's own: the
 * single select column the lanes stand for, the lanes' order and which are hidden or collapsed
 * (lanes named by option, `UNCATEGORIZED` for rows without one).
 */
import { CARD_FIELDS_SHAPE, columnKeySchema, VIEW_FIELDS_SHAPE, whereText, z } from '@plinth/sdk';

/** The lane of rows with no option. */
export const UNCATEGORIZED = '';

const laneList = z.array(z.string().max(255)).max(1000).default([]);

export const kanbanSettingsSchema = z
  .object({
    ...VIEW_FIELDS_SHAPE,
    ...CARD_FIELDS_SHAPE,
    groupColumn: columnKeySchema.nullable().default(null),
    laneOrder: laneList,
    hiddenLanes: laneList,
    collapsedLanes: laneList,
  })
  .strict();
export type KanbanSettings = z.infer<typeof kanbanSettingsSchema>;

export const DEFAULT_KANBAN_SETTINGS: KanbanSettings = kanbanSettingsSchema.parse({});

/** The lanes in order: the options (by `laneOrder`, then as the column lists them) and Uncategorized. */
export function orderedLanes(options: readonly string[], laneOrder: readonly string[]): string[] {
  const all = [UNCATEGORIZED, ...options];
  const rank = new Map(laneOrder.map((lane, i) => [lane, i]));
  return all
    .map((lane, i) => ({ lane, rank: rank.get(lane) ?? laneOrder.length + i }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ lane }) => lane);
}

/** The where text of one lane's rows: its option, or no option for Uncategorized. */
export function laneWhere(groupColumn: string, lane: string): string {
  return lane === UNCATEGORIZED
    ? whereText([{ field: groupColumn, op: 'is', value: 'empty' }])
    : whereText([{ field: groupColumn, op: 'eq', value: lane }]);
}
