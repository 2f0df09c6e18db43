import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'templates',
  version: '0.1.0',
  displayName: 'Templates',
  description: 'A gallery of project templates: browse, edit, create a project from one or import its tables.',
  category: 'Tools',
  icon: 'project-template',
  // The gallery works alone; the two project operations answer 503 while `projects` is not running.
  optionalDependsOn: ['auth', 'projects', 'dialect-sqlite'],
});
