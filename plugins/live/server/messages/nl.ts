/** Dutch server messages. */
export const nl: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Een socket volgt maximaal {{maxSubscriptions}} tabellen',
  'Authentication is unavailable': 'Authenticatie is niet beschikbaar',
  "Forbidden: this action needs the 'airTable' permission": "Geweigerd: voor deze actie is de machtiging 'airTable' nodig",
  'Invalid table': 'Ongeldige tabel',
  'projectId is required': 'projectId is verplicht',
  'projectId is too long': 'projectId is te lang',
  'redisUrl must be a URL': 'redisUrl moet een URL zijn',
  'tn is required': 'tn is verplicht',
  'tn is too long': 'tn is te lang',
};
