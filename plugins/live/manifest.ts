import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'live',
  version: '0.1.0',
  displayName: 'Live updates',
  description: 'Pushes row inserts, edits and deletes over socket.io to every open grid of the table.',
  category: 'Platform',
  icon: 'broadcast',
  dependsOn: ['projects'],
  // Who may follow a table is checked through the access-control token when auth runs.
  optionalDependsOn: ['auth'],
});
