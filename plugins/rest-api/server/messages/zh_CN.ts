/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'Record deleted': '记录已删除',
  "withTotal must be 'true' or 'false'": "withTotal 必须为 'true' 或 'false'",
};
