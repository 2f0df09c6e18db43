import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'seed-data',
  version: '0.1.0',
  displayName: 'Sample data',
  description:
    "Fills a project's tables with realistic fake rows by column type and name, parents before children, and removes exactly the rows it added.",
  category: 'Tools',
  icon: 'database',
  dependsOn: ['projects', 'data'],
});
