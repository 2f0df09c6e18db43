import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'audit',
  version: '0.1.0',
  displayName: 'Audit',
  description: 'Every row change (tn, cn, pk, value, prevValue) and row comments, per row, newest first.',
  category: 'Security',
  icon: 'history',
  dependsOn: ['projects'],
});
