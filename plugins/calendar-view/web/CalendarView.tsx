/**
 * The calendar: the view's rows on a month, week or day by its date field (an end field spans
 * days), only the shown range fetched; drag an event to another day to reschedule it (the time of
 * day kept, an end moved along), click a day's empty space to add an event there, click an event
 * to open it. Read only on a shared view.
 */
import { displayColumnKey, intlLocale, rowKey, sortText, whereText, type Row } from '@plinth/sdk';
import {
  CardDialog,
  EmptyState,
  errorText,
  settingsReader,
  useCellFormat,
  usePlinth,
  useViewType,
  type OpenCard,
  type ViewComponentProps,
} from '@plinth/sdk/web';
import { Flash, Spinner } from '@primer/react';
import { useMemo, useRef, useState } from 'react';
import { dayKey, daysBetween, rangeWhere, shiftValue, shownDays, stepAnchor } from '../shared/range.js';
import { calendarSettingsSchema, DEFAULT_CALENDAR_SETTINGS, isDateColumn } from '../shared/settings.js';
import { CalendarDays } from './CalendarDays.js';
import { CalendarToolbar } from './CalendarToolbar.js';
import { useCalendarEvents } from './useCalendarEvents.js';

const PLUGIN_ID = 'calendar-view';

const parseSettings = settingsReader(calendarSettingsSchema, DEFAULT_CALENDAR_SETTINGS);

const withTime = (uidt: string) => uidt !== 'Date';

export default function CalendarView(props: ViewComponentProps) {
  const ctx = usePlinth();
  const { t, table, error, settings, change, readOnly, canEdit, canAdd } = useViewType(props, PLUGIN_ID, parseSettings);
  const format = useCellFormat();
  const today = dayKey(new Date());
  const [anchor, setAnchor] = useState(today);
  const byKey = useMemo(() => new Map((table?.columns ?? []).map((c) => [c.key, c])), [table]);
  const dateCol = byKey.get(settings.dateColumn ?? '');
  const endCol = settings.endColumn ? byKey.get(settings.endColumn) : undefined;
  const days = shownDays(settings.layout, anchor);
  const where =
    dateCol && isDateColumn(dateCol)
      ? rangeWhere(
          { key: dateCol.key, withTime: withTime(dateCol.uidt) },
          endCol && { key: endCol.key, withTime: withTime(endCol.uidt) },
          days[0]!,
          days[days.length - 1]!,
        )
      : '';
  const events = useCalendarEvents({
    rows: dateCol ? table?.rows : undefined,
    where,
    viewWhere: whereText(settings.filters, settings.filterLogic),
    sort: sortText(settings.sorts) || undefined,
    live: readOnly ? undefined : { projectId: props.projectId, tn: props.tn },
  });
  const dragging = useRef<{ row: Row; day: string } | null>(null);
  const [open, setOpen] = useState<OpenCard | null>(null);

  if (error) return <p role="alert">{t('calendar.loadFailed', { msg: error })}</p>;
  if (!table) return <Spinner size="medium" />;
  if (!dateCol || !isDateColumn(dateCol)) return <EmptyState title={t('calendar.needsDate')} />;
  const pk = table.meta.columns.filter((c) => c.pk);
  const idOf = (row: Row) => rowKey(pk, row);
  const titleCol = byKey.get(settings.titleColumn ?? displayColumnKey(table.columns) ?? '');
  const titleOf = (row: Row) => (titleCol ? format.text(titleCol, row[titleCol.key]) : '');

  const move = async (row: Row, fromDay: string, toDay: string) => {
    const shift = daysBetween(fromDay, toDay);
    if (!shift) return;
    const id = idOf(row);
    const patch: Row = { [dateCol.key]: shiftValue(String(row[dateCol.key]), shift) };
    if (endCol && typeof row[endCol.key] === 'string') patch[endCol.key] = shiftValue(String(row[endCol.key]), shift);
    events.update((r) => (idOf(r) === id ? { ...r, ...patch } : r));
    try {
      await table.rows.update(id, patch);
    } catch (err) {
      events.update((r) => (idOf(r) === id ? row : r));
      ctx.toast.error(t('calendar.moveFailed', { msg: errorText(err) }));
    }
  };
  const dayName = (day: string) => format.text({ uidt: 'Date' }, day);
  const rangeName =
    settings.layout === 'month'
      ? new Date(`${anchor.slice(0, 7)}-01T00:00:00`).toLocaleDateString(intlLocale(ctx.i18n.language), { month: 'long', year: 'numeric' })
      : days.length > 1
        ? `${dayName(days[0]!)} – ${dayName(days[days.length - 1]!)}`
        : dayName(days[0]!);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="calendar-view">
      <CalendarToolbar
        columns={table.columns}
        settings={settings}
        onChange={change}
        rangeName={rangeName}
        onStep={(step) => setAnchor(stepAnchor(settings.layout, anchor, step))}
        onToday={() => setAnchor(today)}
        t={t}
      />
      {events.error && <p role="alert">{t('calendar.loadFailed', { msg: events.error })}</p>}
      {events.more && <Flash variant="warning">{t('calendar.more')}</Flash>}
      <CalendarDays
        layout={settings.layout}
        days={days}
        month={anchor.slice(0, 7)}
        today={today}
        events={events.rows}
        dateKey={dateCol.key}
        endKey={endCol?.key}
        idOf={idOf}
        titleOf={titleOf}
        canEdit={canEdit}
        canAdd={canAdd}
        onOpen={(row) => setOpen({ row, id: idOf(row) })}
        onAdd={(day) => setOpen({ row: { [dateCol.key]: withTime(dateCol.uidt) ? `${day} 09:00:00` : day }, id: null })}
        onDragEvent={(row, day) => (dragging.current = { row, day })}
        onDropOn={(day) => {
          const from = dragging.current;
          dragging.current = null;
          if (from) void move(from.row, from.day, day);
        }}
        t={t}
      />
      {open && (
        <CardDialog
          table={table}
          settings={settings}
          titleColumn={titleCol}
          titleOf={titleOf}
          open={open}
          canEdit={canEdit}
          canAdd={canAdd}
          onSaved={events.reload}
          onClose={() => setOpen(null)}
          t={t}
        />
      )}
    </div>
  );
}
