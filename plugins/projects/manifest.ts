import { defineManifest, ProjectsToken } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'projects',
  version: '0.1.0',
  displayName: 'Projects',
  description: 'Projects on an embedded SQLite file or your own database: lifecycle, table meta, schema operations.',
  category: 'Data',
  icon: 'file-directory',
  // Dialects, auth and the cluster bus are consumed through their tokens; listing them orders start-up only.
  optionalDependsOn: ['auth', 'cluster', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'dialect-mssql'],
  provides: [ProjectsToken.id],
});
