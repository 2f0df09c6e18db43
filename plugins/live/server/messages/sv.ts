/** Swedish server messages. */
export const sv: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'En socket följer högst {{maxSubscriptions}} tabeller',
  'Authentication is unavailable': 'Autentisering är inte tillgänglig',
  "Forbidden: this action needs the 'airTable' permission": "Förbjudet: den här åtgärden kräver behörigheten 'airTable'",
  'Invalid table': 'Ogiltig tabell',
  'projectId is required': 'projectId krävs',
  'projectId is too long': 'projectId är för långt',
  'redisUrl must be a URL': 'redisUrl måste vara en URL',
  'tn is required': 'tn krävs',
  'tn is too long': 'tn är för långt',
};
