import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'shared-views',
  version: '0.1.0',
  displayName: 'Shared views',
  description: 'Shared bases, shared forms and shared views opened through a private link (public screens).',
  category: 'Views',
  icon: 'share',
});
