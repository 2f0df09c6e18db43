/**
 * The days of a calendar layout as a grid (7 columns; 6 weeks for a month, 1 week, or 1 day),
 * each a drop target listing its events (an event with an end shows on every day it spans);
 * a click on a day's empty space adds an event there, an event opens on click and drags to
 * another day.
 */
import type { Row } from '@plinth/sdk';
import type { CSSProperties } from 'react';
import type { CalendarLayout } from '../shared/settings.js';
import { valueDay } from '../shared/range.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface CalendarDaysProps {
  layout: CalendarLayout;
  days: string[];
  /** The month shown (days outside it are dimmed), `YYYY-MM`. */
  month: string;
  today: string;
  events: Row[];
  dateKey: string;
  endKey?: string;
  idOf(row: Row): string;
  titleOf(row: Row): string;
  canEdit: boolean;
  canAdd: boolean;
  onOpen(row: Row): void;
  onAdd(day: string): void;
  onDragEvent(row: Row, fromDay: string): void;
  onDropOn(day: string): void;
  t: Translate;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MAX_IN_MONTH_CELL = 4;

/** The events by day: an event sits on its start day, and on each following day up to its end. */
function eventsByDay(events: Row[], days: string[], dateKey: string, endKey: string | undefined): Map<string, Row[]> {
  const shown = new Set(days);
  const byDay = new Map<string, Row[]>(days.map((d) => [d, []]));
  for (const row of events) {
    const start = valueDay(row[dateKey]);
    if (!start) continue;
    const end = (endKey && valueDay(row[endKey])) || start;
    for (const day of days) if (day >= start && day <= (end < start ? start : end) && shown.has(day)) byDay.get(day)!.push(row);
  }
  return byDay;
}

const eventStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  textAlign: 'start',
  margin: '2px 0',
  padding: '2px 6px',
  border: 0,
  borderRadius: 4,
  background: 'var(--bgColor-accent-muted, #ddf4ff)',
  color: 'var(--fgColor-default, #1f2328)',
  font: 'inherit',
  fontSize: 12,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
};

export function CalendarDays(props: CalendarDaysProps) {
  const { layout, days, month, today, events, dateKey, endKey, t } = props;
  const byDay = eventsByDay(events, days, dateKey, endKey);
  const columns = layout === 'day' ? 1 : 7;
  return (
    <div
      role="grid"
      style={{
        flex: 1,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridAutoRows: layout === 'month' ? 'minmax(96px, 1fr)' : '1fr',
        overflow: 'auto',
      }}
    >
      {layout !== 'day' &&
        WEEKDAYS.map((d) => (
          <div
            key={d}
            role="columnheader"
            style={{ padding: 4, fontSize: 12, fontWeight: 600, color: 'var(--fgColor-muted, #59636e)', textAlign: 'center' }}
          >
            {d}
          </div>
        ))}
      {days.map((day) => (
        <Day
          key={day}
          {...props}
          day={day}
          dayEvents={byDay.get(day) ?? []}
          dim={layout === 'month' && !day.startsWith(month)}
          isToday={day === today}
          t={t}
        />
      ))}
    </div>
  );
}

function Day({
  day,
  dayEvents,
  dim,
  isToday,
  layout,
  idOf,
  titleOf,
  canEdit,
  canAdd,
  onOpen,
  onAdd,
  onDragEvent,
  onDropOn,
  t,
}: CalendarDaysProps & { day: string; dayEvents: Row[]; dim: boolean; isToday: boolean }) {
  const limit = layout === 'month' ? MAX_IN_MONTH_CELL : Infinity;
  return (
    <div
      role="gridcell"
      aria-label={t('calendar.events', { day })}
      data-testid={`calendar-day-${day}`}
      onDragOver={canEdit ? (e) => e.preventDefault() : undefined}
      onDrop={
        canEdit
          ? (e) => {
              e.preventDefault();
              onDropOn(day);
            }
          : undefined
      }
      onClick={(e) => {
        if (canAdd && e.target === e.currentTarget) onAdd(day);
      }}
      title={canAdd ? t('calendar.addOn', { day }) : undefined}
      style={{
        border: '1px solid var(--borderColor-muted, #d8dee4)',
        padding: 4,
        minWidth: 0,
        overflow: 'hidden',
        opacity: dim ? 0.55 : 1,
        cursor: canAdd ? 'copy' : 'default',
      }}
    >
      <div
        style={{
          fontSize: 12,
          fontWeight: isToday ? 700 : 400,
          color: isToday ? 'var(--fgColor-accent, #0969da)' : undefined,
          pointerEvents: 'none',
        }}
      >
        {Number(day.slice(8))}
      </div>
      {dayEvents.slice(0, limit).map((row) => (
        <button
          key={idOf(row)}
          type="button"
          data-testid={`calendar-event-${idOf(row)}`}
          draggable={canEdit}
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', idOf(row));
            onDragEvent(row, day);
          }}
          onClick={() => onOpen(row)}
          style={eventStyle}
        >
          {titleOf(row) || t('calendar.untitled')}
        </button>
      ))}
      {dayEvents.length > limit && <div style={{ fontSize: 11, color: 'var(--fgColor-muted, #59636e)' }}>+{dayEvents.length - limit}</div>}
    </div>
  );
}
