import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'sheet-import',
  version: '0.1.0',
  displayName: 'Excel / CSV import',
  description: 'Create a project, or new tables of a project, from an .xlsx, .xls, .csv or .tsv file.',
  category: 'Data',
  icon: 'upload',
  dependsOn: ['projects', 'data'],
  optionalDependsOn: ['dashboard'],
});
