/** Japanese texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const ja: Record<string, string> = {
  tab: 'API クライアント (Swagger)',
  frame: 'このプロジェクトの Swagger UI',
  open: '新しいウィンドウで開く',
  noProject: 'Swagger UI を見るにはプロジェクトを開いてください。',
};
