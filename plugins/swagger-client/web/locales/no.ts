/** Norwegian (Bokmål) texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const no: Record<string, string> = {
  tab: 'API-klient (Swagger)',
  frame: 'Swagger UI for dette prosjektet',
  open: 'Åpne i et nytt vindu',
  noProject: 'Åpne et prosjekt for å se Swagger UI for det.',
};
