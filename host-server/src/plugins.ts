/**
 * The built-in plugins, by folder name under `plugins/`. One line per plugin: deleting a
 * plugin's folder and its line here removes the feature (host-web reads this list too).
 */
export const builtInPlugins: string[] = [
  'themes',
  'mailer',
  'auth',
  'dialect-sqlite',
  'dialect-pg',
  'dialect-mysql',
  'dialect-mssql',
  'projects',
  'data',
  'rest-api',
  'grid-view',
  'templates',
];
