/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'En socket følger maks {{maxSubscriptions}} tabeller',
  'Authentication is unavailable': 'Autentisering er ikke tilgjengelig',
  "Forbidden: this action needs the 'airTable' permission": "Ingen tilgang: denne handlingen krever tillatelsen 'airTable'",
  'Invalid table': 'Ugyldig tabell',
  'projectId is required': 'projectId må fylles ut',
  'projectId is too long': 'projectId er for lang',
  'redisUrl must be a URL': 'redisUrl må være en URL',
  'tn is required': 'tn må fylles ut',
  'tn is too long': 'tn er for lang',
};
