/** German texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const de: Record<string, string> = {
  tab: 'API-Client (Swagger)',
  frame: 'Swagger UI dieses Projekts',
  open: 'In neuem Fenster öffnen',
  noProject: 'Öffnen Sie ein Projekt, um seine Swagger UI zu sehen.',
};
