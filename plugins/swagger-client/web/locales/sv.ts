/** Swedish texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const sv: Record<string, string> = {
  tab: 'API-klient (Swagger)',
  frame: 'Projektets Swagger UI',
  open: 'Öppna i ett nytt fönster',
  noProject: 'Öppna ett projekt för att se dess Swagger UI.',
};
