/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'Record deleted': '已刪除記錄',
};
