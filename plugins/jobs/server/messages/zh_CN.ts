/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'Cron expression required': 'cron 表达式为必填项',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    '无效的 cron 表达式“{{expression}}”：应有 5 或 6 个字段，实际为 {{fields}} 个',
  "Invalid cron expression '{{expression}}': {{err}}": '无效的 cron 表达式“{{expression}}”：{{err}}',
  'The server running the job stopped': '运行该任务的服务器已停止',
  "Unknown time zone '{{zone}}'": '未知时区“{{zone}}”',
  'redisUrl must be a URL': 'redisUrl 必须是 URL',
};
