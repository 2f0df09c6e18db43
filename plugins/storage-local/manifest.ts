import { defineManifest, StorageToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'storage-local',
  version: '0.1.0',
  displayName: 'Local storage',
  description: 'Attachments kept in a folder of the data directory (StorageToken), uploaded and served safely.',
  category: 'Data',
  icon: 'paperclip',
  dependsOn: ['projects'],
  provides: [StorageToken.id],
});
