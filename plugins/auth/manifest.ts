import { AccessControlToken, defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'auth',
  version: '0.1.0',
  displayName: 'Accounts and access',
  description: 'Sign-in and sign-up, roles and permissions, API tokens, sessions, password recovery, OAuth.',
  category: 'Security',
  icon: 'sign-in',
  dependsOn: ['mailer'],
  // Role changes reach the other servers sharing the meta store through the cluster bus.
  optionalDependsOn: ['cluster'],
  provides: [AccessControlToken.id],
});
