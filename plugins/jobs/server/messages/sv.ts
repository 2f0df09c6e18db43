/** Swedish server messages. */
export const sv: Record<string, string> = {
  'Cron expression required': 'Cron-uttryck krävs',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Ogiltigt cron-uttryck '{{expression}}': förväntade 5 eller 6 fält, fick {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Ogiltigt cron-uttryck '{{expression}}': {{err}}",
  'The server running the job stopped': 'Servern som körde jobbet stoppades',
  "Unknown time zone '{{zone}}'": "Okänd tidszon '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl måste vara en URL',
};
