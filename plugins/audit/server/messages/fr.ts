/** French server messages. */
export const fr: Record<string, string> = {
  'Comment text is required': 'Le texte du commentaire est obligatoire',
  "Unknown column '{{cn}}'": "Colonne '{{cn}}' inconnue",
  'limit must be a number': 'limit doit être un nombre',
  'limit must be an integer': 'limit doit être un entier',
  'limit must be at least 1': 'limit doit valoir au moins 1',
  'offset must be a number': 'offset doit être un nombre',
  'offset must be an integer': 'offset doit être un entier',
  'offset must be at least 0': 'offset doit valoir au moins 0',
  'project_id is required': 'project_id est obligatoire',
  '{{what}} is required': '{{what}} est obligatoire',
  '{{what}} is too long': '{{what}} est trop long',
};
