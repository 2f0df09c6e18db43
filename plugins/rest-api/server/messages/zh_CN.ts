/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'Record deleted': '记录已删除',
};
