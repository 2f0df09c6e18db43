/** Simplified Chinese texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const zh_CN: Record<string, string> = {
  tab: 'API 客户端 (Swagger)',
  frame: '本项目的 Swagger UI',
  open: '在新窗口中打开',
  noProject: '打开一个项目以查看其 Swagger UI。',
};
