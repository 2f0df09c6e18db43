/** Brazilian Portuguese texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const pt_BR: Record<string, string> = {
  tab: 'Cliente de API (Swagger)',
  frame: 'Swagger UI deste projeto',
  open: 'Abrir em nova janela',
  noProject: 'Abra um projeto para ver o Swagger UI dele.',
};
