/** Traditional Chinese (Hong Kong) texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const zh_HK: Record<string, string> = {
  tab: 'API 用戶端（Swagger）',
  frame: '此項目的 Swagger UI',
  open: '在新視窗開啟',
  noProject: '請開啟一個項目以查看其 Swagger UI。',
};
