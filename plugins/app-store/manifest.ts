import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'app-store',
  version: '0.1.0',
  displayName: 'App Store',
  description: 'The App Store tab: enable, disable, configure, install and uninstall plugins.',
  category: 'Platform',
  icon: 'apps',
});
