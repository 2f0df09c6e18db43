/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'Record deleted': '记录已删除',
  "{{name}} must be 'true' or 'false'": "{{name}} 必须为 'true' 或 'false'",
};
