import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'grid-view',
  version: '0.1.0',
  displayName: 'Grid view',
  description:
    'The spreadsheet grid of a table: virtualised rows and columns, inline editors for every column type, saved filters, sorts and layout, live updates.',
  // The grid view type checks settings against table meta; the web grid reads rows through the REST API.
  dependsOn: ['projects'],
});
