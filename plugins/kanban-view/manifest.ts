import { defineManifest, ViewTypeToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'kanban-view',
  version: '0.1.0',
  displayName: 'Kanban view',
  description: 'Cards in one lane per option of a single select column: drag a card to another lane to change it.',
  category: 'Views',
  icon: 'project',
  // The kanban view type checks settings against table meta.
  dependsOn: ['projects'],
  // The lanes are a view type of the views plugin, read and written through the REST API, and
  // follow changes over the live plugin; without one of them that part is unavailable.
  optionalDependsOn: ['views', 'rest-api', 'live'],
  provides: [ViewTypeToken.id],
});
