import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'sql-editor',
  version: '0.1.0',
  displayName: 'SQL editor',
  description: "Raw SQL on a project's database for its admins: editors with autocomplete, results, history and saved files.",
  category: 'Tools',
  icon: 'file-code',
  dependsOn: ['projects'],
});
