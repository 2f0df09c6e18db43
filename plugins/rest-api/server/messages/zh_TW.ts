/** Traditional Chinese (Taiwan) server messages. */
export const zh_TW: Record<string, string> = {
  'Record deleted': '已刪除記錄',
  "{{name}} must be 'true' or 'false'": "{{name}} 必須為 'true' 或 'false'",
};
