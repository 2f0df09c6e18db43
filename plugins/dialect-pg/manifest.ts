import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'dialect-pg',
  version: '0.1.0',
  displayName: 'PostgreSQL',
  description: 'PostgreSQL databases through the Dialect contract.',
  category: 'Data',
  icon: 'database',
});
