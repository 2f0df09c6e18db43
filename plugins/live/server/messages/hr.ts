/** Croatian server messages. */
export const hr: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Utičnica prati najviše {{maxSubscriptions}} tablica',
  'Authentication is unavailable': 'Autentifikacija nije dostupna',
  "Forbidden: this action needs the 'airTable' permission": "Zabranjeno: za ovu radnju potrebno je dopuštenje 'airTable'",
  'Invalid table': 'Neispravna tablica',
  'projectId is required': 'projectId je obavezan',
  'projectId is too long': 'projectId je predug',
  'redisUrl must be a URL': 'redisUrl mora biti URL',
  'tn is required': 'tn je obavezan',
  'tn is too long': 'tn je predug',
};
