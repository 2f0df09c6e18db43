import { defineManifest, ViewTypeToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'grid-view',
  version: '0.1.0',
  displayName: 'Grid view',
  description:
    'The spreadsheet grid of a table: virtualised rows and columns, inline editors for every column type, saved filters, sorts and layout, live updates.',
  category: 'Views',
  icon: 'table',
  // The grid view type checks settings against table meta.
  dependsOn: ['projects'],
  // The web grid is a view type of the views plugin; it reads and writes rows through the REST API,
  // uploads attachments to the storage plugin, shows a row's history and comments from the audit
  // plugin and follows changes over the live plugin. Without one of them that part is unavailable.
  optionalDependsOn: ['views', 'rest-api', 'storage-local', 'audit', 'live'],
  provides: [ViewTypeToken.id],
});
