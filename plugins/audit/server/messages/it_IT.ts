/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'Comment text is required': 'Il testo del commento è obbligatorio',
  "Unknown column '{{cn}}'": "Colonna sconosciuta '{{cn}}'",
  'limit must be a number': 'limit deve essere un numero',
  'limit must be an integer': 'limit deve essere un intero',
  'limit must be at least 1': 'limit deve essere almeno 1',
  'offset must be a number': 'offset deve essere un numero',
  'offset must be an integer': 'offset deve essere un intero',
  'offset must be at least 0': 'offset deve essere almeno 0',
  'project_id is required': 'project_id è obbligatorio',
  '{{what}} is required': '{{what}} è obbligatorio',
  '{{what}} is too long': '{{what}} è troppo lungo',
};
