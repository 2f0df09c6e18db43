import { ClusterBusToken, defineManifest, SharedCounterToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'cluster',
  version: '0.1.0',
  displayName: 'Cluster messages',
  description: 'Tells every server sharing the meta store about changes, through Redis, so their caches follow at once.',
  category: 'Platform',
  icon: 'server',
  provides: [ClusterBusToken.id, SharedCounterToken.id],
});
