/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'Comment text is required': 'Kommentarteksten må fylles ut',
  "Unknown column '{{cn}}'": "Ukjent kolonne '{{cn}}'",
  'limit must be a number': 'limit må være et tall',
  'limit must be an integer': 'limit må være et heltall',
  'limit must be at least 1': 'limit må være minst 1',
  'offset must be a number': 'offset må være et tall',
  'offset must be an integer': 'offset må være et heltall',
  'offset must be at least 0': 'offset må være minst 0',
  'project_id is required': 'project_id må fylles ut',
  '{{what}} is required': '{{what}} må fylles ut',
  '{{what}} is too long': '{{what}} er for lang',
};
