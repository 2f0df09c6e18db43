/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'Cron expression required': 'Потрібен вираз cron',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Неправильний вираз cron '{{expression}}': очікується 5 або 6 полів, отримано {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Неправильний вираз cron '{{expression}}': {{err}}",
  'The server running the job stopped': 'Сервер, що виконував завдання, зупинився',
  "Unknown time zone '{{zone}}'": "Невідомий часовий пояс '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl має бути URL-адресою',
};
