/** Dutch texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const nl: Record<string, string> = {
  tab: 'API-client (Swagger)',
  frame: 'Swagger UI van dit project',
  open: 'Openen in een nieuw venster',
  noProject: 'Open een project om de Swagger UI ervan te bekijken.',
};
