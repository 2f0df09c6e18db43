/** Slovenian texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const sl: Record<string, string> = {
  tab: 'Odjemalec API (Swagger)',
  frame: 'Swagger UI tega projekta',
  open: 'Odpri v novem oknu',
  noProject: 'Odprite projekt, da vidite njegov Swagger UI.',
};
