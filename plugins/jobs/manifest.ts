import { defineManifest, JobsToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'jobs',
  version: '0.1.0',
  displayName: 'Background jobs',
  description: 'Runs background work with retries and cron schedules, once across every server (the meta store, or BullMQ on Redis).',
  category: 'Platform',
  icon: 'stack',
  provides: [JobsToken.id],
});
