/** Indonesian texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const id: Record<string, string> = {
  tab: 'Klien API (Swagger)',
  frame: 'Swagger UI proyek ini',
  open: 'Buka di jendela baru',
  noProject: 'Buka proyek untuk melihat Swagger UI-nya.',
};
