import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'terminal',
  version: '0.1.0',
  displayName: 'Terminal',
  description: 'A shell on the server in a dashboard tab, for the Super Admin, when the operator turns it on (PLINTH_TERMINAL=1).',
  category: 'Tools',
  icon: 'terminal',
  optionalDependsOn: ['auth'],
});
