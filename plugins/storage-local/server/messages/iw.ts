/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'At most 1000 paths at once': 'עד 1000 נתיבים בבת אחת',
  'File deleted': 'הקובץ נמחק',
  'File not found': 'הקובץ לא נמצא',
  'File too large: at most {{max}} MB per file': 'הקובץ גדול מדי: עד {{max}} MB לקובץ',
  'Invalid file name': 'שם קובץ לא חוקי',
  'Invalid or expired file token': 'אסימון הקובץ אינו חוקי או שפג תוקפו',
  'Invalid project id': 'מזהה פרויקט לא חוקי',
  'No file content': 'אין תוכן לקובץ',
  'paths must be a list of stored file names': 'paths חייב להיות רשימה של שמות קבצים שמורים',
  'paths must not be empty': 'paths לא יכול להיות ריק',
};
