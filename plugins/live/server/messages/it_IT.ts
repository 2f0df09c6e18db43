/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Un socket segue al massimo {{maxSubscriptions}} tabelle',
  'Authentication is unavailable': 'Autenticazione non disponibile',
  "Forbidden: this action needs the 'airTable' permission": "Vietato: questa azione richiede l’autorizzazione 'airTable'",
  'Invalid table': 'Tabella non valida',
  'projectId is required': 'projectId è obbligatorio',
  'projectId is too long': 'projectId è troppo lungo',
  'redisUrl must be a URL': 'redisUrl deve essere un URL',
  'tn is required': 'tn è obbligatorio',
  'tn is too long': 'tn è troppo lungo',
};
