/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'Cron expression required': 'Cron-uttrykk kreves',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Ugyldig cron-uttrykk '{{expression}}': forventet 5 eller 6 felt, fikk {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Ugyldig cron-uttrykk '{{expression}}': {{err}}",
  'The server running the job stopped': 'Serveren som kjørte jobben, stoppet',
  "Unknown time zone '{{zone}}'": "Ukjent tidssone '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl må være en URL',
};
