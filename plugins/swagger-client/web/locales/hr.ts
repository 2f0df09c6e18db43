/** Croatian texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const hr: Record<string, string> = {
  tab: 'API klijent (Swagger)',
  frame: 'Swagger UI ovog projekta',
  open: 'Otvori u novom prozoru',
  noProject: 'Otvorite projekt da biste vidjeli njegov Swagger UI.',
};
