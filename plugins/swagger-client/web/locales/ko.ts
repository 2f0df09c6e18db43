/** Korean texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const ko: Record<string, string> = {
  tab: 'API 클라이언트(Swagger)',
  frame: '이 프로젝트의 Swagger UI',
  open: '새 창에서 열기',
  noProject: 'Swagger UI를 보려면 프로젝트를 여세요.',
};
