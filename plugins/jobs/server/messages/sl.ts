/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'Cron expression required': 'Izraz cron je obvezen',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Neveljaven izraz cron '{{expression}}': pričakovanih je 5 ali 6 polj, prejetih {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Neveljaven izraz cron '{{expression}}': {{err}}",
  'The server running the job stopped': 'Strežnik, ki je izvajal opravilo, se je ustavil',
  "Unknown time zone '{{zone}}'": "Neznan časovni pas '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl mora biti URL',
};
