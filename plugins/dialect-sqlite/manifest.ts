import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'dialect-sqlite',
  version: '0.1.0',
  displayName: 'SQLite',
  description: 'SQLite databases (files inside the data folder) through the Dialect contract.',
  category: 'Data',
  icon: 'database',
});
