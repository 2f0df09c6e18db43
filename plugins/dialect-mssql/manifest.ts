import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'dialect-mssql',
  version: '0.1.0',
  displayName: 'SQL Server',
  description: 'Microsoft SQL Server databases through the Dialect contract.',
  category: 'Data',
  icon: 'database',
});
