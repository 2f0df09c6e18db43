import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'project-meta',
  version: '0.1.0',
  displayName: 'Project info',
  description: "A project's Info tab: its id, type, databases, what its schema holds and its API addresses.",
  category: 'Tools',
  icon: 'info',
  dependsOn: ['projects'],
  optionalDependsOn: ['dashboard', 'rest-api', 'graphql-api'],
});
