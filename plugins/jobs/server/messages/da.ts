/** Danish server messages. */
export const da: Record<string, string> = {
  'Cron expression required': 'Cron-udtryk påkrævet',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Ugyldigt cron-udtryk '{{expression}}': forventede 5 eller 6 felter, fik {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Ugyldigt cron-udtryk '{{expression}}': {{err}}",
  'The server running the job stopped': 'Serveren, der kørte jobbet, stoppede',
  "Unknown time zone '{{zone}}'": "Ukendt tidszone '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl skal være en URL',
};
