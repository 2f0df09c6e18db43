/** Ukrainian texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const uk: Record<string, string> = {
  tab: 'Клієнт API (Swagger)',
  frame: 'Swagger UI цього проєкту',
  open: 'Відкрити в новому вікні',
  noProject: 'Відкрийте проєкт, щоб побачити його Swagger UI.',
};
