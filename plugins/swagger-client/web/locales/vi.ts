/** Vietnamese texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const vi: Record<string, string> = {
  tab: 'Trình khách API (Swagger)',
  frame: 'Swagger UI của dự án này',
  open: 'Mở trong cửa sổ mới',
  noProject: 'Mở một dự án để xem Swagger UI của dự án đó.',
};
