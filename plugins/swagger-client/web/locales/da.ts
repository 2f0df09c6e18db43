/** Danish texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const da: Record<string, string> = {
  tab: 'API-klient (Swagger)',
  frame: 'Projektets Swagger UI',
  open: 'Åbn i et nyt vindue',
  noProject: 'Åbn et projekt for at se dets Swagger UI.',
};
