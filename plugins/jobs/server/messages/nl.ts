/** Dutch server messages. */
export const nl: Record<string, string> = {
  'Cron expression required': 'Cron-expressie is verplicht',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Ongeldige cron-expressie '{{expression}}': 5 of 6 velden verwacht, {{fields}} gekregen",
  "Invalid cron expression '{{expression}}': {{err}}": "Ongeldige cron-expressie '{{expression}}': {{err}}",
  'The server running the job stopped': 'De server die de job uitvoerde, is gestopt',
  "Unknown time zone '{{zone}}'": "Onbekende tijdzone '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl moet een URL zijn',
};
