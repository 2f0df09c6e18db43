import { VIEW_MESSAGES_EN } from '@plinth/sdk/web';

/** English texts of the calendar (namespace `calendar-view`). */
export const en: Record<string, string> = {
  ...VIEW_MESSAGES_EN,
  'viewType.title': 'Calendar',
  'toolbar.label': 'Calendar toolbar',
  'toolbar.previous': 'Previous',
  'toolbar.today': 'Today',
  'toolbar.next': 'Next',
  'toolbar.layout': 'Layout',
  'toolbar.dateColumn': 'Date field',
  'toolbar.endColumn': 'End date field',
  'toolbar.noEnd': 'No end date',
  'layout.month': 'Month',
  'layout.week': 'Week',
  'layout.day': 'Day',
  'calendar.loadFailed': 'Could not load the calendar: {{msg}}',
  'calendar.needsDate': 'A calendar places rows by a date or date-time field. Add one to this table to use it.',
  'calendar.more': 'More events not shown',
  'calendar.moveFailed': 'Could not move the event: {{msg}}',
  'calendar.addOn': 'Add an event on {{day}}',
  'calendar.events': 'Events of {{day}}',
  'calendar.untitled': '(untitled)',
};
