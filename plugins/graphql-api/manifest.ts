import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'graphql-api',
  version: '0.1.0',
  displayName: 'GraphQL API',
  description: 'A GraphQL API for every project, generated from its tables, with batched nested relations and GraphiQL.',
  category: 'APIs',
  icon: 'graph',
  dependsOn: ['projects', 'data'],
  // Roles are checked through the access-control token when auth runs; listed to start after it.
  optionalDependsOn: ['auth'],
});
