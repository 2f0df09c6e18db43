/** Finnish texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const fi: Record<string, string> = {
  tab: 'API-asiakas (Swagger)',
  frame: 'Tämän projektin Swagger UI',
  open: 'Avaa uudessa ikkunassa',
  noProject: 'Avaa projekti nähdäksesi sen Swagger UI:n.',
};
