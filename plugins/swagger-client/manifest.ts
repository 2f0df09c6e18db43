import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'swagger-client',
  version: '0.1.0',
  displayName: 'API Client (Swagger)',
  description: "The dashboard's API Client (Swagger) tab: the open project's Swagger UI, signed in, with try-it-out.",
  category: 'APIs',
  icon: 'book',
  // The page it shows is the rest-api plugin's.
  optionalDependsOn: ['rest-api'],
});
