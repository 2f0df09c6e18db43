import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'webhooks',
  version: '0.1.0',
  displayName: 'Webhooks',
  description:
    'Calls a URL after rows of a table are inserted, updated or deleted: JSON or a template, Slack, Discord, Teams or Mattermost messages, signed, retried and logged.',
  category: 'Integrations',
  icon: 'webhook',
  // Tables from projects, row changes from the data service, deliveries as background jobs.
  dependsOn: ['projects', 'data', 'jobs'],
  // Hook changes made on another server drop this server's copies through the cluster bus.
  optionalDependsOn: ['cluster'],
});
