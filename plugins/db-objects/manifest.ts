import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'db-objects',
  version: '0.1.0',
  displayName: 'Database objects',
  description: "Views, functions, procedures, triggers, sequences and indexes of a project's database, edited by its admins with undo.",
  category: 'Data',
  icon: 'database',
  dependsOn: ['projects'],
});
