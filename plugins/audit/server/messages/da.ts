/** Danish server messages. */
export const da: Record<string, string> = {
  'Comment text is required': 'Kommentarteksten skal udfyldes',
  "Unknown column '{{cn}}'": "Ukendt kolonne '{{cn}}'",
  'limit must be a number': 'limit skal være et tal',
  'limit must be an integer': 'limit skal være et heltal',
  'limit must be at least 1': 'limit skal være mindst 1',
  'offset must be a number': 'offset skal være et tal',
  'offset must be an integer': 'offset skal være et heltal',
  'offset must be at least 0': 'offset skal være mindst 0',
  'project_id is required': 'project_id skal udfyldes',
  '{{what}} is required': '{{what}} skal udfyldes',
  '{{what}} is too long': '{{what}} er for lang',
};
