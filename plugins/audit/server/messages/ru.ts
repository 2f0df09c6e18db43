/** Russian server messages. */
export const ru: Record<string, string> = {
  'Comment text is required': 'Текст комментария обязателен',
  "Unknown column '{{cn}}'": "Неизвестный столбец '{{cn}}'",
  'limit must be a number': 'limit должно быть числом',
  'limit must be an integer': 'limit должно быть целым числом',
  'limit must be at least 1': 'limit должно быть не меньше 1',
  'offset must be a number': 'offset должно быть числом',
  'offset must be an integer': 'offset должно быть целым числом',
  'offset must be at least 0': 'offset должно быть не меньше 0',
  'project_id is required': 'project_id обязателен',
  '{{what}} is required': '{{what}}: обязательное значение',
  '{{what}} is too long': '{{what}}: слишком длинное значение',
};
