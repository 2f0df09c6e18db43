/** English messages of the api-client plugin (namespace `api-client`). */
export const en: Record<string, string> = {
  'client.title': 'API client',
  'client.body': 'The API client arrives with a later release. Until then, each project’s Swagger UI lists and runs its REST API.',
  'menu.swagger': 'Swagger APIs Doc',
  'menu.graphql': 'GraphQL APIs',
  home: 'Back to the home page',
  'graphql.title': 'GraphQL client',
  'graphql.frame': 'GraphiQL for this project',
  'graphql.open': 'Open in a new window',
  'graphql.noProject': 'Open a project to use its GraphQL client.',
};
