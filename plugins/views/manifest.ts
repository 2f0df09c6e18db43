import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'views',
  version: '0.1.0',
  displayName: 'Views',
  description:
    'Named views of a table (grid and the other view types), the views drawer, and private share links with an optional password.',
  category: 'Views',
  icon: 'eye',
  // Tables and their meta come from projects; rows of shared views through the data service.
  dependsOn: ['projects', 'data'],
  // Attachments of shared views are signed by the storage plugin; the share dialog links the REST list.
  optionalDependsOn: ['storage-local', 'rest-api', 'cluster'],
});
