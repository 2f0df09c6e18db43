/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'Cron expression required': 'Cần biểu thức cron',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Biểu thức cron '{{expression}}' không hợp lệ: cần 5 hoặc 6 trường, nhận được {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Biểu thức cron '{{expression}}' không hợp lệ: {{err}}",
  'The server running the job stopped': 'Máy chủ đang chạy tác vụ đã dừng',
  "Unknown time zone '{{zone}}'": "Múi giờ không xác định '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl phải là một URL',
};
