/** German server messages. */
export const de: Record<string, string> = {
  'Cron expression required': 'Cron-Ausdruck erforderlich',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Ungültiger Cron-Ausdruck '{{expression}}': erwartet werden 5 oder 6 Felder, erhalten {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Ungültiger Cron-Ausdruck '{{expression}}': {{err}}",
  'The server running the job stopped': 'Der Server, der den Job ausführte, wurde beendet',
  "Unknown time zone '{{zone}}'": "Unbekannte Zeitzone '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl muss eine URL sein',
};
