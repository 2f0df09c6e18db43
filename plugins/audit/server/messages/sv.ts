/** Swedish server messages. */
export const sv: Record<string, string> = {
  'Comment text is required': 'Kommentarstext krävs',
  "Unknown column '{{cn}}'": "Okänd kolumn '{{cn}}'",
  'limit must be a number': 'limit måste vara ett tal',
  'limit must be an integer': 'limit måste vara ett integer-värde',
  'limit must be at least 1': 'limit måste vara minst 1',
  'offset must be a number': 'offset måste vara ett tal',
  'offset must be an integer': 'offset måste vara ett integer-värde',
  'offset must be at least 0': 'offset måste vara minst 0',
  'project_id is required': 'project_id krävs',
  '{{what}} is required': '{{what}} krävs',
  '{{what}} is too long': '{{what}} är för långt',
};
