/**
 * The built-in plugins, by folder name under `plugins/`. One line per plugin: deleting a
 * plugin's folder and its line here removes the feature (host-web reads this list too).
 */
export const builtInPlugins: string[] = [
  'themes',
  'branding',
  'mailer',
  'auth',
  'dialect-sqlite',
  'dialect-pg',
  'dialect-mysql',
  'dialect-mssql',
  'projects',
  'dashboard',
  'data',
  'acl',
  'rest-api',
  'audit',
  'storage-local',
  'live',
  'graphql-api',
  'views',
  'grid-view',
  'gallery-view',
  'kanban-view',
  'form-view',
  'calendar-view',
  'templates',
  'shared-views',
  'team',
  'api-client',
  'referral',
];
