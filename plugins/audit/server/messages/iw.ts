/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'Comment text is required': 'נדרש טקסט לתגובה',
  "Unknown column '{{cn}}'": "עמודה לא ידועה '{{cn}}'",
  'limit must be a number': 'limit חייב להיות מספר',
  'limit must be an integer': 'limit חייב להיות מספר שלם',
  'limit must be at least 1': 'limit חייב להיות לפחות 1',
  'offset must be a number': 'offset חייב להיות מספר',
  'offset must be an integer': 'offset חייב להיות מספר שלם',
  'offset must be at least 0': 'offset חייב להיות לפחות 0',
  'project_id is required': 'השדה project_id הוא חובה',
  '{{what}} is required': '{{what}} הוא שדה חובה',
  '{{what}} is too long': '{{what}} ארוך מדי',
};
