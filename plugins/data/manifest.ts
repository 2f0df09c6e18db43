import { defineManifest, TableDataToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'data',
  version: '0.1.0',
  displayName: 'Table data',
  description:
    'Reads and writes the rows of project tables for every transport (REST, GraphQL, grid): guard, validation, virtual columns, relations, audit.',
  category: 'Data',
  icon: 'database',
  dependsOn: ['projects'],
  provides: [TableDataToken.id],
});
