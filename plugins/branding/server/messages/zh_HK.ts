/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'One logo at most': '最多只能有一個標誌',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    '標誌 URL 必須是 http(s) 地址、此伺服器上的路徑或內嵌圖片',
  'The title is at most 100 characters': '標題最多 100 個字元',
};
