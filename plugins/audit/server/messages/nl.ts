/** Dutch server messages. */
export const nl: Record<string, string> = {
  'Comment text is required': 'Commentaartekst is verplicht',
  "Unknown column '{{cn}}'": "Onbekende kolom '{{cn}}'",
  'limit must be a number': 'limit moet een getal zijn',
  'limit must be an integer': 'limit moet een integer zijn',
  'limit must be at least 1': 'limit moet minstens 1 zijn',
  'offset must be a number': 'offset moet een getal zijn',
  'offset must be an integer': 'offset moet een integer zijn',
  'offset must be at least 0': 'offset moet minstens 0 zijn',
  'project_id is required': 'project_id is verplicht',
  '{{what}} is required': '{{what}} is verplicht',
  '{{what}} is too long': '{{what}} is te lang',
};
