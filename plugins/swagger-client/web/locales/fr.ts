/** French texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const fr: Record<string, string> = {
  tab: 'Client API (Swagger)',
  frame: 'Swagger UI de ce projet',
  open: 'Ouvrir dans une nouvelle fenêtre',
  noProject: 'Ouvrez un projet pour voir son Swagger UI.',
};
