/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'קובץ באורך של עד 1,000,000 תווים',
  'A file name cannot hold slashes or control characters': 'שם קובץ לא יכול להכיל לוכסנים או תווי בקרה',
  'A file name is at most 128 characters': 'שם קובץ באורך של עד 128 תווים',
  'A file name is required': 'נדרש שם קובץ',
  'A query is at most {{maxQueryChars}} characters': 'שאילתה באורך של עד {{maxQueryChars}} תווים',
  'At most {{maxStatements}} statements run at once': 'עד {{maxStatements}} משפטים רצים בבת אחת',
  'No such SQL file': 'קובץ SQL כזה אינו קיים',
  'SQL file deleted': 'קובץ ה-SQL נמחק',
  'The SQL editor is not available for {{displayName}} yet': 'עורך ה-SQL עדיין אינו זמין עבור {{displayName}}',
  'There is no statement to run': 'אין משפט להרצה',
  'project_id is required': 'השדה project_id הוא חובה',
  'query is required': 'השדה query הוא חובה',
};
