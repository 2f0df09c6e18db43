import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'dashboard',
  version: '0.1.0',
  displayName: 'Dashboard',
  description: 'The project dashboard at /nc/:project_id: tree view of tables, views and routines, and tabs contributed by plugins.',
  category: 'Platform',
  icon: 'apps',
  // Reads projects and table meta through the projects plugin's RPC operations.
  optionalDependsOn: ['projects'],
});
