/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'Comment text is required': 'Текст коментаря обов’язковий',
  "Unknown column '{{cn}}'": "Невідомий стовпець '{{cn}}'",
  'limit must be a number': 'limit має бути числом',
  'limit must be an integer': 'limit має бути цілим числом',
  'limit must be at least 1': 'limit має бути щонайменше 1',
  'offset must be a number': 'offset має бути числом',
  'offset must be an integer': 'offset має бути цілим числом',
  'offset must be at least 0': 'offset має бути щонайменше 0',
  'project_id is required': 'project_id обов’язковий',
  '{{what}} is required': '{{what}}: обов’язкове значення',
  '{{what}} is too long': '{{what}}: задовге значення',
};
