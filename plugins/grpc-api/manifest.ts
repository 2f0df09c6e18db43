import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'grpc-api',
  version: '0.1.0',
  displayName: 'gRPC API',
  description:
    'A gRPC API for every project: a generated .proto per project (one service per table), served with server reflection on PLINTH_GRPC_PORT.',
  category: 'APIs',
  icon: 'rss',
  // Rows are read and written by the data plugin (TableDataToken), as REST and GraphQL do.
  dependsOn: ['projects', 'data'],
  // Roles are checked through the access-control token when auth runs; listed to start after it.
  optionalDependsOn: ['auth'],
});
