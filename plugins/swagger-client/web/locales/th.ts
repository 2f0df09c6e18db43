/** Thai texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const th: Record<string, string> = {
  tab: 'ไคลเอนต์ API (Swagger)',
  frame: 'Swagger UI ของโปรเจกต์นี้',
  open: 'เปิดในหน้าต่างใหม่',
  noProject: 'เปิดโปรเจกต์เพื่อดู Swagger UI ของโปรเจกต์',
};
