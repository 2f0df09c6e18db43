/** Traditional Chinese (Taiwan) texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const zh_TW: Record<string, string> = {
  tab: 'API 用戶端（Swagger）',
  frame: '這個專案的 Swagger UI',
  open: '在新視窗中開啟',
  noProject: '請開啟專案以查看其 Swagger UI。',
};
