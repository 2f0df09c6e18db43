/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'Cron expression required': 'L’espressione cron è obbligatoria',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Espressione cron '{{expression}}' non valida: previsti 5 o 6 campi, trovati {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Espressione cron '{{expression}}' non valida: {{err}}",
  'The server running the job stopped': 'Il server che eseguiva il job si è fermato',
  "Unknown time zone '{{zone}}'": "Fuso orario sconosciuto '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl deve essere un URL',
};
