/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'Error opening the terminal': '開啟終端機時發生錯誤',
  'Invalid terminal request': '無效的終端機請求',
  'No such terminal': '沒有此終端機',
  'Only {{MAX_TERMINALS}} terminals can be opened': '最多只能開啟 {{MAX_TERMINALS}} 個終端機',
};
