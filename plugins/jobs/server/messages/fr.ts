/** French server messages. */
export const fr: Record<string, string> = {
  'Cron expression required': 'Expression cron requise',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Expression cron '{{expression}}' non valide : 5 ou 6 champs attendus, {{fields}} reçus",
  "Invalid cron expression '{{expression}}': {{err}}": "Expression cron '{{expression}}' non valide : {{err}}",
  'The server running the job stopped': "Le serveur qui exécutait la tâche s'est arrêté",
  "Unknown time zone '{{zone}}'": "Fuseau horaire '{{zone}}' inconnu",
  'redisUrl must be a URL': 'redisUrl doit être une URL',
};
