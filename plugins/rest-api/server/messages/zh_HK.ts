/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'Record deleted': '已刪除記錄',
  "{{name}} must be 'true' or 'false'": "{{name}} 必須為 'true' 或 'false'",
};
