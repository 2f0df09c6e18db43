import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'dialect-mysql',
  version: '0.1.0',
  displayName: 'MySQL / MariaDB',
  description: 'MySQL and MariaDB databases through the Dialect contract.',
  category: 'Data',
  icon: 'database',
});
