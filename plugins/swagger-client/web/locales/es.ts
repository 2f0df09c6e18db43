/** Spanish texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const es: Record<string, string> = {
  tab: 'Cliente API (Swagger)',
  frame: 'Swagger UI de este proyecto',
  open: 'Abrir en una ventana nueva',
  noProject: 'Abra un proyecto para ver su Swagger UI.',
};
