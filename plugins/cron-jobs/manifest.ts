import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'cron-jobs',
  version: '0.1.0',
  displayName: 'Cron Jobs',
  description:
    "Scheduled jobs per project: an HTTP request, a stored SQL statement or another plugin's action on a cron schedule, with run history.",
  category: 'Tools',
  icon: 'clock',
  dependsOn: ['jobs', 'projects'],
});
