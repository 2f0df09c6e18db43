/** German server messages. */
export const de: Record<string, string> = {
  'Comment text is required': 'Kommentartext ist erforderlich',
  "Unknown column '{{cn}}'": "Unbekannte Spalte '{{cn}}'",
  'limit must be a number': 'limit muss eine Zahl sein',
  'limit must be an integer': 'limit muss eine ganze Zahl sein',
  'limit must be at least 1': 'limit muss mindestens 1 sein',
  'offset must be a number': 'offset muss eine Zahl sein',
  'offset must be an integer': 'offset muss eine ganze Zahl sein',
  'offset must be at least 0': 'offset muss mindestens 0 sein',
  'project_id is required': 'project_id ist erforderlich',
  '{{what}} is required': '{{what}} ist erforderlich',
  '{{what}} is too long': '{{what}} ist zu lang',
};
