/** Croatian server messages. */
export const hr: Record<string, string> = {
  'Cron expression required': 'Cron izraz je obavezan',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Neispravan cron izraz '{{expression}}': očekuje se 5 ili 6 polja, dobiveno {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Neispravan cron izraz '{{expression}}': {{err}}",
  'The server running the job stopped': 'Poslužitelj koji je izvodio zadatak zaustavio se',
  "Unknown time zone '{{zone}}'": "Nepoznata vremenska zona '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl mora biti URL',
};
