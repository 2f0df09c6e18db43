import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'rest-api',
  version: '0.1.0',
  displayName: 'REST API',
  description: 'A REST data API for every table: list with filters, sorts and nested relations, read, create, update, delete, bulk.',
  category: 'APIs',
  icon: 'globe',
  // Rows are read and written by the data plugin (TableDataToken); this plugin is their HTTP face.
  dependsOn: ['projects', 'data'],
  // projectApiInfo answers the graphql-api plugin's endpoint as gqlApiUrl and grpc-api's .proto as
  // grpcProtoUrl (404 while they are off).
  optionalDependsOn: ['graphql-api', 'grpc-api'],
});
