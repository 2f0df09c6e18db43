/** Traditional Chinese (Taiwan) server messages. */
export const zh_TW: Record<string, string> = {
  'Record deleted': '已刪除記錄',
};
