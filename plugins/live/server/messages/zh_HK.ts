/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': '一個 socket 最多可追蹤 {{maxSubscriptions}} 個資料表',
  'Authentication is unavailable': '無法使用驗證功能',
  "Forbidden: this action needs the 'airTable' permission": '禁止存取：此操作需要「airTable」權限',
  'Invalid table': '無效的資料表',
  'projectId is required': 'projectId 為必填',
  'projectId is too long': 'projectId 太長',
  'redisUrl must be a URL': 'redisUrl 必須是 URL',
  'tn is required': 'tn 為必填',
  'tn is too long': 'tn 太長',
};
