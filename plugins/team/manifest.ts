import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'team',
  version: '0.1.0',
  displayName: 'Team & Auth',
  description: "A project's Team & Auth tab: its members and their roles, invitations, API tokens and the role abilities.",
  category: 'Security',
  icon: 'people',
  // Members, invitations and tokens are the auth plugin's routes; the tab is a dashboard tab.
  dependsOn: ['auth'],
  optionalDependsOn: ['dashboard'],
});
