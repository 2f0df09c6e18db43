/** Danish server messages. */
export const da: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'En socket følger højst {{maxSubscriptions}} tabeller',
  'Authentication is unavailable': 'Godkendelse er ikke tilgængelig',
  "Forbidden: this action needs the 'airTable' permission": "Adgang nægtet: handlingen kræver tilladelsen 'airTable'",
  'Invalid table': 'Ugyldig tabel',
  'projectId is required': 'projectId skal udfyldes',
  'projectId is too long': 'projectId er for lang',
  'redisUrl must be a URL': 'redisUrl skal være en URL',
  'tn is required': 'tn skal udfyldes',
  'tn is too long': 'tn er for lang',
};
