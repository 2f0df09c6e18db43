/**
 * Per-view calendar settings, shared by the server (validation, storage) and the web calendar:
 * every view type's filters, sorts and fields, and the calendar's own: the date column events sit
 * on, an optional end column (events spanning days), the column naming an event, the layout.
 */
import { columnKeySchema, VIEW_FIELDS_SHAPE, z, type ViewColumn } from '@plinth/sdk';

export const CALENDAR_LAYOUTS = ['month', 'week', 'day'] as const;
export type CalendarLayout = (typeof CALENDAR_LAYOUTS)[number];

export const calendarSettingsSchema = z
  .object({
    ...VIEW_FIELDS_SHAPE,
    dateColumn: columnKeySchema.nullable().default(null),
    endColumn: columnKeySchema.nullable().default(null),
    titleColumn: columnKeySchema.nullable().default(null),
    layout: z.enum(CALENDAR_LAYOUTS, { error: 'Unknown calendar layout' }).default('month'),
  })
  .strict();
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

export const DEFAULT_CALENDAR_SETTINGS: CalendarSettings = calendarSettingsSchema.parse({});

/** Types an event can sit on: a date, or a date and time. */
const DATE_UIDTS = new Set(['Date', 'DateTime', 'CreateTime', 'LastModifiedTime']);
export const isDateColumn = (c: ViewColumn | undefined): c is ViewColumn => Boolean(c?.column) && DATE_UIDTS.has(c!.uidt);
