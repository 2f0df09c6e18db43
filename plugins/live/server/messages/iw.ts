/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'שקע עוקב אחרי {{maxSubscriptions}} טבלאות לכל היותר',
  'Authentication is unavailable': 'האימות אינו זמין',
  "Forbidden: this action needs the 'airTable' permission": "אין הרשאה: הפעולה הזו דורשת את ההרשאה 'airTable'",
  'Invalid table': 'טבלה לא חוקית',
  'projectId is required': 'השדה projectId הוא חובה',
  'projectId is too long': 'projectId ארוך מדי',
  'redisUrl must be a URL': 'redisUrl חייב להיות כתובת URL',
  'tn is required': 'השדה tn הוא חובה',
  'tn is too long': 'tn ארוך מדי',
};
