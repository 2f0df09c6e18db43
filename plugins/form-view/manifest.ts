import { defineManifest, ViewTypeToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'form-view',
  version: '0.1.0',
  displayName: 'Form view',
  description: 'A form builder for a table, and the form a visitor fills in through its shared link to add a row.',
  category: 'Views',
  icon: 'checklist',
  // The form view type checks settings against table meta.
  dependsOn: ['projects'],
  // A form is a view type of the views plugin, which serves its shared link; its preview reads
  // through the REST API. Without them that part is unavailable.
  optionalDependsOn: ['views', 'rest-api'],
  provides: [ViewTypeToken.id],
});
