/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Vtičnica spremlja največ {{maxSubscriptions}} tabel',
  'Authentication is unavailable': 'Preverjanje pristnosti ni na voljo',
  "Forbidden: this action needs the 'airTable' permission": "Prepovedano: to dejanje zahteva dovoljenje 'airTable'",
  'Invalid table': 'Neveljavna tabela',
  'projectId is required': 'projectId je obvezen',
  'projectId is too long': 'projectId je predolg',
  'redisUrl must be a URL': 'redisUrl mora biti URL',
  'tn is required': 'tn je obvezen',
  'tn is too long': 'tn je predolg',
};
