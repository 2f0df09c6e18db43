import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'grpc-client',
  version: '0.1.0',
  displayName: 'gRPC Client',
  description:
    "The dashboard's gRPC Client tab: the project's services and methods, request forms from their message types, calls with metadata, status and response, history.",
  category: 'APIs',
  icon: 'broadcast',
  // Its routes (services, call) are the grpc-api plugin's.
  dependsOn: ['grpc-api'],
});
