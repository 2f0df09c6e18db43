/** Finnish server messages. */
export const fi: Record<string, string> = {
  'Cron expression required': 'Cron-lauseke vaaditaan',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Virheellinen cron-lauseke '{{expression}}': odotettiin 5 tai 6 kenttää, saatiin {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Virheellinen cron-lauseke '{{expression}}': {{err}}",
  'The server running the job stopped': 'Tehtävää suorittanut palvelin pysähtyi',
  "Unknown time zone '{{zone}}'": "Tuntematon aikavyöhyke '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl-arvon on oltava URL',
};
