import { defineManifest, TableAccessToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'acl',
  version: '0.1.0',
  displayName: 'Table access (ACL)',
  description: 'Per table and role: may rows be read, created, updated, deleted. Enforced by the data service below every API.',
  category: 'Security',
  icon: 'shield-lock',
  // Rules name a project's tables; the data service asks them on every call.
  dependsOn: ['projects'],
  // Its rule cache follows changes made on other servers at once through the cluster bus.
  optionalDependsOn: ['cluster'],
  provides: [TableAccessToken.id],
});
