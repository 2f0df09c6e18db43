/** Russian texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const ru: Record<string, string> = {
  tab: 'API-клиент (Swagger)',
  frame: 'Swagger UI этого проекта',
  open: 'Открыть в новом окне',
  noProject: 'Откройте проект, чтобы увидеть его Swagger UI.',
};
