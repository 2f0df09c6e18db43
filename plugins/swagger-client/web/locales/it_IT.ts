/** Italian texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const it_IT: Record<string, string> = {
  tab: 'Client API (Swagger)',
  frame: 'Swagger UI di questo progetto',
  open: 'Apri in una nuova finestra',
  noProject: 'Apri un progetto per vederne la Swagger UI.',
};
