import { defineManifest, ViewTypeToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'calendar-view',
  version: '0.1.0',
  displayName: 'Calendar view',
  description: 'Rows on a month, week or day calendar by a date column: drag an event to reschedule it, click a day to add one.',
  category: 'Views',
  icon: 'calendar',
  // The calendar view type checks settings against table meta.
  dependsOn: ['projects'],
  // The calendar is a view type of the views plugin, read and written through the REST API, and
  // follows changes over the live plugin; without one of them that part is unavailable.
  optionalDependsOn: ['views', 'rest-api', 'live'],
  provides: [ViewTypeToken.id],
});
