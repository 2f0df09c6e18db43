/** Hebrew texts of the API Client (Swagger) tab (namespace `swagger-client`). */
export const iw: Record<string, string> = {
  tab: 'לקוח API (Swagger)',
  frame: 'ממשק Swagger UI של הפרויקט הזה',
  open: 'פתיחה בחלון חדש',
  noProject: 'פתחו פרויקט כדי לראות את ממשק ה-Swagger UI שלו.',
};
