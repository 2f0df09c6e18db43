/** Finnish server messages. */
export const fi: Record<string, string> = {
  'Comment text is required': 'Kommentin teksti vaaditaan',
  "Unknown column '{{cn}}'": "Tuntematon sarake '{{cn}}'",
  'limit must be a number': 'limit-arvon on oltava luku',
  'limit must be an integer': 'limit-arvon on oltava kokonaisluku',
  'limit must be at least 1': 'limit-arvon on oltava vähintään 1',
  'offset must be a number': 'offset-arvon on oltava luku',
  'offset must be an integer': 'offset-arvon on oltava kokonaisluku',
  'offset must be at least 0': 'offset-arvon on oltava vähintään 0',
  'project_id is required': 'project_id vaaditaan',
  '{{what}} is required': '{{what}} vaaditaan',
  '{{what}} is too long': '{{what}} on liian pitkä',
};
