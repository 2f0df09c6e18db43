import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'api-client',
  version: '0.1.0',
  displayName: 'API client',
  description: 'The REST, GraphQL and gRPC API client screen (/apiClient).',
  category: 'APIs',
  icon: 'code-square',
  // Reads projectApiInfo (rest-api) and frames GraphiQL at the GraphQL endpoint (graphql-api).
  optionalDependsOn: ['rest-api', 'graphql-api'],
});
