import { defineManifest, ViewTypeToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'gallery-view',
  version: '0.1.0',
  displayName: 'Gallery view',
  description: "A table's rows as cards: a cover image from an attachment column, the row's name and the view's fields.",
  category: 'Views',
  icon: 'image',
  // The gallery view type checks settings against table meta.
  dependsOn: ['projects'],
  // The cards are a view type of the views plugin, read and written through the REST API, and
  // follow changes over the live plugin; without one of them that part is unavailable.
  optionalDependsOn: ['views', 'rest-api', 'live'],
  provides: [ViewTypeToken.id],
});
