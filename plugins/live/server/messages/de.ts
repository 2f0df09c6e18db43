/** German server messages. */
export const de: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Ein Socket folgt höchstens {{maxSubscriptions}} Tabellen',
  'Authentication is unavailable': 'Authentifizierung nicht verfügbar',
  "Forbidden: this action needs the 'airTable' permission": "Verboten: diese Aktion erfordert die Berechtigung 'airTable'",
  'Invalid table': 'Ungültige Tabelle',
  'projectId is required': 'projectId ist erforderlich',
  'projectId is too long': 'projectId ist zu lang',
  'redisUrl must be a URL': 'redisUrl muss eine URL sein',
  'tn is required': 'tn ist erforderlich',
  'tn is too long': 'tn ist zu lang',
};
