/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'Cron expression required': 'cron 表達式為必填',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    '無效的 cron 表達式「{{expression}}」：應有 5 或 6 個欄位，實際為 {{fields}} 個',
  "Invalid cron expression '{{expression}}': {{err}}": '無效的 cron 表達式「{{expression}}」：{{err}}',
  'The server running the job stopped': '執行此工作的伺服器已停止',
  "Unknown time zone '{{zone}}'": '未知的時區「{{zone}}」',
  'redisUrl must be a URL': 'redisUrl 必須是 URL',
};
