/** French server messages. */
export const fr: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Un socket suit au plus {{maxSubscriptions}} tables',
  'Authentication is unavailable': "L'authentification n'est pas disponible",
  "Forbidden: this action needs the 'airTable' permission": "Interdit : cette action nécessite l'autorisation 'airTable'",
  'Invalid table': 'Table non valide',
  'projectId is required': 'projectId est obligatoire',
  'projectId is too long': 'projectId est trop long',
  'redisUrl must be a URL': 'redisUrl doit être une URL',
  'tn is required': 'tn est obligatoire',
  'tn is too long': 'tn est trop long',
};
