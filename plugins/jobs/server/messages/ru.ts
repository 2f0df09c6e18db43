/** Russian server messages. */
export const ru: Record<string, string> = {
  'Cron expression required': 'Нужно cron-выражение',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Неверное cron-выражение '{{expression}}': ожидается 5 или 6 полей, получено {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Неверное cron-выражение '{{expression}}': {{err}}",
  'The server running the job stopped': 'Сервер, выполнявший задание, остановился',
  "Unknown time zone '{{zone}}'": "Неизвестный часовой пояс '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl должен быть URL',
};
