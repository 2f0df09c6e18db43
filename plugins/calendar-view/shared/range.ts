/**
 * Calendar arithmetic on local calendar days written `YYYY-MM-DD` (no time zone: a Date column
 * is a day, a DateTime is compared by its text as the API writes it): the days a layout shows
 * and the where text that fetches only the events of those days.
 */
import { bothWhere, whereText } from '@plinth/sdk';
import type { CalendarLayout } from './settings.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** The `YYYY-MM-DD` of a date (its local calendar day). */
export const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The local midnight of a `YYYY-MM-DD`. */
const parseDay = (key: string) => new Date(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)));
export const addDays = (key: string, n: number) => {
  const d = parseDay(key);
  d.setDate(d.getDate() + n);
  return dayKey(d);
};
/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string) => Math.round((parseDay(b).getTime() - parseDay(a).getTime()) / 86_400_000);

/** The Monday on or before the day. */
function weekStart(key: string): string {
  const d = parseDay(key);
  return addDays(key, -((d.getDay() + 6) % 7));
}

/** The days a layout shows around `anchor`: 6 weeks from the Monday before the 1st (month), a Monday-to-Sunday week, or the day. */
export function shownDays(layout: CalendarLayout, anchor: string): string[] {
  const first = layout === 'month' ? weekStart(`${anchor.slice(0, 7)}-01`) : layout === 'week' ? weekStart(anchor) : anchor;
  const count = layout === 'month' ? 42 : layout === 'week' ? 7 : 1;
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** The anchor one page on (or back): a month, a week or a day. */
export function stepAnchor(layout: CalendarLayout, anchor: string, step: 1 | -1): string {
  if (layout === 'day') return addDays(anchor, step);
  if (layout === 'week') return addDays(anchor, 7 * step);
  const d = parseDay(`${anchor.slice(0, 7)}-01`);
  d.setMonth(d.getMonth() + step);
  return dayKey(d);
}

/** A column's bound in where text: the day for a Date, its first or last second for a date and time. */
const bound = (day: string, withTime: boolean, end: boolean) => (withTime ? `${day} ${end ? '23:59:59' : '00:00:00'}` : day);

/**
 * The where text of the events on `from`..`to` (days, inclusive): the date in range, or with an
 * end column any event that overlaps it (starts by the last day and ends on or after the first).
 */
export function rangeWhere(
  date: { key: string; withTime: boolean },
  end: { key: string; withTime: boolean } | undefined,
  from: string,
  to: string,
): string {
  const startsBy = whereText([{ field: date.key, op: 'le', value: bound(to, date.withTime, true) }]);
  const startsFrom = whereText([{ field: date.key, op: 'ge', value: bound(from, date.withTime, false) }]);
  if (!end) return bothWhere(startsFrom, startsBy);
  const endsFrom = whereText([{ field: end.key, op: 'ge', value: bound(from, end.withTime, false) }]);
  return bothWhere(startsBy, `(${endsFrom})~or(${startsFrom})`);
}

/** The `YYYY-MM-DD` of a date or date-time value as the API answers it; undefined for none. */
export function valueDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return m?.[1];
}

/** A date or date-time value moved by whole days, its time of day kept. */
export function shiftValue(value: string, days: number): string {
  const day = valueDay(value);
  return day ? `${addDays(day, days)}${value.slice(10)}` : value;
}
